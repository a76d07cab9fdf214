import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { userClock } from "~/modules/user/clock.server";
import { validate } from "~/modules/validate";
import { isLoggableDay } from "./inputs";
import { refreshMealTotals } from "./log.server";
import { QUICK_ADD_NAME, QuickAddInput } from "./quick-add-input";

export type QuickAdded = {
  mealId: number;
  entryId: number;
  name: string;
  mealType: string;
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
};

/** POST /api/quick-add and the diary's Quick add: calories (and macros) into a meal slot of a day, in one transaction. */
export async function quickAdd(userId: number, rawInput: unknown): Promise<QuickAdded> {
  const input = validate(QuickAddInput, rawInput);
  const name = input.label ?? QUICK_ADD_NAME;
  return db.$transaction(async (tx) => {
    const { today } = await userClock(userId, tx);
    const date = input.date ?? today;
    if (!isLoggableDay(date, today)) throw new DomainError(400, "date: Cannot log food more than a day ahead");
    const meal = await tx.meal.create({
      data: { userId, name, mealType: input.mealType, localDate: date, aiAnalysis: `Quick add: ${Math.round(input.calories)} kcal` },
    });
    const entry = await tx.mealFood.create({
      data: {
        mealId: meal.id,
        foodId: null,
        foodName: name,
        quantity: 0,
        calories: Math.round(input.calories),
        protein: Math.round((input.protein ?? 0) * 10) / 10,
        carbs: Math.round((input.carbs ?? 0) * 10) / 10,
        fat: Math.round((input.fat ?? 0) * 10) / 10,
      },
    });
    await refreshMealTotals(tx, meal.id);
    return {
      mealId: meal.id,
      entryId: entry.id,
      name,
      mealType: meal.mealType,
      date,
      calories: entry.calories,
      protein: entry.protein,
      carbs: entry.carbs,
      fat: entry.fat,
    };
  });
}
