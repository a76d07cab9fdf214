import { z } from "zod";
import { cleanText, cutText } from "~/modules/text";
import { WholeNumberSchema } from "~/modules/validate";

// The meal preferences of spec commercial §3, with §9's defaults and §5's meals-per-day rule. Pure.

export const GOAL_TYPES = ["weight_loss", "muscle_gain", "maintenance"] as const;
export const DIET_TYPES = ["omnivore", "vegetarian", "vegan", "keto", "paleo"] as const;
export const COOKING_TIMES = ["quick", "moderate", "extensive"] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export type DietType = (typeof DIET_TYPES)[number];
export type CookingTime = (typeof COOKING_TIMES)[number];

/** The longest a meal may take to make, per cooking time (spec §3: quick 15 min, moderate 30 min, extensive 60+ min). */
export const COOKING_MINUTES: Record<CookingTime, number> = { quick: 15, moderate: 30, extensive: Number.POSITIVE_INFINITY };

export const MIN_MEALS_PER_DAY = 2;
export const MAX_MEALS_PER_DAY = 6;
const MAX_LIST_ENTRIES = 20;
const MAX_ENTRY_CHARS = 40;

export type MealPreferences = {
  goalType: GoalType;
  dietType: DietType;
  calorieTarget: number;
  proteinTarget: number;
  allergies: string[];
  dislikes: string[];
  mealsPerDay: number;
  cookingTime: CookingTime;
};

/** Spec §9: 2000 calories, 150 g protein, 3 meals, maintenance, omnivore, moderate cooking. */
export const DEFAULT_PREFERENCES: MealPreferences = {
  goalType: "maintenance",
  dietType: "omnivore",
  calorieTarget: 2000,
  proteinTarget: 150,
  allergies: [],
  dislikes: [],
  mealsPerDay: 3,
  cookingTime: "moderate",
};

/** One allergy or dislike as typed, cleaned; empty after cleaning means "nothing to add". */
export function cleanEntry(raw: string): string {
  return cutText(cleanText(raw), MAX_ENTRY_CHARS);
}

/** Spec §5: an entry is added only if non-empty and not already in the list (case-insensitively). */
export function addEntry(list: readonly string[], raw: string): string[] {
  const entry = cleanEntry(raw);
  if (entry === "" || list.some((known) => known.toLowerCase() === entry.toLowerCase())) return [...list];
  return [...list, entry];
}

export function removeEntry(list: readonly string[], entry: string): string[] {
  return list.filter((known) => known !== entry);
}

const EntryList = (label: string) =>
  z
    .array(z.string({ error: `${label} must be text` }), { error: `${label} must be a list` })
    .max(MAX_LIST_ENTRIES, `${label}: at most ${MAX_LIST_ENTRIES} entries`)
    .transform((entries) => entries.reduce<string[]>(addEntry, []));

/** The preferences a door sends (`POST /api/ai/generate-meal-plan`, the preferences form); missing fields take the defaults. */
export const MealPreferencesInput = z.object({
  goalType: z.enum(GOAL_TYPES, { error: `Goal must be one of ${GOAL_TYPES.join(", ")}` }).default(DEFAULT_PREFERENCES.goalType),
  dietType: z.enum(DIET_TYPES, { error: `Diet must be one of ${DIET_TYPES.join(", ")}` }).default(DEFAULT_PREFERENCES.dietType),
  calorieTarget: WholeNumberSchema("Calorie target", 1000, 5000).default(DEFAULT_PREFERENCES.calorieTarget),
  proteinTarget: WholeNumberSchema("Protein target", 0, 400).default(DEFAULT_PREFERENCES.proteinTarget),
  allergies: EntryList("Allergies").default([]),
  dislikes: EntryList("Dislikes").default([]),
  mealsPerDay: WholeNumberSchema("Meals per day", MIN_MEALS_PER_DAY, MAX_MEALS_PER_DAY).default(DEFAULT_PREFERENCES.mealsPerDay),
  cookingTime: z
    .enum(COOKING_TIMES, { error: `Cooking time must be one of ${COOKING_TIMES.join(", ")}` })
    .default(DEFAULT_PREFERENCES.cookingTime),
});

const GOAL_OF_PROFILE: Record<string, GoalType> = { lose: "weight_loss", gain: "muscle_gain", maintain: "maintenance" };
/** A profile restriction that is a diet type, the strictest first (a vegan who also ticked vegetarian is vegan). */
const DIET_OF_RESTRICTION = [
  ["Vegan", "vegan"],
  ["Vegetarian", "vegetarian"],
  ["Keto", "keto"],
  ["Paleo", "paleo"],
] as const;
/** Restrictions that are foods to leave out rather than a diet type. */
const ALLERGY_OF_RESTRICTION: Record<string, string> = { "Gluten-Free": "gluten", "Dairy-Free": "dairy" };

type ProfileGoals = { goal: string | null; dailyCalorieGoal: number; dietaryRestrictions: string[] };

/**
 * The defaults, prefilled from the profile: its goal, its calorie goal (protein at 30 % of it, as
 * the diary's macro targets), a diet type from its restrictions (vegan before vegetarian) and its
 * gluten-free / dairy-free restrictions as allergies.
 */
export function preferencesFromProfile(profile: ProfileGoals): MealPreferences {
  const diet = DIET_OF_RESTRICTION.find(([restriction]) => profile.dietaryRestrictions.includes(restriction));
  const calorieTarget = Math.min(5000, Math.max(1000, profile.dailyCalorieGoal));
  return {
    ...DEFAULT_PREFERENCES,
    goalType: (profile.goal && GOAL_OF_PROFILE[profile.goal]) || DEFAULT_PREFERENCES.goalType,
    dietType: diet ? diet[1] : DEFAULT_PREFERENCES.dietType,
    calorieTarget,
    proteinTarget:
      calorieTarget === DEFAULT_PREFERENCES.calorieTarget ? DEFAULT_PREFERENCES.proteinTarget : Math.round((calorieTarget * 0.3) / 4),
    allergies: profile.dietaryRestrictions.flatMap((name) => (ALLERGY_OF_RESTRICTION[name] ? [ALLERGY_OF_RESTRICTION[name]] : [])),
  };
}
