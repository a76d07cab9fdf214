import { z } from "zod";
import { OptionalTextSchema } from "~/modules/text-schema";
import { NumberSchema } from "~/modules/validate";
import { isListedTimeZone } from "./time-zone";
import { UNIT_SYSTEMS } from "~/modules/units/units";
import { ACTIVITY_LEVELS, DIETARY_RESTRICTIONS, GOALS, PROFILE_BOUNDS, SEXES } from "./profile-fields";

// The profile's input (spec core §3, §5), one schema for the form and for PUT /api/user/{id}. Pure.

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
