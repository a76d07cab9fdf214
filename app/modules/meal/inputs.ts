import { z } from "zod";
import { MAX_QUANTITY_G, MIN_QUANTITY_G } from "~/modules/food/nutrition";
import { isIsoDate } from "~/modules/tracking/calendar";
import { IdSchema } from "~/modules/validate";
import { MEAL_TYPES } from "./meal-types";

// One schema per input, shared by the form door and the JSON door.

export { MEAL_TYPES, type MealType } from "./meal-types";

export const MealTypeSchema = z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack" });

export const LocalDateSchema = z
  .string({ error: "Date must be YYYY-MM-DD" })
  .refine(isIsoDate, "Date must be a real day written YYYY-MM-DD");

/** Grams: a whole number from 1 to 5000 (the UI turns invalid input into 1 before it gets here). */
export const QuantitySchema = z.coerce
  .number({ error: "Quantity must be a number of grams" })
  .refine(Number.isFinite, "Quantity must be a number of grams")
  .refine(Number.isInteger, "Quantity must be a whole number of grams")
  .refine((grams) => grams >= MIN_QUANTITY_G, `Quantity must be at least ${MIN_QUANTITY_G} g`)
  .refine((grams) => grams <= MAX_QUANTITY_G, `Quantity must be at most ${MAX_QUANTITY_G} g`);

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

const macro = (name: string) => z.coerce.number({ error: `${name} must be a number` }).min(0, `${name} cannot be negative`).max(10_000);

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
