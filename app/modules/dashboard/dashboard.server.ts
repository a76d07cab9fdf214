import { db, type Db } from "~/db.server";
import { addDays, daysFrom, localDateOf } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import type { PlanDay } from "~/modules/planner/plan";
import type { MealPreferences } from "~/modules/planner/preferences";
import { EXERCISE_NAMES, type FormExercise } from "~/modules/exercise-form/exercises";
import { parseItems } from "~/modules/scan/scan-items";
import { achievements } from "~/modules/tracking/achievements";
import { totalsOf } from "~/modules/tracking/daily.server";
import { featureRefusal } from "~/modules/user/features.server";
import { hasAdvancedAnalytics, hasFeature, TIER_COLUMNS, tierNow } from "~/modules/user/tiers";
import { broughtBy } from "~/modules/health/step-overlap";
import { latestOf, WEIGHT_SOURCES, type WeightEntry } from "~/modules/weight/sources";
import { recentActivities, type ActivityType } from "./activities";
import { aiFeatures, formTrackingAccuracy, labelScanAccuracy, mealPlannerAccuracy, mealScanAccuracy } from "./ai-features";
import { goalBars } from "./goals";
import { minutesOf, nutritionTimeline, workoutHistory, type FinishedWorkout } from "./history";
import { dashboardIntegrations, dataSources } from "./integrations";
import { metricCards, type DailyValues, type PeriodFacts } from "./metrics";
import { dashboardWindows, inRange, type DashboardPeriod, type DayRange } from "./periods";

// GET /advanced-dashboard and GET /api/dashboard: every figure from the member's own rows, read in a
// fixed number of queries whatever the period (one per table and purpose, in parallel), then
// worked out by the pure functions beside this file. Advanced analytics are premium (spec §6).

/** How many rows of each list are shown. */
const LIST_LIMIT = 10;
/** The saved scans (meals and labels) the scanners' accuracy is measured over (the latest ones), and the saved form analyses the pose model's. */
const SCANS_MEASURED = 100;
/** The saved meal plans the planner's accuracy is measured over (the latest ones). */
const PLANS_MEASURED = 20;
/** The widest time-zone offset: a workout that ended this long before a day's UTC midnight may belong to it. */
const ZONE_MARGIN_MS = 14 * 3600_000;

const WEIGHT_COLUMNS = { id: true, date: true, kg: true, source: true } as const;

type HealthSums = { kind: string; day: string; _sum: { value: number | null }; _avg: { value: number | null } };

function dailyOf(rows: HealthSums[], kind: string): DailyValues {
  return Object.fromEntries(rows.filter((row) => row.kind === kind).map((row) => [row.day, row._sum.value ?? 0]));
}

function periodFacts(
  range: DayRange,
  days: ReturnType<typeof totalsOf>[],
  workouts: (FinishedWorkout & { day: string })[],
  health: HealthSums[],
): PeriodFacts {
  const inPeriod = workouts.filter((workout) => inRange(workout.day, range));
  const importedMinutes = Object.entries(dailyOf(health, "workout_minutes"))
    .filter(([day]) => inRange(day, range))
    .reduce((sum, [, minutes]) => sum + minutes, 0);
  return {
    range,
    days: days.filter((day) => inRange(day.date, range)),
    workouts: {
      count: inPeriod.length,
      volumeKg: inPeriod.reduce((sum, workout) => sum + workout.volumeKg, 0),
      minutes: Math.round(inPeriod.reduce((sum, workout) => sum + minutesOf(workout), 0) + importedMinutes),
    },
    sleepMinutes: dailyOf(health, "sleep_minutes"),
    waterMl: dailyOf(health, "water_ml"),
    steps: dailyOf(health, "steps"),
  };
}

