// Issue 43 item 3: the workout reminder, the weekly progress update and the daily insight, each
// driven by ticks at chosen instants and read as the member's browser would (the push stand-in).
// Every member here is in New York (UTC−5 in November).
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { quickAdd } from "~/modules/meal/quick-add.server";
import { savePushSubscription } from "~/modules/notifications/push.server";
import { runNotificationTick } from "~/modules/notifications/scheduler.server";
import { saveNotificationSettings } from "~/modules/notifications/settings.server";
import { CHECK_IN_READY } from "~/modules/tracking/weekly-update";
import { weeklyProgress } from "~/modules/tracking/weekly-update.server";
import { logWeight } from "~/modules/weight/log.server";
import { createWorkout } from "~/modules/workout/start.server";
import { newMember } from "../helpers/requests";
import { pushStandinForSuite } from "../helpers/push";
import { finishedWorkout } from "../helpers/workouts";

const SQUAT = 64; // "Barbell Squat"
const BENCH = 44;
/** The instant of a New York wall-clock time in November (UTC−5). */
const ny = (date: string, time: string) => new Date(new Date(`${date}T${time}:00Z`).getTime() + 5 * 3_600_000);

const pushSuite = pushStandinForSuite();

/** A member in New York with a subscribed browser and these settings; `received()` is what that browser got. */
async function subscribed(tag: string, settings: Record<string, unknown>) {
  const member = await newMember(tag, "America/New_York");
  await saveNotificationSettings(member.userId, settings);
  const subscription = pushSuite.standin.subscribe();
  await savePushSubscription(member.userId, subscription);
  const received = () =>
    pushSuite.standin.received
      .filter((message) => message.endpoint === subscription.endpoint)
      .map((message) => JSON.parse(message.payload) as { title: string; body: string; url: string });
  return { ...member, received };
}

const sentKinds = async (userId: number) =>
  db.notificationSent.findMany({ where: { userId }, select: { kind: true, period: true, channel: true }, orderBy: { id: "asc" } });

describe("the workout reminder", () => {
  // Tuesday 2026-11-17; its 4 weeks before run from Tuesday 2026-10-20 to Monday 2026-11-16.
  const TUESDAY = "2026-11-17";
  const REMINDER = { workoutReminders: true, workoutAt: "07:30" };

  /** Finished workouts on two Tuesdays of the last 4 weeks (and a Thursday once): Tuesday is a usual day. */
  async function withTuesdayHabit(tag: string, settings: Record<string, unknown> = REMINDER) {
    const member = await subscribed(tag, settings);
    for (const date of ["2026-11-03", "2026-11-10", "2026-11-12"])
      await finishedWorkout(member.userId, "Legs", ny(date, "18:00"), [{ exerciseId: SQUAT, sets: [{ weight: 60, reps: 5 }] }]);
    return member;
  }

  it("comes once at the member's time on a usual day with no workout logged, and opens /workout", async () => {
    const member = await withTuesdayHabit("workout-due");
    await runNotificationTick(ny(TUESDAY, "07:29"));
    expect(member.received()).toEqual([]);
    await Promise.all([runNotificationTick(ny(TUESDAY, "07:31")), runNotificationTick(ny(TUESDAY, "07:31"))]);
    await runNotificationTick(ny(TUESDAY, "07:35"));
    expect(member.received()).toEqual([
      { title: "Time for your workout", body: "You usually work out today, and no workout is logged yet.", url: "/workout" },
    ]);
    expect(await sentKinds(member.userId)).toEqual([{ kind: "workout-reminder", period: TUESDAY, channel: "push" }]);
  });

  it("does not come when a workout was logged that day, finished or still going", async () => {
    const finished = await withTuesdayHabit("workout-finished");
    await finishedWorkout(finished.userId, "Early legs", ny(TUESDAY, "06:00"), [{ exerciseId: SQUAT, sets: [{ weight: 60, reps: 5 }] }]);
    const going = await withTuesdayHabit("workout-going");
    const startTime = ny(TUESDAY, "07:20");
    await createWorkout(
      going.userId,
      { name: "Now", startTime: startTime.toISOString(), exercises: [{ exerciseId: SQUAT, sets: [] }] },
      startTime,
    );
    await runNotificationTick(ny(TUESDAY, "07:31"));
    expect(finished.received()).toEqual([]);
    expect(going.received()).toEqual([]);
    expect(await db.notificationSent.count({ where: { userId: { in: [finished.userId, going.userId] } } })).toBe(0);
  });

  it("does not come on a day that is not usual, nor to a member with no history", async () => {
    const member = await withTuesdayHabit("workout-thursday"); // one Thursday in 4 weeks is not a habit
    await runNotificationTick(ny("2026-11-19", "07:31"));
    expect(member.received()).toEqual([]);
    const newcomer = await subscribed("workout-none", REMINDER);
    await runNotificationTick(ny(TUESDAY, "07:31"));
    expect(newcomer.received()).toEqual([]);
  });

  it("is skipped after downtime, kept out of quiet hours, and not sent when switched off", async () => {
    const late = await withTuesdayHabit("workout-late");
    await runNotificationTick(ny(TUESDAY, "08:30")); // an hour past: the server was down
    expect(late.received()).toEqual([]);
    const quiet = await withTuesdayHabit("workout-quiet", { ...REMINDER, quietFrom: "07:00", quietTo: "08:00" });
    const off = await withTuesdayHabit("workout-off", { workoutReminders: false, workoutAt: "07:30" });
    await runNotificationTick(ny(TUESDAY, "07:32"));
    expect(quiet.received()).toEqual([]);
    expect(off.received()).toEqual([]);
  });
});

