import { db } from "~/db.server";
import { addDays } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import { isUnits } from "~/modules/units/units";
import { weightTrend } from "~/modules/weight/log.server";
import { pointOn } from "~/modules/weight/trend";
import { finishedWorkoutDates, recordSetsBetween } from "~/modules/workout/days.server";
import { dayTotalsBetween } from "./daily.server";
import { averageOfLoggedDays } from "./progress";
import type { WeeklyProgress } from "./weekly-update";

/** The member's week ending on their day `today` (the 7 local days to it): the weekly progress update's figures. */
export async function weeklyProgress(userId: number, today: string): Promise<WeeklyProgress> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { timeZone: true, dailyCalorieGoal: true, units: true } });
  if (!user) throw new DomainError(404, "User not found");
  const from = addDays(today, -6);
  const units = isUnits(user.units) ? user.units : "metric";
  const [days, trend, workoutDates, records] = await Promise.all([
    dayTotalsBetween(userId, from, today),
    weightTrend(userId, today),
    finishedWorkoutDates(userId, user.timeZone, from, today),
    recordSetsBetween(userId, user.timeZone, from, today, units),
  ]);
  const { calories, loggedDays } = averageOfLoggedDays(days);
  const last = pointOn(trend.points, today);
  return {
    from,
    to: today,
    averageCalories: calories,
    loggedDays,
    goal: user.dailyCalorieGoal,
    weight: last && last.date >= from ? { trendKg: last.trend, weeklyRateKg: trend.weeklyRate } : null,
    workouts: workoutDates.length,
    records,
  };
}