function readAll(client: Db, userId: number, timeZone: string, current: DayRange, previous: DayRange) {
  const since = new Date(Date.parse(`${previous.from}T00:00:00Z`) - ZONE_MARGIN_MS);
  const voiced = { AND: [{ voiceSummary: { not: null } }, { voiceSummary: { not: "" } }] };
  return Promise.all([
    client.meal.groupBy({
      by: ["localDate"],
      where: { userId, localDate: { gte: previous.from, lte: current.to } },
      _sum: { totalCalories: true, totalProtein: true, totalCarbs: true, totalFat: true },
    }),
    client.meal.findMany({
      where: { userId, localDate: { gte: current.from, lte: current.to } },
      orderBy: { eatenAt: "desc" },
      take: LIST_LIMIT,
      select: { id: true, name: true, mealType: true, eatenAt: true, totalCalories: true },
    }),
    client.workoutSession.findMany({
      where: { userId, endTime: { gte: since } },
      orderBy: { endTime: "desc" },
      select: {
        id: true,
        name: true,
        startTime: true,
        endTime: true,
        totalVolume: true,
        exercises: { select: { sets: { where: { completed: true }, select: { id: true } } } },
      },
    }),
    client.healthRecord.groupBy({
      by: ["kind", "day"],
      where: { userId, day: { gte: previous.from, lte: current.to } },
      _sum: { value: true },
      _avg: { value: true },
    }),
    client.healthRecord.groupBy({
      by: ["source"],
      where: broughtBy(userId, { not: "Manual" }),
      _count: { _all: true },
      _max: { createdAt: true },
    }),
    client.integrationConnection.findMany({
      where: { userId },
      select: { integrationId: true, status: true, lastSyncAt: true, dataPoints: true, lastSyncError: true },
    }),
    client.mealPlan.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: PLANS_MEASURED,
      select: { preferences: true, days: true },
    }),
    client.foodScan.findMany({
      where: { userId, status: "done" },
      orderBy: { createdAt: "desc" },
      take: SCANS_MEASURED,
      select: { id: true, createdAt: true, analysis: true, items: true, identifiedFoods: true, mealId: true },
    }),
    client.meal.aggregate({ where: { userId }, _count: { _all: true }, _min: { createdAt: true } }),
    client.meal.aggregate({ where: { userId, ...voiced }, _count: { _all: true }, _min: { createdAt: true } }),
    client.formAnalysis.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      take: SCANS_MEASURED,
      select: { exercise: true, score: true, framesAnalysed: true, framesTracked: true, createdAt: true },
    }),
    // The weight log's latest day: at most one entry from each of its three sources.
    client.weightEntry.findMany({ where: { userId }, orderBy: { date: "desc" }, take: WEIGHT_SOURCES.length, select: WEIGHT_COLUMNS }),
  ]).then(([mealDays, meals, workoutRows, health, sources, connections, plans, scans, allMeals, voiceMeals, formChecks, weights]) => ({
    mealDays,
    meals,
    workouts: workoutRows.map((row) => ({
      id: row.id,
      name: row.name,
      startTime: row.startTime ?? row.endTime!,
      endTime: row.endTime!,
      volumeKg: row.totalVolume ?? 0,
      completedSets: row.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0),
      day: localDateOf(row.endTime!, timeZone),
    })),
    health: health as HealthSums[],
    sources,
    connections,
    plans: plans.map((plan) => ({
      calorieTarget: (plan.preferences as MealPreferences).calorieTarget,
      dayCalories: (plan.days as PlanDay[]).map((day) => day.calories),
    })),
    scans,
    allMeals,
    voiceMeals,
    formChecks,
    latestWeight: latestOf(weights as WeightEntry[]),
  }));
}

