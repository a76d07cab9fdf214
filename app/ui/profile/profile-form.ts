import type { FormMetadata } from "@conform-to/react";
import { PROFILE_BOUNDS, US_HEIGHT_RANGE, US_WEIGHT_BOUNDS } from "~/modules/user/profile-fields";

/** What Profile's form sends (Conform's view of it; ProfileForm parses it). */
export type ProfileFields = {
  username: string;
  email: string;
  age: string;
  height: string;
  heightFt: string;
  heightIn: string;
  weight: string;
  sex: string;
  activityLevel: string;
  goal: string;
  dailyCalorieGoal: string;
  dietaryRestrictions: string[];
  trackCalories: string;
  trackWorkouts: string;
};

/** The form's fields, as its cards take them. */
export type ProfileFieldset = ReturnType<FormMetadata<ProfileFields>["getFieldset"]>;

const ageField = {
  name: "age",
  label: "Age",
  description: `${PROFILE_BOUNDS.age.min}–${PROFILE_BOUNDS.age.max} years`,
  inputMode: "numeric",
} as const;
/** Age, height and weight in the member's units: US units take feet + inches and pounds. */
export const numberFields = {
  metric: [
    ageField,
    {
      name: "height",
      label: "Height (cm)",
      description: `${PROFILE_BOUNDS.height.min}–${PROFILE_BOUNDS.height.max} cm`,
      inputMode: "decimal",
    },
    {
      name: "weight",
      label: "Weight (kg)",
      description: `${PROFILE_BOUNDS.weight.min}–${PROFILE_BOUNDS.weight.max} kg`,
      inputMode: "decimal",
    },
  ],
  us: [
    ageField,
    { name: "heightFt", label: "Height (ft)", description: US_HEIGHT_RANGE, inputMode: "numeric" },
    { name: "heightIn", label: "Height (in)", description: "0–11.9 in", inputMode: "decimal" },
    { name: "weight", label: "Weight (lb)", description: `${US_WEIGHT_BOUNDS.min}–${US_WEIGHT_BOUNDS.max} lb`, inputMode: "decimal" },
  ],
} as const;
