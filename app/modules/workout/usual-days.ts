import { addDays } from "~/modules/dates/calendar";

// A member's usual workout days, from their own history (issue 43: the workout reminder comes on
// them). Pure.

/** The weeks looked back over, and in how many of them a weekday needs a workout to be usual. */
export const USUAL_DAY_WEEKS = 4;
export const USUAL_DAY_MIN_WEEKS = 2;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The weekdays (0 Sunday … 6 Saturday) on which the member finished a workout in at least 2 of the
 * 4 weeks before `today` (the 28 days before it; today itself is what a reminder asks about). Each
 * weekday falls once in each of those weeks, so its weeks are its distinct dates. No history: none.
 */
export function usualWorkoutWeekdays(workoutDates: readonly string[], today: string): number[] {
  const from = addDays(today, -7 * USUAL_DAY_WEEKS);
  const weeksByWeekday = new Map<number, number>();
  for (const date of new Set(workoutDates)) {
    if (date < from || date >= today) continue;
    weeksByWeekday.set(weekdayOf(date), (weeksByWeekday.get(weekdayOf(date)) ?? 0) + 1);
  }
  return [...weeksByWeekday]
    .filter(([, weeks]) => weeks >= USUAL_DAY_MIN_WEEKS)
    .map(([weekday]) => weekday)
    .sort((a, b) => a - b);
}

/** Whether `date` is one of the member's usual workout days. */
export const isUsualWorkoutDay = (workoutDates: readonly string[], date: string) =>
  usualWorkoutWeekdays(workoutDates, date).includes(weekdayOf(date));
