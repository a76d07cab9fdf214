import { z } from "zod";
import { addDays } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import { getWeeklyStats } from "~/modules/tracking/daily.server";
import { suggestCalorieGoal } from "~/modules/user/calorie-suggestion";
import { userToday } from "~/modules/user/clock.server";
import { getProfile } from "~/modules/user/profile.server";
import { listWeights } from "~/modules/weight/log.server";
import { dailyWeights } from "~/modules/weight/sources";
import { estimateExpenditure, explainExpenditure, MAX_WINDOW_DAYS, type Expenditure } from "./expenditure";

// GET /api/expenditure and the weekly check-in: the member's diary totals, weight log and profile
// read into the pure estimate (./expenditure.ts).

export const ExpenditureAnswer = z.object({
  estimateKcal: z.number(),
  windowDays: z.number(),
  confidence: z.number(),
  uncertaintyKcal: z.number(),
  usableDays: z.number(),
  partialDays: z.number(),
  unloggedDays: z.number(),
  weighIns: z.number(),
  averageIntakeKcal: z.number().nullable(),
  weightChangeKgPerDay: z.number().nullable(),
  dataEstimateKcal: z.number().nullable(),
  priorKcal: z.number().nullable(),
  explanation: z.array(z.string()),
});
export type ExpenditureAnswer = z.infer<typeof ExpenditureAnswer>;

export const NO_ESTIMATE =
  "No expenditure estimate yet: log a week of meals and weigh-ins, or give your age, height, weight and activity level on your profile";

/** The estimate over the window that ends yesterday (today is still being eaten), with its words; null when there is nothing to go on. */
export async function currentExpenditure(userId: number): Promise<(Expenditure & { explanation: string[] }) | null> {
  const [today, profile] = await Promise.all([userToday(userId), getProfile(userId)]);
  if (!profile) throw new DomainError(404, "User not found");
  const from = addDays(today, -MAX_WINDOW_DAYS);
  const [{ weeklyStats }, entries] = await Promise.all([getWeeklyStats(userId, from), listWeights(userId, from)]);
  const suggestion = suggestCalorieGoal(profile);
  const estimate = estimateExpenditure({
    days: weeklyStats.slice(0, -1).map((day) => ({ date: day.date, kcal: day.totalCalories > 0 ? day.totalCalories : null })),
    weights: dailyWeights(entries.filter((entry) => entry.date < today)),
    priorKcal: suggestion.ok ? suggestion.maintenance : null,
  });
  return estimate && { ...estimate, explanation: explainExpenditure(estimate, profile.units) };
}

/** GET /api/expenditure: the estimate, or 404 when there is nothing to go on yet. */
export async function getExpenditure(userId: number): Promise<ExpenditureAnswer> {
  const estimate = await currentExpenditure(userId);
  if (!estimate) throw new DomainError(404, NO_ESTIMATE);
  return estimate;
}
