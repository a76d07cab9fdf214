import { z } from "zod";
import { QuantitySchema } from "~/modules/food/quantity-input";
import { base64DecodedBytes, MAX_UPLOAD_BYTES } from "~/modules/image/upload-rules";
import { addDays, isIsoDate } from "~/modules/dates/calendar";
import { OptionalTextSchema, TextSchema } from "~/modules/text-schema";
import { IdSchema, NumberSchema } from "~/modules/validate";
import { MEAL_TYPES } from "./meal-types";

// One schema per input, shared by the form door and the JSON door.

export { MEAL_TYPES, type MealType } from "./meal-types";

export const MealTypeSchema = z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack" });

/** The first day a meal may be dated (the last is a day ahead of the user's today, checked when logging). */
const FIRST_LOG_DATE = "2000-01-01";

/** Whether a meal may be logged on `date` for a member whose today is `today`: up to a day ahead. */
export const isLoggableDay = (date: string, today: string) => date <= addDays(today, 1);

export const LocalDateSchema = z
  .string({ error: "Date must be YYYY-MM-DD" })
  .refine(isIsoDate, "Date must be a real day written YYYY-MM-DD")
  .refine((date) => date >= FIRST_LOG_DATE, `Date must be ${FIRST_LOG_DATE} or later`)
  .meta({ format: "date", description: `A day, YYYY-MM-DD, ${FIRST_LOG_DATE} or later` });

/** A portion's label ("1 medium", "1 cup, sliced"), as the panel sends it. */
const PortionLabelSchema = OptionalTextSchema({ label: "Portion label", max: 120 });

export const LogFoodInput = z.object({
  foodId: IdSchema("Food id"),
  quantity: QuantitySchema,
  /** Missing: the slot of the member's local time of day (meal-slot.ts). */
  mealType: MealTypeSchema.optional(),
  date: LocalDateSchema.optional(),
  portionLabel: PortionLabelSchema,
});
export type LogFoodInput = z.input<typeof LogFoodInput>;

/** A number of servings of a recipe (issue 40): its "1 serving" portion's grams times this. */
export const LogServingsSchema = NumberSchema("Servings").pipe(
  z.number().gt(0, "Servings must be more than 0").max(100, "Servings must be at most 100"),
);

/** POST /api/food-log: grams (`quantity`) of any food, or `servings` of a recipe, not both. */
export const LogFoodRequest = LogFoodInput.extend({
  quantity: QuantitySchema.optional(),
  servings: LogServingsSchema.optional(),
}).superRefine((input, ctx) => {
  const neither = input.quantity === undefined && input.servings === undefined;
  if (neither || (input.quantity !== undefined && input.servings !== undefined))
    ctx.addIssue({
      code: "custom",
      path: ["quantity"],
      message: neither ? "Quantity is required (or servings of a recipe)" : "Send quantity (grams) or servings (of a recipe), not both",
    });
});

/** Several foods logged as one meal (a planned meal from the meal planner). */
export const LogMealInput = z.object({
  name: TextSchema({ label: "Meal name", max: 120 }),
  mealType: MealTypeSchema,
  foods: z
    .array(z.object({ foodId: IdSchema("Food id"), quantity: QuantitySchema }), { error: "Foods must be a list" })
    .min(1, "A meal needs at least one food")
    .max(20, "A meal has at most 20 foods"),
});

/** The spec's second quick-log call: the client's nutrient figures are ignored, the server computes them. */
export const AddFoodToMealInput = z.object({
  foodId: IdSchema("Food id"),
  quantity: QuantitySchema,
  portionLabel: PortionLabelSchema,
});

const macro = (name: string, max = 10_000) =>
  NumberSchema(name).pipe(z.number().min(0, `${name} cannot be negative`).max(max, `${name} must be at most ${max}`));

/** A photo sent inline is at most 5 MB once decoded (then re-encoded and stored in its own table). */
export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;
const IMAGE_TOO_LARGE = `Image is too large (at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`;
const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/;
const IMAGE_PATH = /^\/images\/[A-Za-z0-9_-]{22}$/;
const NOT_AN_IMAGE_URL = "imageUrl must be a data URL of an image or the /images/… URL of one of your photos";

/** A data URL of a photo (stored by the server), or the URL of a photo already stored (`/images/{id}`, checked as yours when saving). */
const ImageUrlSchema = z.string({ error: NOT_AN_IMAGE_URL }).superRefine((url, ctx) => {
  if (IMAGE_PATH.test(url)) return;
  if (!DATA_URL.test(url)) return void ctx.addIssue({ code: "custom", message: NOT_AN_IMAGE_URL });
  const payload = url.slice(url.indexOf(",") + 1);
  if (base64DecodedBytes(payload) > MAX_IMAGE_BYTES) return void ctx.addIssue({ code: "custom", message: IMAGE_TOO_LARGE });
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) ctx.addIssue({ code: "custom", message: "imageUrl must be base64 data" });
});

export const CreateMealInput = z.object({
  userId: IdSchema("User id").optional(),
  name: TextSchema({ label: "Meal name", max: 120 }),
  mealType: MealTypeSchema,
  date: LocalDateSchema.optional(),
  totalCalories: macro("totalCalories", 20_000),
  totalProtein: macro("totalProtein"),
  totalCarbs: macro("totalCarbs"),
  totalFat: macro("totalFat"),
  aiAnalysis: OptionalTextSchema({ label: "aiAnalysis", max: 4000, multiline: true }),
  voiceSummary: OptionalTextSchema({ label: "voiceSummary", max: 4000, multiline: true }),
  imageUrl: ImageUrlSchema.optional(),
});

export const UpdateEntryInput = z
  .object({ quantity: QuantitySchema.optional(), mealType: MealTypeSchema.optional() })
  .refine((input) => input.quantity !== undefined || input.mealType !== undefined, "Nothing to change: send quantity or mealType");

export const EntryIdSchema = IdSchema("Entry id");
export const MealIdSchema = IdSchema("Meal id");
