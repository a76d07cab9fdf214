import { describe, expect, it } from "vitest";
import { CHECK_IN_READY, weeklyProgressText, type WeeklyProgress } from "./weekly-update";

const week: WeeklyProgress = {
  from: "2026-11-16",
  to: "2026-11-22",
  averageCalories: 2150,
  loggedDays: 5,
  goal: 2000,
  weight: { trendKg: 80.44, weeklyRateKg: -0.46 },
  workouts: 3,
  records: 2,
};

describe("the weekly progress update's words", () => {
  it("state each figure plainly, in the member's units", () => {
    expect(weeklyProgressText(week, "metric")).toEqual({
      title: "Your week: 2026-11-16 to 2026-11-22",
      body:
        "Calories: 2,150 kcal a day on average over 5 logged days, 150 kcal above your 2,000 kcal goal. " +
        "Weight: trend 80.4 kg, down 0.5 kg a week. Workouts: 3 completed. Personal records: 2.",
    });
    // 80.44 kg = 177.34 lb; 0.46 kg = 1.01 lb
    expect(weeklyProgressText({ ...week, weight: { trendKg: 80.44, weeklyRateKg: 0.46 } }, "us").body).toContain(
      "Weight: trend 177.3 lb, up 1 lb a week.",
    );
  });

  it("say below the goal, one logged day, a steady or unknown rate, and leave out the weight without a weigh-in", () => {
    const body = (change: Partial<WeeklyProgress>) => weeklyProgressText({ ...week, ...change }, "metric").body;
    expect(body({ averageCalories: 1800, loggedDays: 1 })).toContain(
      "1,800 kcal a day on average over 1 logged day, 200 kcal below your 2,000 kcal goal.",
    );
    expect(body({ averageCalories: 2000 })).toContain("exactly your goal");
    expect(body({ weight: { trendKg: 80, weeklyRateKg: 0.01 } })).toContain("Weight: trend 80 kg, steady this week.");
    expect(body({ weight: { trendKg: 80, weeklyRateKg: null } })).toContain("Weight: trend 80 kg. Workouts");
    expect(body({ weight: null })).not.toContain("Weight");
    expect(body({ loggedDays: 0, averageCalories: 0 })).toContain("Calories: nothing logged this week (your goal is 2,000 kcal a day).");
  });

  it("name a due check-in last, and only when one is due", () => {
    expect(weeklyProgressText(week, "metric", true).body).toBe(`${weeklyProgressText(week, "metric").body} ${CHECK_IN_READY}`);
    expect(weeklyProgressText(week, "metric").body).not.toContain("Check-in");
  });
});
