import { boundsIn, IN_PER_FT } from "~/modules/units/units";

// The profile's choices, bounds, intents and messages: what its form shows, apart from the schemas
// (profile-input.ts, profile-units.ts) so that the screen's script does not build them (issue 44). Pure.

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

export const PROFILE_INTENTS = { save: "save-profile", acceptGoal: "accept-calorie-goal", timeZone: "save-time-zone" } as const;

export const PROFILE_UPDATED = "Profile Updated!";
/** Spec core §8: a profile update the server refused (field errors stay beside their fields). */
export const UPDATE_FAILED = { title: "Update Failed", description: "Failed to update profile. Please try again." } as const;

/** Profile's units form. */
export const UNITS_INTENT = "save-units";

/** The hidden field saying which units the form was drawn in (a tab opened before a change of units stays right). */
export const FORM_UNITS_FIELD = "formUnits";

/** The weight bounds in pounds, and the height bounds as feet and inches, for the fields' descriptions. */
export const US_WEIGHT_BOUNDS = boundsIn("weight", PROFILE_BOUNDS.weight, "us");
const cmText = (cm: number) => {
  const inches = Math.round((cm / 2.54) * 10) / 10;
  return `${Math.floor(inches / IN_PER_FT)} ft ${Math.round((inches % IN_PER_FT) * 10) / 10} in`;
};
export const US_HEIGHT_RANGE = `${cmText(PROFILE_BOUNDS.height.min)}–${cmText(PROFILE_BOUNDS.height.max)}`;
