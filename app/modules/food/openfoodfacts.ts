// Open Food Facts product answers (GET /api/v2/product/{code}.json) read as a catalogue food. Pure:
// openfoodfacts.server.ts asks and stores. Open Food Facts' data is under the ODbL: every screen
// showing such a food says where it comes from (OPEN_FOOD_FACTS_CREDIT, openfoodfacts-source.ts).
import { z } from "zod";

/** The fields asked for: nothing else is read. */
export const OPEN_FOOD_FACTS_FIELDS = "product_name,brands,nutriments,serving_size,serving_quantity";

/** A product as a catalogue food: values per 100 g, an unknown one null (never 0). */
export type OpenFoodFactsFood = {
  barcode: string;
  name: string;
  brand: string | null;
  caloriesPer100g: number;
  proteinPer100g: number | null;
  carbsPer100g: number | null;
  fatPer100g: number | null;
  fiberPer100g: number | null;
  sugarPer100g: number | null;
  sodiumMgPer100g: number | null;
  /** the product's serving, when it says its weight */
  serving: { label: string; grams: number } | null;
};

/** Open Food Facts sends numbers, and sometimes numbers as text. */
const Amount = z
  .union([z.number(), z.string().trim().min(1)])
  .transform(Number)
  .pipe(z.number().finite())
  .optional()
  .catch(undefined);
const Text = z.string().optional().catch(undefined);

const ProductAnswer = z.object({
  product: z
    .object({
      product_name: Text,
      brands: Text,
      nutriments: z.record(z.string(), z.unknown()).optional().catch(undefined),
      serving_size: Text,
      serving_quantity: Amount,
    })
    .optional()
    .catch(undefined),
});

const clean = (text: string | undefined, max: number) => (text ?? "").replace(/\s+/g, " ").trim().slice(0, max).trim();

/** A value per 100 g within [0, max]; anything else unknown. */
function per100g(nutriments: Record<string, unknown>, key: string, max: number): number | null {
  const value = Amount.parse(nutriments[key]);
  return value !== undefined && value >= 0 && value <= max ? value : null;
}

/**
 * The catalogue food a product answer describes, or null when it cannot be one: no product, no
 * name or brand, or no believable energy per 100 g (then the member adds it from the label).
 */
export function productToFood(barcode: string, answer: unknown): OpenFoodFactsFood | null {
  const parsed = ProductAnswer.safeParse(answer);
  const product = parsed.success ? parsed.data.product : undefined;
  if (!product) return null;
  const nutriments = product.nutriments ?? {};
  const calories = per100g(nutriments, "energy-kcal_100g", 900);
  if (calories === null) return null;
  const brand = clean(product.brands?.split(",")[0], 80) || null;
  const name = clean(product.product_name, 120) || brand;
  if (!name) return null;
  const sodiumG = per100g(nutriments, "sodium_100g", 100);
  const servingGrams = product.serving_quantity;
  return {
    barcode,
    name,
    brand,
    caloriesPer100g: calories,
    proteinPer100g: per100g(nutriments, "proteins_100g", 100),
    carbsPer100g: per100g(nutriments, "carbohydrates_100g", 100),
    fatPer100g: per100g(nutriments, "fat_100g", 100),
    fiberPer100g: per100g(nutriments, "fiber_100g", 100),
    sugarPer100g: per100g(nutriments, "sugars_100g", 100),
    sodiumMgPer100g: sodiumG === null ? null : Math.round(sodiumG * 100_000) / 100,
    serving:
      servingGrams !== undefined && servingGrams > 0 && servingGrams <= 5000
        ? { label: clean(product.serving_size, 80) || "1 serving", grams: servingGrams }
        : null,
  };
}
