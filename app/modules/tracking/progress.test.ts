import { describe, expect, it } from "vitest";
import { macroTargets } from "~/modules/food/nutrition";
import { averageOfLoggedDays, chartBars, macroBreakdown, weeklySummary, type DayTotals } from "./progress";
import { daysFrom } from "~/modules/dates/calendar";

const day = (date: string, totalCalories = 0, totalProtein = 0, totalCarbs = 0, totalFat = 0): DayTotals => ({
  date,
  totalCalories,
  totalProtein,
  totalCarbs,
  totalFat,
});

describe("macro targets (spec core §9)", () => {
  it("derive from the goal: protein 30 % ÷ 4, carbs 45 % ÷ 4, fat 25 % ÷ 9", () => {
    expect(macroTargets(2000)).toEqual({ protein: 150, carbs: 225, fat: 56 });
    expect(macroTargets(1800)).toEqual({ protein: 135, carbs: 203, fat: 50 });
  });
});

describe("averages per logged day", () => {
  it("leave out empty days", () => {
    const days = [day("2026-11-20", 1500, 60, 200, 50), day("2026-11-21"), day("2026-11-22", 2500, 100, 300, 70)];
    expect(averageOfLoggedDays(days)).toEqual({ loggedDays: 2, calories: 2000, protein: 80, carbs: 250, fat: 60 });
  });
  it("are zero with nothing logged", () => {
    expect(averageOfLoggedDays([day("2026-11-22")])).toEqual({ loggedDays: 0, calories: 0, protein: 0, carbs: 0, fat: 0 });
    expect(averageOfLoggedDays([])).toMatchObject({ calories: 0 });
  });
  it("give each macro's grams, target and share of energy", () => {
    const [protein, carbs, fat] = macroBreakdown({ protein: 100, carbs: 200, fat: 50 }, 2000);
    expect(protein).toMatchObject({ grams: 100, target: 150, percentOfTarget: 67, energyShare: 24 });
    expect(carbs).toMatchObject({ target: 225, energyShare: 48 });
    expect(fat).toMatchObject({ target: 56, energyShare: 27 });
    expect(macroBreakdown({ protein: 0, carbs: 0, fat: 0 }, 2000).map((m) => m.energyShare)).toEqual([0, 0, 0]);
  });
});

describe("chart bars", () => {
  it("one bar a day up to a month, one a month beyond, averaged over logged days", () => {
    expect(chartBars(daysFrom("2026-11-16", "2026-11-22").map((d) => day(d, 100)))).toHaveLength(7);
    const year = daysFrom("2025-11-23", "2026-11-22").map((d) => day(d, d.endsWith("-01") ? 1200 : 0));
    const bars = chartBars(year);
    expect(bars).toHaveLength(13);
    expect(bars[1]).toMatchObject({ key: "2025-12", label: "Dec", calories: 1200 });
    expect(bars[0]).toMatchObject({ key: "2025-11", calories: 0 });
  });
});

describe("weekly summary", () => {
  it("groups Monday-to-Sunday weeks, newest first, with days on target (80–120 %)", () => {
    const days = daysFrom("2026-11-12", "2026-11-17").map((d, i) => day(d, [0, 1600, 2400, 2500, 2000, 0][i]));
    expect(weeklySummary(days, 2000)).toEqual([
      { weekOf: "2026-11-16", label: "Week of Nov 16", loggedDays: 1, totalCalories: 2000, averageCalories: 2000, daysOnTarget: 1 },
      { weekOf: "2026-11-09", label: "Week of Nov 9", loggedDays: 3, totalCalories: 6500, averageCalories: 2167, daysOnTarget: 2 },
    ]);
  });
});
