import { PROFILE_BOUNDS, type ACTIVITY_LEVELS, type GOALS } from "./profile-fields";

// A suggested daily calorie goal from body data (pure). Documented in docs/features.md and on /profile.

/** Multipliers of the resting energy (BMR) for each activity level (the usual Harris-Benedict / Mifflin set). */
const ACTIVITY_FACTORS: Record<(typeof ACTIVITY_LEVELS)[number], number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};

/** kcal a day added to maintenance for each goal: about 0.5 kg a week down, a lean gain up. */
export const GOAL_ADJUSTMENT: Record<(typeof GOALS)[number], number> = { lose: -500, maintain: 0, gain: 300 };

/**
 * Mifflin-St Jeor's sex constant is +5 (men) or −161 (women). The profile's sex is optional: without
 * one (or "unspecified") the suggestion uses their midpoint, −78, about 80 kcal off either way.
 */
const SEX_CONSTANTS: Record<string, number> = { male: 5, female: -161 };
const SEX_NEUTRAL_CONSTANT = -78;

type SuggestionInput = {
  age: number | null;
  height: number | null;
  weight: number | null;
  activityLevel: string | null;
  goal: string | null;
  sex?: string | null;
};

export type CalorieSuggestion =
  | { ok: true; calories: number; bmr: number; maintenance: number; factor: number; adjustment: number; sexConstant: boolean }
  | { ok: false; missing: string[] };

/** BMR (kcal/day) = 10 × kg + 6.25 × cm − 5 × years + constant. */
export function mifflinStJeor(weightKg: number, heightCm: number, age: number, constant = SEX_NEUTRAL_CONSTANT): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + constant;
}

/**
 * BMR × activity factor ± the goal's adjustment, rounded to the nearest 50 kcal and kept within the
 * calorie goal's bounds (800–6000). A missing goal counts as "maintain"; age, height, weight and
 * activity level are needed.
 */
export function suggestCalorieGoal(profile: SuggestionInput): CalorieSuggestion {
  const missing = [
    profile.age == null ? "age" : null,
    profile.height == null ? "height" : null,
    profile.weight == null ? "weight" : null,
    profile.activityLevel && profile.activityLevel in ACTIVITY_FACTORS ? null : "activity level",
  ].filter((field): field is string => field !== null);
  if (missing.length) return { ok: false, missing };
  const factor = ACTIVITY_FACTORS[profile.activityLevel as keyof typeof ACTIVITY_FACTORS];
  const adjustment = GOAL_ADJUSTMENT[(profile.goal ?? "maintain") as keyof typeof GOAL_ADJUSTMENT] ?? 0;
  const constant = profile.sex ? SEX_CONSTANTS[profile.sex] : undefined;
  const bmr = Math.round(mifflinStJeor(profile.weight!, profile.height!, profile.age!, constant));
  const maintenance = Math.round(bmr * factor);
  const { min, max } = PROFILE_BOUNDS.dailyCalorieGoal;
  const calories = Math.min(max, Math.max(min, Math.round((maintenance + adjustment) / 50) * 50));
  return { ok: true, calories, bmr, maintenance, factor, adjustment, sexConstant: constant !== undefined };
}
