import { describe, expect, it } from "vitest";
import type { ScanItem } from "~/modules/scan/scan-items";
import { recentActivities, relativeTime } from "./activities";
import { aiFeatures, formTrackingAccuracy, labelScanAccuracy, mealPlannerAccuracy, mealScanAccuracy } from "./ai-features";
import { goalBars } from "./goals";
import { intensityOf, workoutHistory } from "./history";
import { dashboardIntegrations, dataSources } from "./integrations";
import { metricCards, trendOf, type PeriodFacts } from "./metrics";
import { dashboardWindows } from "./periods";

const day = (date: string, totalCalories: number, totalProtein = 0) => ({ date, totalCalories, totalProtein, totalCarbs: 0, totalFat: 0 });

function facts(range: { from: string; to: string }, overrides: Partial<PeriodFacts> = {}): PeriodFacts {
  return { range, days: [], workouts: { count: 0, volumeKg: 0, minutes: 0 }, sleepMinutes: {}, waterMl: {}, steps: {}, ...overrides };
}

describe("dashboardWindows", () => {
  it("ends the period today and compares it with the same number of days just before", () => {
    expect(dashboardWindows("week", "2026-11-25")).toEqual({
      current: { from: "2026-11-19", to: "2026-11-25" },
      previous: { from: "2026-11-12", to: "2026-11-18" },
    });
    expect(dashboardWindows("year", "2026-11-25").previous).toEqual({ from: "2024-11-26", to: "2025-11-25" });
  });
});

describe("trendOf", () => {
  it("reads ±5 % as stable, and has no trend without a figure on both sides", () => {
    expect(trendOf(104, 100)).toEqual({ direction: "stable", changePercent: 4 });
    expect(trendOf(110, 100)).toEqual({ direction: "up", changePercent: 10 });
    expect(trendOf(50, 100)).toEqual({ direction: "down", changePercent: -50 });
    expect(trendOf(50, null)).toBeNull();
    expect(trendOf(null, 100)).toBeNull();
  });
});

describe("metricCards", () => {
  const week = { from: "2026-11-19", to: "2026-11-25" };
  const before = { from: "2026-11-12", to: "2026-11-18" };

  it("averages energy and protein per logged day, health figures per day with data, with trends", () => {
    const cards = metricCards(
      facts(week, {
        days: [day("2026-11-24", 2000, 100), day("2026-11-25", 1000, 50), day("2026-11-23", 0)],
        workouts: { count: 2, volumeKg: 5400.4, minutes: 95 },
        sleepMinutes: { "2026-11-24": 420, "2026-11-25": 480, "2026-11-10": 60 },
        waterMl: { "2026-11-25": 1750 },
        steps: { "2026-11-24": 8000, "2026-11-25": 12001 },
      }),
      facts(before, { days: [day("2026-11-13", 1000, 75)], steps: { "2026-11-13": 10000 } }),
    );
    const byId = Object.fromEntries(cards.map((card) => [card.id, card]));
    expect(byId["energy-in"]).toMatchObject({ amount: 1500, value: "1500 kcal", basis: "average per logged day, 2 of 7 days" });
    expect(byId["energy-in"]!.trend).toEqual({ direction: "up", changePercent: 50 });
    expect(byId.protein).toMatchObject({ amount: 75, trend: { direction: "stable", changePercent: 0 } });
    expect(byId.workouts).toMatchObject({ amount: 5400, value: "5,400 kg", basis: "2 workouts, 95 min in all", trend: null });
    expect(byId.sleep).toMatchObject({ amount: 7.5, value: "7.5 h" });
    expect(byId.hydration).toMatchObject({ amount: 1750, value: "1.75 L", empty: null });
    expect(byId.steps).toMatchObject({ amount: 10001, value: "10,001", trend: { direction: "stable", changePercent: 0 } });
  });

  it("shows how to get each figure instead of a number when the period has no data", () => {
    const cards = metricCards(facts(week), facts(before));
    expect(cards.map((card) => [card.id, card.value, card.empty?.to])).toEqual([
      ["energy-in", null, "/diary"],
      ["protein", null, "/diary"],
      ["workouts", null, "/workout"],
      ["sleep", null, "/integrations"],
      ["hydration", null, "#water"],
      ["steps", null, "/integrations"],
    ]);
  });
});