/** The advanced dashboard of `period` (premium: a free member gets 403 naming the plan). `client` is for counting queries in tests. */
export async function getAdvancedDashboard(userId: number, period: DashboardPeriod, client: Db = db) {
  const now = new Date();
  const user = await client.user.findUnique({
    where: { id: userId },
    select: {
      ...TIER_COLUMNS,
      timeZone: true,
      dailyCalorieGoal: true,
      isGuest: true,
      email: true,
      marketingOptIn: true,
      trackCalories: true,
      trackWorkouts: true,
      _count: { select: { sessions: { where: { expiresAt: { gt: now } } }, apiTokens: { where: { revokedAt: null } } } },
      labelScans: { orderBy: { createdAt: "desc" }, take: SCANS_MEASURED, select: { figuresRead: true, figuresCorrected: true } },
    },
  });
  if (!user) throw new DomainError(404, "User not found");
  const tier = tierNow(user, now);
  if (!hasAdvancedAnalytics(tier)) throw new DomainError(403, featureRefusal("advancedAnalytics"));

  const today = localDateOf(now, user.timeZone);
  const { current, previous } = dashboardWindows(period, today);
  const data = await readAll(client, userId, user.timeZone, current, previous);
  const byDate = new Map(data.mealDays.map((row) => [row.localDate, row._sum]));
  const days = daysFrom(previous.from, today).map((date) => totalsOf(date, byDate.get(date)));
  const todayTotals = days.at(-1)!;
  const todayHealth = (kind: string) => dailyOf(data.health, kind)[today] ?? 0;
  const goal = user.dailyCalorieGoal;

  const earned = achievements({
    mealCount: data.allMeals._count._all,
    voiceSummaryCount: data.voiceMeals._count._all,
    lastSevenDays: days.filter((day) => day.date >= addDays(today, -6)),
    todayCalories: todayTotals.totalCalories,
    goal,
  }).filter((achievement) => achievement.earned);
  // Only the achievements whose moment is on record (the first meal, the first voice summary) get a place in time.
  const earnedAt: Record<string, Date | null> = {
    "first-scan": data.allMeals._min.createdAt,
    "ai-explorer": data.voiceMeals._min.createdAt,
  };

  const activity = (type: ActivityType, title: string, at: Date) => ({ type, title, at });
  const activities = recentActivities(
    [
      ...data.meals.map((meal) => activity("meal", `${meal.name}: ${Math.round(meal.totalCalories)} kcal`, meal.eatenAt)),
      ...data.workouts.slice(0, LIST_LIMIT).map((workout) => activity("workout", workout.name ?? "Workout", workout.endTime)),
      ...data.scans
        .slice(0, LIST_LIMIT)
        .map((scan) => activity("analysis", `Meal scan: ${scan.analysis ?? "photo analyzed"}`, scan.createdAt)),
      ...data.formChecks
        .slice(0, LIST_LIMIT)
        .map((check) =>
          activity(
            "analysis",
            `Form analysis: ${EXERCISE_NAMES[check.exercise as FormExercise] ?? check.exercise} ${check.score}/100`,
            check.createdAt,
          ),
        ),
      ...earned.flatMap((achievement) => {
        const at = earnedAt[achievement.id];
        return at ? [activity("achievement", `Achievement earned: ${achievement.title}`, at)] : [];
      }),
    ],
    now,
  );

  return {
    period,
    from: current.from,
    to: today,
    previous,
    tier,
    metrics: metricCards(periodFacts(current, days, data.workouts, data.health), periodFacts(previous, days, data.workouts, data.health)),
    goals: goalBars(
      {
        calories: todayTotals.totalCalories,
        protein: todayTotals.totalProtein,
        waterMl: Math.round(todayHealth("water_ml")),
        exerciseMinutes: Math.round(
          data.workouts.filter((workout) => workout.day === today).reduce((sum, workout) => sum + minutesOf(workout), 0) +
            todayHealth("workout_minutes"),
        ),
      },
      goal,
    ),
    weight: data.latestWeight ? { kg: Math.round(data.latestWeight.kg * 10) / 10, day: data.latestWeight.date } : null,
    activities,
    workouts: workoutHistory(
      data.workouts.filter((workout) => inRange(workout.day, current)),
      user.timeZone,
    ).slice(0, LIST_LIMIT),
    timeline: nutritionTimeline(data.meals, user.timeZone),
    integrations: dashboardIntegrations(data.connections, hasFeature(tier, "premiumIntegrations")),
    sources: dataSources(
      data.sources.map((group) => ({ source: group.source, count: group._count._all, lastAt: group._max.createdAt ?? now })),
    ),
    aiFeatures: aiFeatures(
      mealScanAccuracy(
        data.scans
          .filter((scan) => scan.mealId !== null)
          .map((scan) => ({ identifiedFoods: scan.identifiedFoods, items: parseItems(scan.items) })),
      ),
      mealPlannerAccuracy(data.plans),
      formTrackingAccuracy(data.formChecks),
      labelScanAccuracy(user.labelScans),
    ),
    account: {
      registered: !user.isGuest,
      email: user.email,
      activeSessions: user._count.sessions,
      activeApiTokens: user._count.apiTokens,
      trackCalories: user.trackCalories,
      trackWorkouts: user.trackWorkouts,
      marketingOptIn: user.marketingOptIn,
      timeZone: user.timeZone,
    },
  };
}

export type AdvancedDashboard = Awaited<ReturnType<typeof getAdvancedDashboard>>;
