import { z } from "zod";
import { OptionalTextSchema } from "~/modules/text-schema";
import { NumberSchema } from "~/modules/validate";
import { LocalDateSchema, MealTypeSchema } from "./inputs";
import { MAX_QUICK_ADD_KCAL, MAX_QUICK_ADD_MACRO_G } from "./quick-add-limits";

// Quick add (issue 40): calories, and macros if known, into a meal slot without a food. One schema
// for the diary's form and POST /api/quick-add.

export const QUICK_ADD_NAME = "Quick add";

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const amount = (label: string, min: number, max: number, unit: string) =>
  NumberSchema(label).pipe(
    z.number().min(min, `${label} must be at least ${min} ${unit}`).max(max, `${label} must be at most ${max} ${unit}`),
  );

/** A macro in grams, optional (an empty form field is none). */
const optionalMacro = (label: string) =>
  z.preprocess((value) => (isEmpty(value) ? undefined : value), amount(label, 0, MAX_QUICK_ADD_MACRO_G, "g").optional());

export const QuickAddInput = z.object({
  calories: z.preprocess((value) => (isEmpty(value) ? undefined : value), amount("Calories", 1, MAX_QUICK_ADD_KCAL, "kcal")),
  protein: optionalMacro("Protein"),
  carbs: optionalMacro("Carbs"),
  fat: optionalMacro("Fat"),
  /** What it was ("Office cake"); none: "Quick add". */
  label: OptionalTextSchema({ label: "Label", max: 120 }),
  mealType: MealTypeSchema,
  date: z.preprocess((value) => (isEmpty(value) ? undefined : value), LocalDateSchema.optional()),
});
export type QuickAddInput = z.input<typeof QuickAddInput>;
