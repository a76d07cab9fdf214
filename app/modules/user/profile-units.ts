import { z } from "zod";
import { cmFromFtIn, storedCm, storedKg, type Units } from "~/modules/units/units";
import { NumberSchema } from "~/modules/validate";
import { PROFILE_BOUNDS, US_HEIGHT_RANGE, US_WEIGHT_BOUNDS } from "./profile-fields";
import { ProfileForm } from "./profile-input";

// The profile form in the member's units (issue 40): in US units body weight is typed in pounds and
// height in feet and inches; both leave this schema in kilograms and centimetres, so the rest of the
// profile (ProfileInput, PUT /api/user/{id}) stays metric. Pure.

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
