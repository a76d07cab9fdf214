import { formatWeight, weightValue, WEIGHT_UNIT, type Units } from "~/modules/units/units";

// The weekly progress update's words (issue 43): its figures, stated plainly. Pure.

/** The member's last 7 local days, as the weekly progress update reports them. */
export type WeeklyProgress = {
  from: string;
  to: string;
  /** the average per day with food logged (whole kcal; 0 with none), over `loggedDays` days */
  averageCalories: number;
  loggedDays: number;
  goal: number;
  /** the weight's trend on the week's last day and its rate over the week (kg a week; null without a weigh-in a week before); null: no weigh-in this week */
  weight: { trendKg: number; weeklyRateKg: number | null } | null;
  /** workouts finished, by the day they started */
  workouts: number;
  /** sets that beat a personal record (heaviest weight or best estimated 1RM) */
  records: number;
};

const kcal = (n: number) => `${n.toLocaleString("en-US")} kcal`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function caloriesLine({ averageCalories, loggedDays, goal }: WeeklyProgress): string {
  if (loggedDays === 0) return `Calories: nothing logged this week (your goal is ${kcal(goal)} a day).`;
  const gap = averageCalories - goal;
  const against = gap === 0 ? "exactly your goal" : `${kcal(Math.abs(gap))} ${gap > 0 ? "above" : "below"} your ${kcal(goal)} goal`;
  return `Calories: ${kcal(averageCalories)} a day on average over ${plural(loggedDays, "logged day")}, ${against}.`;
}

function weightLine(weight: NonNullable<WeeklyProgress["weight"]>, units: Units): string {
  const trend = `Weight: trend ${formatWeight(weight.trendKg, units)}`;
  if (weight.weeklyRateKg === null) return `${trend}.`;
  const rate = weightValue(Math.abs(weight.weeklyRateKg), units);
  if (rate === 0) return `${trend}, steady this week.`;
  return `${trend}, ${weight.weeklyRateKg < 0 ? "down" : "up"} ${rate} ${WEIGHT_UNIT[units]} a week.`;
}

/** The line that sends the member to a due weekly check-in (issue 41): the update is the week's one reminder of it. */
export const CHECK_IN_READY =
  "Check-in: your weekly check-in is ready, with a calorie target from your own logs to accept, adjust or keep.";

/**
 * The update's message: each figure in a sentence, the weight only when the member weighed in that
 * week, and the check-in when one is due.
 */
export function weeklyProgressText(progress: WeeklyProgress, units: Units, checkInDue = false): { title: string; body: string } {
  const lines = [
    caloriesLine(progress),
    ...(progress.weight ? [weightLine(progress.weight, units)] : []),
    `Workouts: ${progress.workouts} completed.`,
    `Personal records: ${progress.records}.`,
    ...(checkInDue ? [CHECK_IN_READY] : []),
  ];
  return { title: `Your week: ${progress.from} to ${progress.to}`, body: lines.join(" ") };
}