it("goalBars measures today against the calorie goal, its protein target, 2 L of water and 30 minutes", () => {
  expect(
    goalBars({ calories: 1500, protein: 60.5, waterMl: 500, exerciseMinutes: 45 }, 2000).map((bar) => [bar.id, bar.target, bar.text]),
  ).toEqual([
    ["calories", 2000, "1500 / 2000 kcal"],
    ["protein", 150, "60.5 / 150 g"],
    ["water", 2000, "0.5 L / 2 L"],
    ["exercise", 30, "45 / 30 min"],
  ]);
});

describe("activities", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("says how long ago in the largest whole unit", () => {
    expect(relativeTime(new Date("2026-11-25T11:59:30Z"), now)).toBe("just now");
    expect(relativeTime(new Date("2026-11-25T11:55:00Z"), now)).toBe("5 minutes ago");
    expect(relativeTime(new Date("2026-11-24T10:00:00Z"), now)).toBe("yesterday");
    expect(relativeTime(new Date("2026-11-04T12:00:00Z"), now)).toBe("3 weeks ago");
  });
  it("lists the newest first, up to the limit", () => {
    const list = recentActivities(
      [
        { type: "meal", title: "Oats", at: new Date("2026-11-25T08:00:00Z") },
        { type: "workout", title: "Legs", at: new Date("2026-11-25T10:00:00Z") },
        { type: "achievement", title: "First Scan", at: new Date("2026-11-01T08:00:00Z") },
      ],
      now,
      2,
    );
    expect(list.map((item) => [item.type, item.when])).toEqual([
      ["workout", "2 hours ago"],
      ["meal", "4 hours ago"],
    ]);
  });
});

describe("meal scan accuracy", () => {
  const item = (corrected = false, confidence: number | null = 0.9): ScanItem => ({
    name: "Rice",
    grams: 150,
    confidence,
    estimate: null,
    options: [],
    choice: null,
    ...(corrected ? { corrected: true } : {}),
  });
  it("is the share of the model's foods saved without a correction (removed foods count as corrected)", () => {
    const scans = [
      { identifiedFoods: 3, items: [item(), item(true)] }, // one removed, one corrected
      { identifiedFoods: 2, items: [item(), item(), item(false, null)] }, // a food the member added does not count
      { identifiedFoods: null, items: [item()] }, // saved before foods were counted: left out
    ];
    expect(mealScanAccuracy(scans)).toEqual({ percent: 60, foods: 5 });
  });
  it("says there is not enough data under 5 foods, and never shows a sample figure", () => {
    const few = mealScanAccuracy([{ identifiedFoods: 2, items: [item(), item()] }]);
    expect(few).toEqual({ percent: null, foods: 2 });
    const cards = aiFeatures(few, mealPlannerAccuracy([]), formTrackingAccuracy([]), labelScanAccuracy([]));
    expect(cards.map((card) => card.accuracy)).toEqual([null, null, null, null]);
    expect(cards[0]!.note).toBe("Not enough data yet: 2 of 5 scanned foods saved so far.");
    expect(cards[1]!.note).toBe("Not enough data yet: generate a week's plan to measure it.");
    expect(cards[3]).toMatchObject({
      id: "label-scan",
      path: "/ar-nutrition-scanner",
      note: "Not enough data yet: 0 of 5 scanned labels saved so far.",
    });
  });
});

describe("the meal planner's accuracy", () => {
  it("is the share of planned days within ±5 % of the calorie target each plan was made for", () => {
    const plans = [
      { calorieTarget: 2000, dayCalories: [1900, 2100, 2000, 1899, 2101, 1950, 2050] }, // 1899 and 2101 are outside
      { calorieTarget: 1500, dayCalories: [1500, 1480, 1600] }, // 1600 is outside
    ];
    expect(mealPlannerAccuracy(plans)).toEqual({ percent: 70, days: 10 });
    const cards = aiFeatures({ percent: null, foods: 0 }, mealPlannerAccuracy(plans), formTrackingAccuracy([]), labelScanAccuracy([]));
    expect(cards[1]).toMatchObject({ id: "meal-planner", accuracy: 70 });
    expect(cards[1]!.note).toBe("Share of your 10 planned days within ±5 % of the calorie target they were planned for.");
  });
  it("needs a week of planned days", () => {
    expect(mealPlannerAccuracy([{ calorieTarget: 2000, dayCalories: [2000, 2000] }])).toEqual({ percent: null, days: 2 });
  });
});

