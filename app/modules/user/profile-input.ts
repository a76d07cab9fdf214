import { z } from "zod";
import { OptionalTextSchema } from "~/modules/text";
import { NumberSchema } from "~/modules/validate";
import { isListedTimeZone } from "./time-zone";
import { UNIT_SYSTEMS } from "~/modules/units/units";

// The profile's input (spec core §3, §5), one schema for the form and for PUT /api/user/{id}. Pure.

export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very_active"] as const;
export const GOALS = ["lose", "maintain", "gain"] as const;
/** Optional, for the calorie suggestion's formula only (Mifflin-St Jeor); "unspecified" uses its midpoint. */
export const SEXES = ["female", "male", "unspecified"] as const;
export const SEX_LABELS: Record<(typeof SEXES)[number], string> = { female: "Female", male: "Male", unspecified: "Prefer not to say" };
export const DIETARY_RESTRICTIONS = ["Vegetarian", "Vegan", "Gluten-Free", "Dairy-Free", "Keto", "Paleo", "Halal", "Kosher"] as const;

export const ACTIVITY_LABELS: Record<(typeof ACTIVITY_LEVELS)[number], string> = {
  sedentary: "Sedentary (little or no exercise)",
  light: "Light (1–3 days a week)",
  moderate: "Moderate (3–5 days a week)",
  active: "Active (6–7 days a week)",
  very_active: "Very active (hard daily exercise or physical job)",
};
export const GOAL_LABELS: Record<(typeof GOALS)[number], string> = {
  lose: "Lose weight",
  maintain: "Maintain weight",
  gain: "Gain weight",
};

/** Bounds a real product needs (the spec shows none): field-level messages name them. */
export const PROFILE_BOUNDS = {
  age: { min: 13, max: 120 },
  height: { min: 100, max: 250 },
  weight: { min: 25, max: 400 },
  dailyCalorieGoal: { min: 800, max: 6000 },
} as const;

const TIME_ZONE_MESSAGE = "Time zone must be an IANA time zone such as Europe/Paris or America/Los_Angeles";

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A number field: empty (missing, null, "") → omitted; else a number in [min, max], whole when `integer`. */
function optionalNumber(label: string, { min, max }: { min: number; max: number }, unit: string, integer: boolean) {
  const range = `${label} must be between ${min} and ${max}${unit ? ` ${unit}` : ""}`;
  let number = z.number();
  if (integer) number = number.int(`${label} must be a whole number`);
  return z.preprocess(
    (value) => (isEmpty(value) ? undefined : value),
    NumberSchema(label).pipe(number.min(min, range).max(max, range)).optional(),
  );
}

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (isEmpty(value) ? undefined : value), z.enum(values, { error: message }).optional());

export const ProfileInput = z.object({
  username: OptionalTextSchema({ label: "Username", max: 40 }),
  email: z.preprocess(
    (value) => (isEmpty(value) ? undefined : typeof value === "string" ? value.trim() : value),
    z.email({ error: "Email must be an email address" }).max(254, "Email is too long").optional(),
  ),
  age: optionalNumber("Age", PROFILE_BOUNDS.age, "", true),
  height: optionalNumber("Height", PROFILE_BOUNDS.height, "cm", false),
  weight: optionalNumber("Weight", PROFILE_BOUNDS.weight, "kg", false),
  sex: optionalEnum(SEXES, "Sex must be female, male or unspecified"),
  activityLevel: optionalEnum(ACTIVITY_LEVELS, "Activity level must be sedentary, light, moderate, active or very_active"),
  goal: optionalEnum(GOALS, "Goal must be lose, maintain or gain"),
  dailyCalorieGoal: optionalNumber("Daily calorie goal", PROFILE_BOUNDS.dailyCalorieGoal, "kcal", true),
  dietaryRestrictions: z
    .array(z.enum(DIETARY_RESTRICTIONS, { error: `Dietary restrictions must be among ${DIETARY_RESTRICTIONS.join(", ")}` }), {
      error: "Dietary restrictions must be a list",
    })
    .max(DIETARY_RESTRICTIONS.length)
    .transform((list) => [...new Set(list)])
    .optional(),
  trackCalories: z.boolean({ error: "trackCalories must be true or false" }).optional(),
  trackWorkouts: z.boolean({ error: "trackWorkouts must be true or false" }).optional(),
  timeZone: z.preprocess(
    (value) => (isEmpty(value) ? undefined : value),
    z.string({ error: TIME_ZONE_MESSAGE }).refine(isListedTimeZone, TIME_ZONE_MESSAGE).optional(),
  ),
  units: optionalEnum(UNIT_SYSTEMS, "Units must be metric or us"),
});
export type ProfileInput = z.output<typeof ProfileInput>;

/** A checkbox: checked ("on") → true, absent → false. */
const Checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
/** Chips (checkboxes of one name): none → [], one → [it], several → the list. */
const Chips = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.unknown());

/**
 * The profile form: the same rules, where a checkbox or a chip left unticked means "off" (a form
 * sends nothing for it) rather than "unchanged".
 */
export const ProfileForm = ProfileInput.extend({
  dietaryRestrictions: Chips.pipe(ProfileInput.shape.dietaryRestrictions.unwrap()),
  trackCalories: Checkbox,
  trackWorkouts: Checkbox,
});

/** "Accept" on the suggested calorie goal: just the goal, same bounds. */
export const CalorieGoalForm = z.object({
  dailyCalorieGoal: ProfileInput.shape.dailyCalorieGoal.refine((value) => value !== undefined, "Daily calorie goal is required"),
});

/** Profile's time-zone form: just the zone, required. */
export const TimeZoneForm = z.object({
  timeZone: ProfileInput.shape.timeZone.refine((value) => value !== undefined, "Time zone is required"),
});

export const PROFILE_INTENTS = { save: "save-profile", acceptGoal: "accept-calorie-goal", timeZone: "save-time-zone" } as const;

export const PROFILE_UPDATED = "Profile Updated!";
/** Spec core §8: a profile update the server refused (field errors stay beside their fields). */
export const UPDATE_FAILED = { title: "Update Failed", description: "Failed to update profile. Please try again." } as const;
