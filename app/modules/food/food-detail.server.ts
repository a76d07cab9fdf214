import { z } from "zod";
import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { foodChoiceSelect, visibleTo } from "./catalogue.server";
import { FOOD_NOT_FOUND, FoodIdSchema } from "./custom-foods.server";
import { NUTRIENTS, nutrientSelect } from "./nutrients";

const per100g = z.number().nullable();

/** GET /api/foods/{foodId}: a food with every nutrient it carries per 100 g (null: not measured) and its portions. */
export const FoodDetailAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  source: z.string().describe("usda (SR28) | fndds (FNDDS 2017–2018) | openfoodfacts | user | recipe"),
  foodGroup: z.string().nullable(),
  caloriesPer100g: per100g,
  proteinPer100g: per100g,
  carbsPer100g: per100g,
  fatPer100g: per100g,
  ...(Object.fromEntries(NUTRIENTS.map((n) => [n.column, per100g.describe(`${n.label}, ${n.unit} per 100 g`)])) as Record<
    (typeof NUTRIENTS)[number]["column"],
    typeof per100g
  >),
  portions: z.array(z.object({ label: z.string(), grams: z.number() })),
});
export type FoodDetail = z.infer<typeof FoodDetailAnswer>;

/** One food the user may see (the catalogue's or their own) with all its nutrients. */
export async function getFoodDetail(userId: number, rawFoodId: unknown): Promise<FoodDetail> {
  const id = validate(FoodIdSchema, rawFoodId);
  const food = await db.food.findFirst({
    where: { id, ...visibleTo(userId) },
    select: { ...foodChoiceSelect, source: true, foodGroup: true, ...nutrientSelect },
  });
  if (!food) throw new DomainError(404, FOOD_NOT_FOUND);
  return food;
}
