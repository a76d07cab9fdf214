import { z } from "zod";
import { TextSchema, OptionalTextSchema } from "~/modules/text";
import { NumberSchema } from "~/modules/validate";
import { OptionalBarcodeSchema } from "./barcode";
import { FOOD_CATEGORIES } from "./categories";

// Rules for a food a user creates (pure, shared by both doors and the unit tests).

/** Sodium in 100 g of pure salt is 38,758 mg. */
export const MAX_SODIUM_MG_PER_100G = 40_000;

/** Grams per 100 g: a JSON number or a decimal string (never `null`, `true`, `[]` or `"0x10"`), 0 to 100. */
const grams = (label: string) =>
  NumberSchema(label).pipe(z.number().min(0, `${label} cannot be negative`).max(100, `${label} cannot exceed 100 g per 100 g`));

const optionalGrams = (label: string) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), grams(label).optional());

/** Energy from macros (4/4/9 kcal per g) may differ from the label by fibre, alcohol and rounding, within reason. */
export function energyMismatch(kcal: number, protein: number, carbs: number, fat: number): boolean {
  const fromMacros = 4 * protein + 4 * carbs + 9 * fat;
  return Math.abs(fromMacros - kcal) > 40 + 0.25 * Math.max(kcal, fromMacros);
}

export const CustomFoodInput = z
  .object({
    name: TextSchema({ label: "Name", min: 2, max: 120 }),
    brand: OptionalTextSchema({ label: "Brand", max: 80 }),
    category: z.enum(FOOD_CATEGORIES, { error: "Choose a category" }),
    caloriesPer100g: NumberSchema("Calories").pipe(
      z.number().min(0, "Calories cannot be negative").max(900, "Calories cannot exceed 900 kcal per 100 g"),
    ),
    proteinPer100g: grams("Protein"),
    carbsPer100g: grams("Carbs"),
    fatPer100g: grams("Fat"),
    fiberPer100g: optionalGrams("Fiber"),
    sugarPer100g: optionalGrams("Sugar"),
    /** mg per 100 g: at most pure salt's sodium (38,758 mg), rounded up */
    sodiumMgPer100g: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      NumberSchema("Sodium")
        .pipe(
          z
            .number()
            .min(0, "Sodium cannot be negative")
            .max(MAX_SODIUM_MG_PER_100G, `Sodium cannot exceed ${MAX_SODIUM_MG_PER_100G} mg per 100 g`),
        )
        .optional(),
    ),
    /** a packaged product's barcode, so scanning it finds this food */
    barcode: OptionalBarcodeSchema,
  })
  .superRefine((food, ctx) => {
    if (food.proteinPer100g + food.carbsPer100g + food.fatPer100g > 100) {
      ctx.addIssue({ code: "custom", path: ["fatPer100g"], message: "Protein, carbs and fat together cannot exceed 100 g" });
    }
    if (energyMismatch(food.caloriesPer100g, food.proteinPer100g, food.carbsPer100g, food.fatPer100g)) {
      ctx.addIssue({
        code: "custom",
        path: ["caloriesPer100g"],
        message: "Calories do not match the macros (protein and carbs give 4 kcal/g, fat 9 kcal/g)",
      });
    }
  });
