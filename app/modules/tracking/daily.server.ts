import { z } from "zod";
import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { roundTo1 } from "~/modules/food/nutrition";
import { LocalDateSchema } from "~/modules/meal/inputs";
import { userToday } from "~/modules/user/clock.server";
import { validate } from "~/modules/validate";
import { daysBetween, daysFrom } from "~/modules/dates/calendar";

/** A day's totals (GET /api/tracking/{userId}/{date} and each item of weeklyStats). */
export const DayTotalsAnswer = z.object({
  date: z.string(),
  totalCalories: z.number(),
  totalProtein: z.number(),
  totalCarbs: z.number(),
  totalFat: z.number(),
});
export type DayTotals = z.infer<typeof DayTotalsAnswer>;
export const WeeklyStatsAnswer = z.object({ weeklyStats: z.array(DayTotalsAnswer) });

const MAX_STATS_DAYS = 366;

/** One day's totals from its meals' sums, rounded as the tracking API answers them (kcal whole, grams to 0.1). */
export function totalsOf(
  date: string,
  sums?: { totalCalories: number | null; totalProtein: number | null; totalCarbs: number | null; totalFat: number | null },
): DayTotals {
  return {
    date,
    totalCalories: Math.round(sums?.totalCalories ?? 0),
    totalProtein: roundTo1(sums?.totalProtein ?? 0),
    totalCarbs: roundTo1(sums?.totalCarbs ?? 0),
    totalFat: roundTo1(sums?.totalFat ?? 0),
  };
}

/** GET /api/tracking/{userId}/{date}: the day's totals (the day in the user's time zone). */
export async function getDailyTotals(userId: number, rawDate: unknown): Promise<DayTotals> {
  const date = validate(LocalDateSchema, rawDate);
  const { _sum } = await db.meal.aggregate({
    where: { userId, localDate: date },
    _sum: { totalCalories: true, totalProtein: true, totalCarbs: true, totalFat: true },
  });
  return totalsOf(date, _sum);
}

/** Spec core §6: what the read answers when it fails (the database unreachable). */
export const STATS_READ_FAILED = "Failed to fetch stats";

/** GET /api/stats/{userId}?startDate=: one item per day from startDate to today, empty days as 0. */
export async function getWeeklyStats(userId: number, rawStartDate: unknown): Promise<z.infer<typeof WeeklyStatsAnswer>> {
  const startDate = validate(LocalDateSchema, rawStartDate);
  const today = await userToday(userId);
  const span = daysBetween(startDate, today);
  if (span < 0) throw new DomainError(400, "startDate cannot be after today");
  if (span >= MAX_STATS_DAYS) throw new DomainError(400, `startDate must be within the last ${MAX_STATS_DAYS} days`);

  return { weeklyStats: await dayTotalsBetween(userId, startDate, today) };
}

/** One item per day from `from` to `to` (the member's local days), empty days as 0. */
export async function dayTotalsBetween(userId: number, from: string, to: string): Promise<DayTotals[]> {
  const rows = await db.meal.groupBy({
    by: ["localDate"],
    where: { userId, localDate: { gte: from, lte: to } },
    _sum: { totalCalories: true, totalProtein: true, totalCarbs: true, totalFat: true },
  });
  const byDate = new Map(rows.map((row) => [row.localDate, row._sum]));
  return daysFrom(from, to).map((date) => totalsOf(date, byDate.get(date)));
}
