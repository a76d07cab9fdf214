// The energy a workout used, estimated from its duration, its type and the member's body weight
// (issue 42 part 6), for History and for the day's energy budget. Pure.
//
// MET values (metabolic equivalents: multiples of resting energy use, 1 MET ≈ 1 kcal per kg per hour)
// are from the Compendium of Physical Activities: Ainsworth BE, Haskell WL, Herrmann SD, et al.
// "2011 Compendium of Physical Activities: a second update of codes and MET values." Med Sci Sports
// Exerc 2011;43(8):1575–1581. Each library category takes the Compendium's nearest activity code.

/** A library category's MET value and the Compendium code it comes from. */
export const MET_BY_CATEGORY: Record<string, { met: number; code: string; activity: string }> = {
  strength: { met: 3.5, code: "02054", activity: "resistance (weight) training, multiple exercises, 8–15 reps at varied resistance" },
  powerlifting: { met: 6.0, code: "02050", activity: "resistance (weight) training, power lifting or body building, vigorous effort" },
  "olympic weightlifting": { met: 6.0, code: "02050", activity: "resistance (weight) training, power lifting, vigorous effort" },
  strongman: { met: 6.0, code: "02050", activity: "resistance (weight) training, vigorous effort" },
  plyometrics: { met: 8.0, code: "02020", activity: "calisthenics (e.g. jumping jacks, push-ups), vigorous effort" },
  cardio: { met: 7.0, code: "02010", activity: "bicycling, stationary, general (the library's cardio machines' middle)" },
  stretching: { met: 2.3, code: "02101", activity: "stretching, mild" },
};

/** A category the table does not know counts as general weight training. */
const FALLBACK = MET_BY_CATEGORY.strength!;

export type WorkoutKcal = {
  /** Gross energy over the workout: MET × kg × hours, as the Compendium defines it (whole kcal). */
  kcal: number;
  /**
   * Energy above resting: (MET − 1) × kg × hours. A day's energy budget whose maintenance already
   * counts resting energy adds this one, so the workout's resting part is not counted twice.
   */
  activeKcal: number;
  /** The workout's MET: its categories' values, each weighted by its share of the sets. */
  met: number;
  weightKg: number;
  hours: number;
};

/**
 * The estimate for a workout of `durationSeconds` by a member weighing `weightKg`, whose completed
 * sets were of `categories` (one entry a set: the library category of its exercise). Null without a
 * body weight, a duration or a set: there is nothing to estimate from.
 */
export function estimateWorkoutKcal({
  durationSeconds,
  weightKg,
  categories,
}: {
  durationSeconds: number;
  weightKg: number | null;
  categories: string[];
}): WorkoutKcal | null {
  if (!weightKg || weightKg <= 0 || !(durationSeconds > 0) || categories.length === 0) return null;
  const met =
    Math.round((categories.reduce((sum, category) => sum + (MET_BY_CATEGORY[category] ?? FALLBACK).met, 0) / categories.length) * 100) /
    100;
  const hours = durationSeconds / 3600;
  return {
    kcal: Math.round(met * weightKg * hours),
    activeKcal: Math.round(Math.max(0, met - 1) * weightKg * hours),
    met,
    weightKg,
    hours,
  };
}