describe("the weekly progress update", () => {
  // Sunday 2026-11-15 at 19:15 in New York (00:15 UTC on the 16th): the week is Monday 11-09 to Sunday 11-15.
  const SUNDAY = "2026-11-15";
  const SETTINGS = { progressUpdates: true, progressDay: "sunday", progressAt: "19:15" };

  /** A known week: food on three days (and around it), weigh-ins, workouts and records (each figure below by hand). */
  async function knownWeek(tag: string, settings: Record<string, unknown> = SETTINGS) {
    const member = await subscribed(tag, settings);
    const { userId } = member;
    await db.user.update({ where: { id: userId }, data: { dailyCalorieGoal: 2200 } });
    const food = [
      ["2026-11-08", "dinner", 5000], // the day before the week
      ["2026-11-09", "breakfast", 500],
      ["2026-11-09", "dinner", 1300],
      ["2026-11-11", "lunch", 2400],
      ["2026-11-14", "snack", 1950],
      ["2026-11-16", "lunch", 3000], // the day after
    ] as const;
    for (const [date, mealType, calories] of food) await quickAdd(userId, { date, mealType, calories });
    for (const [date, kg] of [
      ["2026-11-01", 82],
      ["2026-11-08", 81.6],
      ["2026-11-12", 81],
      ["2026-11-15", 80.8],
    ] as const)
      await logWeight(userId, { date, kg });
    // Squat before the week: best weight 100 kg, best 1RM 100 × (1 + 5/30) = 116.7.
    await finishedWorkout(userId, "Legs", ny("2026-11-02", "18:00"), [{ exerciseId: SQUAT, sets: [{ weight: 100, reps: 5 }] }]);
    // Started 23:30 on Sunday 11-08 in New York (Monday 04:30 UTC): before the week. 102.5 kg: the weight record (1RM 109.3).
    await finishedWorkout(userId, "Late legs", ny("2026-11-08", "23:30"), [{ exerciseId: SQUAT, sets: [{ weight: 102.5, reps: 2 }] }]);
    // In the week, 1: squat 100 × 5 ties (no record); 105 × 3 beats 102.5 kg (1RM 115.5 < 116.7): 1 record. A first bench: none.
    await finishedWorkout(userId, "Legs and bench", ny("2026-11-10", "18:00"), [
      {
        exerciseId: SQUAT,
        sets: [
          { weight: 100, reps: 5 },
          { weight: 105, reps: 3 },
        ],
      },
      { exerciseId: BENCH, sets: [{ weight: 60, reps: 10 }] },
    ]);
    // In the week, 2: squat 95 × 8, 1RM 95 × (1 + 8/30) = 120.3 > 116.7: 1 record; bench 62.5 × 8 beats 60 kg
    // (1RM 79.2 < 80): 1 record.
    await finishedWorkout(userId, "Morning", ny("2026-11-13", "07:00"), [
      { exerciseId: SQUAT, sets: [{ weight: 95, reps: 8 }] },
      { exerciseId: BENCH, sets: [{ weight: 62.5, reps: 8 }] },
    ]);
    return member;
  }

  // The weight trend (ADR 0042, α = 0.1 a day): 82 on 11-01, then each weigh-in moves it by 1 − 0.9^gap of the difference.
  const trend08 = 82 + (1 - 0.9 ** 7) * (81.6 - 82);
  const trend12 = trend08 + (1 - 0.9 ** 4) * (81 - trend08);
  const trend15 = trend12 + (1 - 0.9 ** 3) * (80.8 - trend12);
  // Its rate over the week: from the trend on 11-08 (the last weigh-in 7 days before) to 11-15, per 7 days.
  const rate = ((trend15 - trend08) / 7) * 7;

  it("has the figures of the member's week, computed by hand", async () => {
    const { userId } = await knownWeek("weekly-figures");
    const figures = await weeklyProgress(userId, SUNDAY);
    expect(figures).toEqual({
      from: "2026-11-09",
      to: SUNDAY,
      averageCalories: (500 + 1300 + 2400 + 1950) / 3, // 2050 over the 3 logged days
      loggedDays: 3,
      goal: 2200,
      weight: { trendKg: expect.closeTo(trend15, 9), weeklyRateKg: expect.closeTo(rate, 9) },
      workouts: 2,
      records: 3,
    });
    expect(trend15).toBeCloseTo(81.32, 2);
    expect(rate).toBeCloseTo(-0.467, 3);
  });

  it("arrives once on the member's day and time, stating those figures and the due check-in, and opens /check-in", async () => {
    const member = await knownWeek("weekly-sent");
    await runNotificationTick(ny("2026-11-14", "19:16")); // Saturday: not the day
    expect(member.received()).toEqual([]);
    await Promise.all([runNotificationTick(ny(SUNDAY, "19:16")), runNotificationTick(ny(SUNDAY, "19:16"))]);
    await runNotificationTick(ny(SUNDAY, "19:20"));
    expect(member.received()).toEqual([
      {
        title: "Your week: 2026-11-09 to 2026-11-15",
        body:
          "Calories: 2,050 kcal a day on average over 3 logged days, 150 kcal below your 2,200 kcal goal. " +
          "Weight: trend 81.3 kg, down 0.5 kg a week. Workouts: 2 completed. Personal records: 3. " +
          // Two weeks of weigh-ins (the first on 11-01) and no check-in yet: one is due.
          CHECK_IN_READY,
        url: "/check-in",
      },
    ]);
    expect(await sentKinds(member.userId)).toEqual([{ kind: "weekly-progress", period: SUNDAY, channel: "push" }]);
  });

  it("leaves the check-in out, and opens /progress, within a week of the last one or of the first weigh-in", async () => {
    const checkedIn = await knownWeek("weekly-checked-in");
    await db.checkIn.create({
      data: {
        userId: checkedIn.userId,
        date: "2026-11-10",
        estimateKcal: 2400,
        confidence: 0.5,
        trendKgPerWeek: -0.4,
        goal: "lose",
        paceKgPerWeek: 0.5,
        proposedKcal: 1850,
        previousKcal: 2200,
        targetKcal: 2200,
        decision: "kept",
      },
    });
    const newScale = await subscribed("weekly-new-scale", SETTINGS);
    await logWeight(newScale.userId, { date: "2026-11-12", kg: 70 });
    await runNotificationTick(ny(SUNDAY, "19:16"));
    for (const member of [checkedIn, newScale]) {
      expect(member.received()).toHaveLength(1);
      expect(member.received()[0]).toMatchObject({ url: "/progress" });
      expect(member.received()[0]!.body).not.toContain("Check-in");
    }
  });

  it("states the weight in pounds for a member who uses them, and leaves it out of a week without a weigh-in", async () => {
    const pounds = await knownWeek("weekly-lb");
    await db.user.update({ where: { id: pounds.userId }, data: { units: "us" } });
    const noWeight = await subscribed("weekly-no-weight", SETTINGS);
    await quickAdd(noWeight.userId, { date: "2026-11-10", mealType: "lunch", calories: 1800 });
    await runNotificationTick(ny(SUNDAY, "19:17"));
    // 81.32 kg / 0.45359237 = 179.3 lb; 0.467 kg = 1.03 lb
    expect(pounds.received()[0]!.body).toContain("Weight: trend 179.3 lb, down 1 lb a week.");
    expect(noWeight.received()).toEqual([
      {
        title: "Your week: 2026-11-09 to 2026-11-15",
        body: "Calories: 1,800 kcal a day on average over 1 logged day, 200 kcal below your 2,000 kcal goal. Workouts: 0 completed. Personal records: 0.",
        url: "/progress",
      },
    ]);
  });

  it("is not sent when progress updates are off, or after downtime", async () => {
    const off = await knownWeek("weekly-off", { ...SETTINGS, progressUpdates: false });
    const late = await knownWeek("weekly-late");
    await runNotificationTick(ny(SUNDAY, "21:00")); // nearly two hours past: the server was down
    expect(late.received()).toEqual([]);
    await runNotificationTick(ny(SUNDAY, "19:17"));
    expect(off.received()).toEqual([]);
    expect(late.received()).toHaveLength(1);
  });
});

