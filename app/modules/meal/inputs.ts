import { z } from "zod";
import { MAX_QUANTITY_G, normalizeQuantity, QUANTITY_TOO_LARGE } from "~/modules/food/nutrition";
import { isIsoDate } from "~/modules/tracking/calendar";
import { IdSchema } from "~/modules/validate";
import { MEAL_TYPES } from "./meal-types";

// One schema per input, shared by the form door and the JSON door.

export { MEAL_TYPES, type MealType } from "./meal-types";

export const MealTypeSchema = z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack" });

export const LocalDateSchema = z
  .string({ error: "Date must be YYYY-MM-DD" })
  .refine(isIsoDate, "Date must be a real day written YYYY-MM-DD");

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number, a decimal string, or an empty field; anything else (true, [], "0x10") is not a quantity. */
function isQuantityInput(value: unknown): value is number | string {
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && (value.trim() === "" || DECIMAL.test(value.trim()));
}

/**
 * Grams, the same rule on every door (spec core §5): whole grams, at least 1, invalid or empty
 * → 1 (normalizeQuantity); above 5000 g a clear message, never a silent clamp.
 */
export const QuantitySchema = z
  .unknown()
  .refine((value) => value !== undefined, "Quantity is required")
  .refine(isQuantityInput, "Quantity must be a number of grams")
  .transform((value) => normalizeQuantity(value as number | string))
  .refine((grams) => grams <= MAX_QUANTITY_G, QUANTITY_TOO_LARGE);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const LogFoodInput = z.object({
  foodId: IdSchema("Food id"),
  quantity: QuantitySchema,
  mealType: MealTypeSchema.default("snack"),
  date: LocalDateSchema.optional(),
  portionLabel: optionalText(120),
});
export type LogFoodInput = z.input<typeof LogFoodInput>;

/** The spec's second quick-log call: the client's nutrient figures are ignored, the server computes them. */
export const AddFoodToMealInput = z.object({
  foodId: IdSchema("Food id"),
  quantity: QuantitySchema,
  portionLabel: optionalText(120),
});

const macro = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} cannot be negative`)
    .max(10_000);

export const CreateMealInput = z.object({
  userId: IdSchema("User id").optional(),
  name: z.string({ error: "Meal name is required" }).trim().min(1, "Meal name is required").max(120),
  mealType: MealTypeSchema,
  date: LocalDateSchema.optional(),
  totalCalories: macro("totalCalories").max(20_000),
  totalProtein: macro("totalProtein"),
  totalCarbs: macro("totalCarbs"),
  totalFat: macro("totalFat"),
  aiAnalysis: optionalText(4000),
  voiceSummary: optionalText(4000),
  imageUrl: z
    .string()
    .max(7_000_000, "Image is too large")
    .regex(/^data:image\/[a-z0-9.+-]+;base64,/, "imageUrl must be a data URL of an image")
    .optional(),
});

export const UpdateEntryInput = z
  .object({ quantity: QuantitySchema.optional(), mealType: MealTypeSchema.optional() })
  .refine((input) => input.quantity !== undefined || input.mealType !== undefined, "Nothing to change: send quantity or mealType");

export const EntryIdSchema = IdSchema("Entry id");
export const MealIdSchema = IdSchema("Meal id");
