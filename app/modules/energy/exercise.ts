import { z } from "zod";
import { estimateWorkoutKcal } from "~/modules/workout/energy";
import { EXERCISE_BUDGET_CHOICES, type ExerciseBudgetChoice } from "./exercise-budget";

// Exercise in the day's calorie budget (issue 41 item 6). Pure.
//
// A logged workout's energy is the workout module's estimate (duration × the 2011 Compendium of
// Physical Activities' MET for its exercises' categories × body weight): only its part above
// resting, (MET − 1) × kg × hours, since the calorie target already counts resting energy.

/** A session left open for hours is not hours of exercise: at most this many minutes count. */
export const MAX_WORKOUT_MINUTES = 180;

/**
 * The budget's share of a finished workout: its active kcal and MET from `estimateWorkoutKcal`, its
 * duration capped at MAX_WORKOUT_MINUTES; null without a weight or a completed set.
 */
export function workoutBudgetKcal(minutes: number, weightKg: number | null, categories: string[]): { kcal: number; met: number } | null {
  const durationSeconds = Math.min(Math.max(0, minutes), MAX_WORKOUT_MINUTES) * 60;
  const estimate = estimateWorkoutKcal({ durationSeconds, weightKg, categories });
  return estimate && { kcal: estimate.activeKcal, met: estimate.met };
}

export const ExerciseBudgetInput = z.object({
  exerciseInBudget: z.enum(EXERCISE_BUDGET_CHOICES, { error: "exerciseInBudget must be auto, on or off" }),
});

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
