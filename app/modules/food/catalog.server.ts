import { db } from "~/db.server";
import type { FoodChoice } from "./food-choice";

/** One food the user may log (catalogue or their own), with its household portions. */
export async function getVisibleFood(userId: number, foodId: number): Promise<FoodChoice | null> {
  const food = await db.food.findFirst({
    where: { id: foodId, OR: [{ ownerId: null }, { ownerId: userId }] },
    select: {
      id: true,
      name: true,
      brand: true,
      category: true,
      caloriesPer100g: true,
      proteinPer100g: true,
      carbsPer100g: true,
      fatPer100g: true,
      portions: { orderBy: { position: "asc" }, select: { label: true, grams: true } },
    },
  });
  return food;
}
