import { addDays, daysBetween } from "~/modules/dates/calendar";

// Trend weight (issue 41, ADR 0041): a smoothed weight that looks past day-to-day water swings and
// tolerates missed weigh-ins. Pure.

export type DailyWeight = { date: string; kg: number };
export type TrendPoint = DailyWeight & { trend: number };

/**
 * The share of a new weigh-in taken into the trend per day (the Hacker's Diet's 10 %): the trend
 * forgets half of what it knew in about a week (ln 2 / −ln 0.9 ≈ 6.6 days).
 */
export const TREND_ALPHA = 0.1;

/**
 * The time-aware exponentially weighted moving average over `weights` (one a day, any order): the
 * first weigh-in starts the trend; each next one moves it by 1 − (1 − α)^gap of the difference, gap
 * the days since the previous weigh-in. So a weigh-in after three missed days counts as if it had
 * been seen on each of them, and the trend does not rush to a lone reading after a holiday.
 */
export function trendOf(weights: readonly DailyWeight[], alpha = TREND_ALPHA): TrendPoint[] {
  const sorted = [...weights].sort((a, b) => a.date.localeCompare(b.date));
  const points: TrendPoint[] = [];
  for (const { date, kg } of sorted) {
    const previous = points.at(-1);
    if (!previous) {
      points.push({ date, kg, trend: kg });
      continue;
    }
    const share = 1 - (1 - alpha) ** Math.max(1, daysBetween(previous.date, date));
    points.push({ date, kg, trend: previous.trend + share * (kg - previous.trend) });
  }
  return points;
}

/** The last point on or before `date` (the trend holds between weigh-ins), or null before the first. */
export function pointOn(points: readonly TrendPoint[], date: string): TrendPoint | null {
  let found: TrendPoint | null = null;
  for (const point of points) {
    if (point.date > date) break;
    found = point;
  }
  return found;
}

/**
 * The trend's rate of change over the last week, in kg a week (negative: losing): from the last
 * weigh-in on or before 7 days ago to the last one by `today`, per day between them, × 7. Null
 * without a weigh-in on or before that day and one after it.
 */
export function weeklyRate(points: readonly TrendPoint[], today: string): number | null {
  const then = pointOn(points, addDays(today, -7));
  const now = pointOn(points, today);
  if (!then || !now || now.date === then.date) return null;
  return ((now.trend - then.trend) / daysBetween(then.date, now.date)) * 7;
}

/**
 * The least-squares line through the weigh-ins (kg a day) and its standard error, from the scatter
 * about it: the unbiased rate of change of a window (the expenditure estimate's), which an EWMA's
 * change over the same window is not (it weighs the last days most). Null under 3 weigh-ins or
 * when they are all on one day.
 */
export function slopeOf(
  weights: readonly DailyWeight[],
): { kgPerDay: number; standardError: number; n: number; residualSd: number; sxx: number } | null {
  const n = weights.length;
  if (n < 3) return null;
  const origin = weights[0]!.date;
  const xs = weights.map((weight) => daysBetween(origin, weight.date));
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = weights.reduce((sum, weight) => sum + weight.kg, 0) / n;
  const sxx = xs.reduce((sum, x) => sum + (x - meanX) ** 2, 0);
  if (sxx === 0) return null;
  const sxy = xs.reduce((sum, x, i) => sum + (x - meanX) * (weights[i]!.kg - meanY), 0);
  const kgPerDay = sxy / sxx;
  const residuals = xs.reduce((sum, x, i) => sum + (weights[i]!.kg - meanY - kgPerDay * (x - meanX)) ** 2, 0);
  const residualSd = Math.sqrt(residuals / (n - 2));
  return { kgPerDay, standardError: residualSd / Math.sqrt(sxx), n, residualSd, sxx };
}
