import { addDays, daysFrom } from "~/modules/dates/calendar";

// The windows of the progress screens, as calendar days in the user's time zone (`today` comes
// from localDateOf(now, user.timeZone)). Every window ends today. Pure.

/** /progress: the last 7, 30 or 365 days (the week is spec core §9's stats window, today minus 6). */
export const PROGRESS_PERIODS = ["week", "month", "year"] as const;
/** /progress-enhanced: Monday to today, the 1st of the month to today, the 1st of the month two months back to today. */
export const ENHANCED_PERIODS = ["this-week", "this-month", "3-months"] as const;

export type ProgressPeriod = (typeof PROGRESS_PERIODS)[number];
export type EnhancedPeriod = (typeof ENHANCED_PERIODS)[number];
export type Period = ProgressPeriod | EnhancedPeriod;

export const PERIOD_LABELS: Record<Period, string> = {
  week: "Week",
  month: "Month",
  year: "Year",
  "this-week": "This week",
  "this-month": "This month",
  "3-months": "3 months",
};

type PeriodWindow = { period: Period; from: string; to: string; days: string[] };

/** 0 = Monday … 6 = Sunday. */
function weekdayIndex(isoDate: string): number {
  return (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function isWeekend(isoDate: string): boolean {
  return weekdayIndex(isoDate) >= 5;
}

/** The Monday of the week `isoDate` falls in. */
export function weekStart(isoDate: string): string {
  return addDays(isoDate, -weekdayIndex(isoDate));
}

/** The 1st of the month `monthsBack` months before the month of `isoDate`. */
export function monthStart(isoDate: string, monthsBack = 0): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  return date.toISOString().slice(0, 10);
}

function periodStart(period: Period, today: string): string {
  switch (period) {
    case "week":
      return addDays(today, -6);
    case "month":
      return addDays(today, -29);
    case "year":
      return addDays(today, -364);
    case "this-week":
      return weekStart(today);
    case "this-month":
      return monthStart(today);
    case "3-months":
      return monthStart(today, 2);
  }
}

export function periodWindow(period: Period, today: string): PeriodWindow {
  const from = periodStart(period, today);
  return { period, from, to: today, days: daysFrom(from, today) };
}

/** The period of a query string, or the first one when missing or unknown. */
export function parsePeriod<const T extends readonly Period[]>(periods: T, raw: string | null): T[number] {
  return (periods as readonly string[]).includes(raw ?? "") ? (raw as T[number]) : periods[0]!;
}