describe("the daily insight", () => {
  // Friday 2026-11-20 at 08:15 in New York: food on Wednesday and Thursday (2,500 and 2,600 kcal against 2,000).
  const FRIDAY = "2026-11-20";
  const SETTINGS = { aiInsights: true, aiInsightsAt: "08:15" };
  const INSIGHT = {
    title: "Your insight for today",
    // The rules of insights.ts by hand: logged Thursday and Wednesday (today not yet): a 2-day streak; the average
    // (2500 + 2600) / 2 = 2550 is 550 over the goal, more than 10 % of it; under 3 logged days: no protein rule;
    // no weekend day: no weekend rule.
    body:
      "You have logged food 2 days in a row. Keep the streak going! " +
      "Your average of 2,550 kcal a logged day is 550 kcal above your 2,000 kcal goal.",
    url: "/progress-enhanced",
  };

  async function premiumEater(tag: string, settings: Record<string, unknown> = SETTINGS, tier = "premium") {
    const member = await subscribed(tag, settings);
    await db.user.update({ where: { id: member.userId }, data: { tier } });
    await quickAdd(member.userId, { date: "2026-11-18", mealType: "dinner", calories: 2500 });
    await quickAdd(member.userId, { date: "2026-11-19", mealType: "dinner", calories: 2600 });
    return member;
  }

  it("comes at the member's time with the insights of their week, never twice a day, and again the next day", async () => {
    const member = await premiumEater("insight-daily");
    await Promise.all([runNotificationTick(ny(FRIDAY, "08:16")), runNotificationTick(ny(FRIDAY, "08:16"))]);
    await runNotificationTick(ny(FRIDAY, "08:20"));
    expect(member.received()).toEqual([INSIGHT]);
    // A later time the same day (the member moved it) finds the day's claim taken.
    await saveNotificationSettings(member.userId, { ...SETTINGS, aiInsightsAt: "17:00" });
    await runNotificationTick(ny(FRIDAY, "17:01"));
    expect(member.received()).toHaveLength(1);
    await runNotificationTick(ny("2026-11-21", "17:01"));
    expect(member.received()).toHaveLength(2);
    expect(await sentKinds(member.userId)).toEqual([
      { kind: "daily-insight", period: FRIDAY, channel: "push" },
      { kind: "daily-insight", period: "2026-11-21", channel: "push" },
    ]);
  });

  it("is not sent when insights are off, to a free account, with nothing logged, or in quiet hours", async () => {
    const off = await premiumEater("insight-off", { ...SETTINGS, aiInsights: false });
    const free = await premiumEater("insight-free", SETTINGS, "free");
    const quiet = await premiumEater("insight-quiet", { ...SETTINGS, quietFrom: "22:00", quietTo: "08:30" });
    const empty = await subscribed("insight-empty", SETTINGS);
    await db.user.update({ where: { id: empty.userId }, data: { tier: "premium" } });
    await runNotificationTick(ny(FRIDAY, "08:17"));
    for (const member of [off, free, quiet, empty]) expect(member.received()).toEqual([]);
    expect(await db.notificationSent.count({ where: { userId: { in: [off.userId, free.userId, quiet.userId, empty.userId] } } })).toBe(0);
  });
});
