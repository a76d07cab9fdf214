import { db } from "~/db.server";
import { customFoodFor } from "~/modules/food/custom-foods.server";
import { logFoodIn } from "~/modules/meal/log.server";
import { validate } from "~/modules/validate";
import { correctionsOf } from "./corrections";
import { SaveLabelInput } from "./inputs";

// Save to Food Diary: the label becomes one of the member's own foods (its figures per serving
// turned per 100 g) and one serving of it is logged today, in one transaction. A label saved
// again with the same figures logs the same food (no copy).

/** The portion label of the logged entry (the diary shows "55 g (1 serving)"). */
export const ONE_SERVING = "1 serving";

const per100 = (value: number, grams: number) => Math.round(((value * 100) / grams) * 100) / 100;

export async function saveLabelToDiary(userId: number, rawInput: unknown) {
  const input = validate(SaveLabelInput, rawInput);
  const grams = input.servingGrams;
  const optional = (value: number | undefined) => (value === undefined ? undefined : per100(value, grams));
  return db.$transaction(async (tx) => {
    const food = await customFoodFor(tx, userId, {
      name: input.name,
      category: input.category,
      caloriesPer100g: per100(input.calories, grams),
      proteinPer100g: per100(input.protein, grams),
      carbsPer100g: per100(input.carbs, grams),
      fatPer100g: per100(input.fat, grams),
      fiberPer100g: optional(input.fiber),
      sugarPer100g: optional(input.sugar),
      sodiumMgPer100g: optional(input.sodium),
    });
    const entry = await logFoodIn(tx, userId, { foodId: food.id, quantity: grams, mealType: input.mealType, portionLabel: ONE_SERVING });
    const { read, corrected } = correctionsOf(input.read, input);
    await tx.labelScan.create({ data: { userId, foodId: food.id, figuresRead: read, figuresCorrected: corrected } });
    return { food, entry };
  });
}
