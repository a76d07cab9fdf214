import { db } from "~/db.server";
import { sumNutrients, type Nutrients } from "~/modules/food/nutrition";
import { MEAL_TYPES, type MealType } from "./inputs";

export type DiaryEntry = Nutrients & {
  /** null for a meal saved with totals only (a scanned meal without catalogue entries) */
  entryId: number | null;
  mealId: number;
  foodId: number | null;
  name: string;
  quantity: number | null;
  portionLabel: string | null;
};

export type DiarySlot = { mealType: MealType; entries: DiaryEntry[]; totals: Nutrients };
export type Diary = { date: string; slots: DiarySlot[]; totals: Nutrients };

/** A day's diary: the four meal types in order, each with its entries and totals. */
export async function getDiary(userId: number, date: string): Promise<Diary> {
  const meals = await db.meal.findMany({
    where: { userId, localDate: date },
    orderBy: [{ eatenAt: "asc" }, { id: "asc" }],
    include: { foods: { orderBy: { id: "asc" } } },
  });

  const byType = new Map<MealType, DiaryEntry[]>(MEAL_TYPES.map((type) => [type, []]));
  for (const meal of meals) {
    const slot = byType.get(meal.mealType as MealType) ?? byType.get("snack")!;
    if (meal.foods.length === 0) {
      if (meal.totalCalories === 0 && meal.imageUrl === null) continue;
      slot.push({
        entryId: null,
        mealId: meal.id,
        foodId: null,
        name: meal.name,
        quantity: null,
        portionLabel: null,
        calories: meal.totalCalories,
        protein: meal.totalProtein,
        carbs: meal.totalCarbs,
        fat: meal.totalFat,
      });
      continue;
    }
    for (const food of meal.foods) {
      if (food.deletedAt) continue;
      slot.push({
        entryId: food.id,
        mealId: meal.id,
        foodId: food.foodId,
        name: food.foodName,
        quantity: food.quantity,
        portionLabel: food.portionLabel,
        calories: food.calories,
        protein: food.protein,
        carbs: food.carbs,
        fat: food.fat,
      });
    }
  }

  const slots = MEAL_TYPES.map((mealType) => {
    const entries = byType.get(mealType)!;
    return { mealType, entries, totals: sumNutrients(entries) };
  });
  return { date, slots, totals: sumNutrients(slots.map((slot) => slot.totals)) };
}

export type MealWithFoods = {
  id: number;
  name: string;
  mealType: string;
  date: string;
  imageUrl: string | null;
  totalCalories: number;
  totalProtein: number;
  totalCarbs: number;
  totalFat: number;
  aiAnalysis: string | null;
  voiceSummary: string | null;
  createdAt: string;
  foods: {
    id: number;
    foodId: number | null;
    name: string;
    quantity: number;
    calories: number;
    protein: number;
    carbs: number;
    fat: number;
  }[];
};

/** GET /api/meals/{userId}: the user's meals, newest first (one day with `date`). */
export async function listMeals(userId: number, { date, limit = 100 }: { date?: string; limit?: number } = {}): Promise<MealWithFoods[]> {
  const meals = await db.meal.findMany({
    where: { userId, ...(date ? { localDate: date } : {}) },
    orderBy: [{ localDate: "desc" }, { eatenAt: "desc" }, { id: "desc" }],
    take: limit,
    include: { foods: { where: { deletedAt: null }, orderBy: { id: "asc" } } },
  });
  return meals
    .filter((meal) => meal.foods.length > 0 || meal.totalCalories > 0 || meal.imageUrl !== null)
    .map((meal) => ({
      id: meal.id,
      name: meal.name,
      mealType: meal.mealType,
      date: meal.localDate,
      imageUrl: meal.imageUrl,
      totalCalories: meal.totalCalories,
      totalProtein: meal.totalProtein,
      totalCarbs: meal.totalCarbs,
      totalFat: meal.totalFat,
      aiAnalysis: meal.aiAnalysis,
      voiceSummary: meal.voiceSummary,
      createdAt: meal.createdAt.toISOString(),
      foods: meal.foods.map((food) => ({
        id: food.id,
        foodId: food.foodId,
        name: food.foodName,
        quantity: food.quantity,
        calories: food.calories,
        protein: food.protein,
        carbs: food.carbs,
        fat: food.fat,
      })),
    }));
}
