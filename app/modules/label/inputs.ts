import { z } from "zod";
import { energyMismatch, MAX_SODIUM_MG_PER_100G } from "~/modules/food/custom-food";
import { FOOD_CATEGORIES } from "~/modules/food/categories";
import { MAX_QUANTITY_G } from "~/modules/food/nutrition";
import { MealTypeSchema } from "~/modules/meal/inputs";
import { OptionalTextSchema, TextSchema } from "~/modules/text-schema";
import { NumberSchema } from "~/modules/validate";
import { LABEL_FIGURES } from "./scanner";

// One schema per input, shared by the /ar-nutrition-scanner forms and the /api doors.

export const ReadLabelInput = z.object({
  image: z.string({ error: "image is required: the photo of the label as a data URL (data:image/jpeg;base64,…)" }),
});

const amount = (label: string, unit: string, max: number) =>
  NumberSchema(label).pipe(z.number().min(0, `${label} cannot be negative`).max(max, `${label} cannot exceed ${max} ${unit}`));
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** What OCR read, as the scanner showed it (figures not read: null); a JSON object, or its text from a form. */
const ReadFigures = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  },
  z
    .object(Object.fromEntries(LABEL_FIGURES.map((name) => [name, z.number().min(0).max(100_000).nullable().optional()])))
    .optional()
    .catch(undefined),
);

/**
 * A scanned label saved to the food diary: its figures per serving as the member checked them, one
 * serving of `servingGrams` (whole grams) logged to `mealType`. `read` is what the scan showed,
 * so the dashboard can say how often it was right.
 */
export const SaveLabelInput = z
  .object({
    name: TextSchema({ label: "Name", min: 2, max: 120 }),
    category: z.enum(FOOD_CATEGORIES, { error: "Choose a category" }).default("snacks"),
    servingSize: OptionalTextSchema({ label: "Serving size", max: 80 }),
    servingGrams: NumberSchema("Serving grams")
      .pipe(z.number().min(1, "A serving weighs at least 1 g").max(MAX_QUANTITY_G, `A serving weighs at most ${MAX_QUANTITY_G} g`))
      .transform(Math.round),
    calories: amount("Calories", "kcal", 5000),
    protein: amount("Protein", "g", MAX_QUANTITY_G),
    carbs: amount("Carbs", "g", MAX_QUANTITY_G),
    fat: amount("Fat", "g", MAX_QUANTITY_G),
    fiber: optional(amount("Fiber", "g", MAX_QUANTITY_G)),
    sugar: optional(amount("Sugar", "g", MAX_QUANTITY_G)),
    sodium: optional(amount("Sodium", "mg", 100_000)),
    mealType: MealTypeSchema.default("snack"),
    read: ReadFigures,
  })
  .superRefine((label, ctx) => {
    const grams = label.servingGrams;
    if (!(grams >= 1)) return; // refused by its own rule: the others would only repeat it
    if (label.protein + label.carbs + label.fat > grams)
      ctx.addIssue({
        code: "custom",
        path: ["servingGrams"],
        message: "The serving weighs less than its protein, carbs and fat: check its grams",
      });
    for (const name of ["fiber", "sugar"] as const) {
      if ((label[name] ?? 0) > grams) ctx.addIssue({ code: "custom", path: [name], message: `More ${name} than the serving weighs` });
    }
    if (label.sugar !== undefined && label.sugar > label.carbs + 0.5)
      ctx.addIssue({ code: "custom", path: ["sugar"], message: "Sugar is part of the carbs: it cannot be more" });
    if (((label.sodium ?? 0) / grams) * 100 > MAX_SODIUM_MG_PER_100G)
      ctx.addIssue({
        code: "custom",
        path: ["sodium"],
        message: "More sodium than salt itself holds: check the sodium (mg) and the serving's grams",
      });
    // The food keeps its figures per 100 g (CustomFoodInput), where these checks must hold too.
    const per100 = 100 / grams;
    if (label.calories * per100 > 900)
      ctx.addIssue({
        code: "custom",
        path: ["calories"],
        message: "More than 900 kcal per 100 g: check the calories and the serving's grams",
      });
    else if (energyMismatch(label.calories * per100, label.protein * per100, label.carbs * per100, label.fat * per100))
      ctx.addIssue({
        code: "custom",
        path: ["calories"],
        message: "Calories do not match the macros (protein and carbs give 4 kcal/g, fat 9 kcal/g)",
      });
  });
export type SaveLabelInput = z.output<typeof SaveLabelInput>;

const figure = z.number().min(0).max(100_000).nullable();
const texts = (max: number) => z.array(z.string().max(200)).max(max);

/** The scanned label result (spec commercial §3), as POST /api/nutrition-label answers it and a form echoes it back. */
export const LabelResultSchema = z.object({
  name: z.string().max(120).nullable(),
  serving_size: z.string().max(120).nullable(),
  servingGrams: z.number().min(0).max(MAX_QUANTITY_G).nullable(),
  calories: z.number().min(0).max(100_000),
  nutrients: z.object({ protein: figure, carbs: figure, fat: figure, fiber: figure, sugar: figure, sodium: figure }),
  ingredients: texts(100),
  allergens: texts(20),
  healthScore: z.number().int().min(0).max(100),
  warnings: texts(20),
  recommendations: texts(20),
  layout: z.enum(["us", "eu"]),
});
