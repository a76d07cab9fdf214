import { addDays } from "~/modules/dates/calendar";
import { periodWindow, PROGRESS_PERIODS, type ProgressPeriod } from "~/modules/tracking/periods";

// The advanced dashboard's periods are /progress's (the last 7, 30 or 365 days, ending today), so
// its figures are the tracking API's for the same days. Pure.

export const DASHBOARD_PERIODS = PROGRESS_PERIODS;
export type DashboardPeriod = ProgressPeriod;

export type DayRange = { from: string; to: string };

/** The period ending today and the one of the same length just before it (what each trend compares with). */
export function dashboardWindows(period: DashboardPeriod, today: string): { current: DayRange; previous: DayRange } {
  const current = periodWindow(period, today);
  const length = current.days.length;
  return {
    current: { from: current.from, to: today },
    previous: { from: addDays(current.from, -length), to: addDays(current.from, -1) },
  };
}

export const inRange = (day: string, range: DayRange) => day >= range.from && day <= range.to;
