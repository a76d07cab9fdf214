import { describe, expect, it } from "vitest";
import { progressShareText } from "./share-text";

describe("progressShareText", () => {
  const facts = { periodName: "this week", from: "2026-11-23", to: "2026-11-29", goal: 2000, achievements: [] };

  it("counts logged days in the right number", () => {
    expect(progressShareText({ ...facts, averages: { calories: 1850, loggedDays: 1 } })).toContain("on average over 1 logged day, against");
    expect(progressShareText({ ...facts, averages: { calories: 1850, loggedDays: 4 } })).toContain(
      "on average over 4 logged days, against",
    );
  });

  it("says the goal alone without the averages, and lists achievements", () => {
    expect(progressShareText({ ...facts, averages: null, achievements: ["First Log", "Streak"] })).toBe(
      "My Fitplate progress (this week, 2026-11-23 to 2026-11-29):\nDaily calorie goal: 2000 kcal.\nAchievements: First Log, Streak.",
    );
  });
});