it("lists every integration with the member's connection state, connected first", () => {
  const lastSyncAt = new Date("2026-11-20T08:00:00Z");
  const rows = [
    { integrationId: "withings-body", status: "connected", lastSyncAt, dataPoints: 31, lastSyncError: "the provider answered 500" },
    { integrationId: "apple-health", status: "connected", lastSyncAt, dataPoints: 1200, lastSyncError: null },
  ];
  const free = dashboardIntegrations(rows, false);
  expect(free.map((i) => [i.id, i.status, i.dataPoints])).toEqual([
    ["apple-health", "connected", 1200],
    ["withings-body", "connected", 31],
    ["garmin-connect", "premium_only", 0],
    ["whoop", "premium_only", 0],
    ["oura-ring", "premium_only", 0],
    ["polar-flow", "premium_only", 0],
  ]);
  expect(free[1]).toMatchObject({ lastSync: "2026-11-20T08:00:00.000Z", problem: "the provider answered 500" });
  expect(dashboardIntegrations([], true).map((i) => i.status)).toEqual(Array(6).fill("available"));
});

describe("form analysis tracking", () => {
  it("is the share of analyzed frames in which the pose model tracked the joints, from 3 saved analyses on", () => {
    const saved = (framesTracked: number) => ({ framesAnalysed: 100, framesTracked });
    expect(formTrackingAccuracy([saved(90), saved(60)])).toEqual({ percent: null, analyses: 2 });
    expect(formTrackingAccuracy([saved(90), saved(60), saved(96)])).toEqual({ percent: 82, analyses: 3 });
    expect(
      aiFeatures({ percent: null, foods: 0 }, mealPlannerAccuracy([]), { percent: 82, analyses: 3 }, labelScanAccuracy([]))[2],
    ).toMatchObject({
      accuracy: 82,
      path: "/form-analysis",
    });
  });
});

describe("the label scanner's accuracy", () => {
  it("is the share of the figures read that were saved unchanged, from 5 saved labels", () => {
    const saved = (figuresCorrected: number) => ({ figuresRead: 8, figuresCorrected });
    expect(labelScanAccuracy([saved(0), saved(1), saved(2), saved(0)])).toEqual({ percent: null, labels: 4 });
    // a label saved with nothing read (typed in by hand) says nothing about the scanner
    expect(labelScanAccuracy([saved(0), saved(1), saved(2), saved(0), { figuresRead: 0, figuresCorrected: 0 }]).percent).toBeNull();
    const five = labelScanAccuracy([saved(0), saved(1), saved(2), saved(0), saved(1)]);
    expect(five).toEqual({ percent: 90, labels: 5 }); // 36 of 40 figures kept
    expect(aiFeatures({ percent: null, foods: 0 }, mealPlannerAccuracy([]), formTrackingAccuracy([]), five)[3]).toMatchObject({
      accuracy: 90,
      note: "Share of the figures read from your 5 saved labels kept without a correction.",
    });
  });
});

it("workout history rates intensity by the pace of completed sets", () => {
  expect([intensityOf(12, 30), intensityOf(8, 30), intensityOf(3, 30), intensityOf(3, 0)]).toEqual(["High", "Medium", "Low", "Low"]);
  const [item] = workoutHistory(
    [
      {
        id: 1,
        name: null,
        startTime: new Date("2026-11-24T23:00:00Z"),
        endTime: new Date("2026-11-24T23:45:00Z"),
        volumeKg: 1200.6,
        completedSets: 12,
      },
    ],
    "Europe/Paris",
  );
  expect(item).toEqual({ id: 1, name: "Workout", date: "2026-11-25", durationMinutes: 45, volumeKg: 1201, intensity: "Medium" });
});

it("dataSources lists the sources with most data points first", () => {
  const lastAt = new Date("2026-11-20T08:00:00Z");
  expect(
    dataSources([
      { source: "CSV import", count: 3, lastAt },
      { source: "Apple Health", count: 120, lastAt },
    ]).map((s) => [s.name, s.dataPoints]),
  ).toEqual([
    ["Apple Health", 120],
    ["CSV import", 3],
  ]);
});
