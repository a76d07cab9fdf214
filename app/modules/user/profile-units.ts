import { z } from "zod";
import { boundsIn, cmFromFtIn, IN_PER_FT, storedCm, storedKg, type Units } from "~/modules/units/units";
import { NumberSchema } from "~/modules/validate";
import { PROFILE_BOUNDS, ProfileForm } from "./profile-input";

// The profile form in the member's units (issue 40): in US units body weight is typed in pounds and
// height in feet and inches; both leave this schema in kilograms and centimetres, so the rest of the
// profile (ProfileInput, PUT /api/user/{id}) stays metric. Pure.

/** The hidden field saying which units the form was drawn in (a tab opened before a change of units stays right). */
export const FORM_UNITS_FIELD = "formUnits";

const HEIGHT_FEET = { min: 3, max: 8 } as const;
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

function optionalRange(label: string, { min, max }: { min: number; max: number }, unit: string, integer = false) {
  const range = `${label} must be between ${min} and ${max} ${unit}`;
  let number = z.number();
  if (integer) number = number.int(`${label} must be a whole number`);
  return z.preprocess(
    (value) => (isEmpty(value) ? undefined : value),
    NumberSchema(label).pipe(number.min(min, range).max(max, range)).optional(),
  );
}

/** The weight bounds in pounds, and the height bounds as feet and inches, for the fields' descriptions. */
export const US_WEIGHT_BOUNDS = boundsIn("weight", PROFILE_BOUNDS.weight, "us");
const cmText = (cm: number) => {
  const inches = Math.round((cm / 2.54) * 10) / 10;
  return `${Math.floor(inches / IN_PER_FT)} ft ${Math.round((inches % IN_PER_FT) * 10) / 10} in`;
};
export const US_HEIGHT_RANGE = `${cmText(PROFILE_BOUNDS.height.min)}–${cmText(PROFILE_BOUNDS.height.max)}`;

const UsProfileForm = ProfileForm.omit({ height: true, weight: true })
  .extend({
    weight: optionalRange("Weight", US_WEIGHT_BOUNDS, "lb"),
    heightFt: optionalRange("Height (feet)", HEIGHT_FEET, "ft", true),
    heightIn: optionalRange("Height (inches)", { min: 0, max: 11.9 }, "in"),
  })
  .superRefine((form, ctx) => {
    if (form.heightFt === undefined && form.heightIn === undefined) return;
    if (form.heightFt === undefined) {
      ctx.addIssue({ code: "custom", path: ["heightFt"], message: "Height needs feet too" });
      return;
    }
    const cm = cmFromFtIn(form.heightFt, form.heightIn ?? 0);
    if (cm < PROFILE_BOUNDS.height.min || cm > PROFILE_BOUNDS.height.max)
      ctx.addIssue({ code: "custom", path: ["heightFt"], message: `Height must be between ${US_HEIGHT_RANGE}` });
  })
  .transform(({ heightFt, heightIn, weight, ...rest }) => ({
    ...rest,
    height: heightFt === undefined ? undefined : storedCm({ feet: heightFt, inches: heightIn ?? 0 }),
    weight: weight === undefined ? undefined : storedKg(weight, "us"),
  }));

/** The profile form's schema for the units it was drawn in: its output is always metric. */
export function profileFormFor(units: Units) {
  return units === "us" ? UsProfileForm : ProfileForm;
}
