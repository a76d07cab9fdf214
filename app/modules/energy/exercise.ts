import { z } from "zod";

// Exercise in the day's calorie budget (issue 41 item 6). Pure.
//
// A logged workout's energy is an estimate: its duration × a MET value for its kind of exercise ×
// the member's weight. METs from the 2011 Compendium of Physical Activities (Ainsworth BE et al.,
// Med Sci Sports Exerc 2011;43(8):1575–1581), Conditioning Exercise heading. Only the net energy
// is counted, (MET − 1) × kg × hours: the resting 1 MET is already in the calorie target.

export type MetValue = { met: number; code: string; activity: string };

const RESISTANCE: MetValue = { met: 3.5, code: "02054", activity: "resistance (weight) training, multiple exercises, 8–15 repetitions" };
const VIGOROUS_LIFTING: MetValue = {
  met: 6,
  code: "02050",
  activity: "resistance training, power lifting or body building, vigorous effort",
};

/** The Compendium activity behind each exercise category of the catalogue (free-exercise-db's). */
export const CATEGORY_METS: Record<string, MetValue> = {
  strength: RESISTANCE,
  powerlifting: VIGOROUS_LIFTING,
  "olympic weightlifting": VIGOROUS_LIFTING,
  strongman: VIGOROUS_LIFTING,
  plyometrics: { met: 8, code: "02020", activity: "calisthenics (e.g. jumping jacks, push-ups), vigorous effort" },
  cardio: { met: 7, code: "02010", activity: "bicycling, stationary, general" },
  stretching: { met: 2.3, code: "02101", activity: "stretching, mild" },
};
export const DEFAULT_MET = RESISTANCE;
/** A session left open for hours is not hours of exercise: at most this many minutes count. */
export const MAX_WORKOUT_MINUTES = 180;

/** A session's MET: its categories' METs weighted by how many sets (at least one each) it did of them. */
export function sessionMet(categories: readonly { category: string; sets: number }[]): number {
  const total = categories.reduce((sum, item) => sum + Math.max(1, item.sets), 0);
  if (total === 0) return DEFAULT_MET.met;
  const weighted = categories.reduce((sum, item) => sum + Math.max(1, item.sets) * (CATEGORY_METS[item.category] ?? DEFAULT_MET).met, 0);
  return Math.round((weighted / total) * 10) / 10;
}

/** Net kcal of a workout: (MET − 1) × kg × hours, its minutes capped at MAX_WORKOUT_MINUTES. */
export function workoutKcal(minutes: number, met: number, kg: number): number {
  const hours = Math.min(Math.max(0, minutes), MAX_WORKOUT_MINUTES) / 60;
  return Math.round(Math.max(0, met - 1) * kg * hours);
}

export const EXERCISE_BUDGET_CHOICES = ["auto", "on", "off"] as const;
export type ExerciseBudgetChoice = (typeof EXERCISE_BUDGET_CHOICES)[number];
export const ExerciseBudgetInput = z.object({
  exerciseInBudget: z.enum(EXERCISE_BUDGET_CHOICES, { error: "exerciseInBudget must be auto, on or off" }),
});
export const EXERCISE_BUDGET_INTENT = "exercise-budget";

/** Whether exercise counts: the member's choice, or by default unless the target follows the adaptive estimate. */
export function exerciseCounts(choice: ExerciseBudgetChoice, adaptive: boolean): boolean {
  return choice === "on" || (choice === "auto" && !adaptive);
}

export type DayExercise = {
  /** the logged workouts' estimate (null: no weight to estimate with) */
  workoutsKcal: number | null;
  /** the imported active energy: the largest source's day total (two devices count the same movement) */
  activeEnergyKcal: number | null;
  /** what the day's exercise adds: the imported active energy when there is some (it measures the workouts too), else the workouts' estimate */
  exerciseKcal: number;
  basis: "active energy" | "workouts" | "none";
};

export function dayExercise(workoutsKcal: number | null, activeEnergyBySource: readonly number[]): DayExercise {
  const activeEnergyKcal = activeEnergyBySource.length ? Math.round(Math.max(...activeEnergyBySource)) : null;
  if (activeEnergyKcal !== null) return { workoutsKcal, activeEnergyKcal, exerciseKcal: activeEnergyKcal, basis: "active energy" };
  if (workoutsKcal) return { workoutsKcal, activeEnergyKcal, exerciseKcal: workoutsKcal, basis: "workouts" };
  return { workoutsKcal, activeEnergyKcal, exerciseKcal: 0, basis: "none" };
}
