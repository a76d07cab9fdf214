import { describe, expect, it } from "vitest";
import { achievements, type Achievement, type AchievementFacts } from "./achievements";
import { daysFrom } from "~/modules/dates/calendar";

const week = (calories: number[]) =>
  daysFrom("2026-11-16", "2026-11-22").map((date, i) => ({
    date,
    totalCalories: calories[i] ?? 0,
    totalProtein: 0,
    totalCarbs: 0,
    totalFat: 0,
  }));
const facts = (over: Partial<AchievementFacts> = {}): AchievementFacts => ({
  mealCount: 0,
  voiceSummaryCount: 0,
  lastSevenDays: week([]),
  todayCalories: 0,
  goal: 2000,
  ...over,
});
const byId = (list: ReturnType<typeof achievements>) =>
  Object.fromEntries(list.map((a) => [a.id, a])) as Record<Achievement["id"], Achievement>;

describe("achievements (spec core §9)", () => {
  it("none earned for a new account, in the spec's order", () => {
    const list = achievements(facts());
    expect(list.map((a) => a.title)).toEqual(["First Scan", "Consistent Tracker", "Balanced Eater", "AI Explorer"]);
    expect(list.every((a) => !a.earned)).toBe(true);
  });
  it("First Scan: at least one meal", () => {
    expect(byId(achievements(facts({ mealCount: 1 })))["first-scan"]).toMatchObject({ earned: true, percent: 100 });
  });
  it("Consistent Tracker: 3 days with calories over 0, with progress", () => {
    expect(byId(achievements(facts({ lastSevenDays: week([100, 0, 200]) })))["consistent-tracker"]).toMatchObject({
      earned: false,
      percent: 67,
      progress: "2 of 3 days",
    });
    expect(byId(achievements(facts({ lastSevenDays: week([100, 0, 200, 0, 0, 0, 1]) })))["consistent-tracker"].earned).toBe(true);
  });
  it("Balanced Eater: today's calories 80–120 % of the goal, bounds included", () => {
    const at = (todayCalories: number) => byId(achievements(facts({ todayCalories })))["balanced-eater"];
    expect(at(1599).earned).toBe(false);
    expect(at(1600).earned).toBe(true);
    expect(at(2400).earned).toBe(true);
    expect(at(2420)).toMatchObject({ earned: false, progress: "121 % of goal today" });
    expect(at(800)).toMatchObject({ percent: 50 });
  });
  it("AI Explorer: any meal with a voice summary", () => {
    expect(byId(achievements(facts({ voiceSummaryCount: 1 })))["ai-explorer"].earned).toBe(true);
  });
});
