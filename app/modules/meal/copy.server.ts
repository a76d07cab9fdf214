import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { sumNutrients, type Nutrients } from "~/modules/food/nutrition";
import { userClock } from "~/modules/user/clock.server";
import { validate } from "~/modules/validate";
import { CopyDayInput, UndoCopyInput } from "./copy-input";
import { isLoggableDay } from "./inputs";
import { mealTypeTitle } from "./meal-types";
import { refreshMealTotals } from "./log.server";

type CopiedEntry = Nutrients & { entryId: number; mealId: number; name: string; mealType: string; quantity: number; foodId: number | null };
export type Copied = { fromDate: string; toDate: string; mealType: string | null; entries: CopiedEntry[]; totals: Nutrients };

/**
 * POST /api/diary/copy and the diary's "Copy from yesterday" / "Copy a day": every live entry of the
 * day (or of one slot) again on `toDate`, as new meals and entries with the nutrients they were
 * logged with (a catalogue change since does not move them), in one transaction. A meal saved with
 * totals only (a scanned plate) is copied with its totals. Undo deletes the new entries.
 */
export async function copyDay(userId: number, rawInput: unknown): Promise<Copied> {
  const input = validate(CopyDayInput, rawInput);
  return db.$transaction(async (tx) => {
    const { today } = await userClock(userId, tx);
    if (!isLoggableDay(input.toDate, today)) throw new DomainError(400, "toDate: Cannot log food more than a day ahead");
    const meals = await tx.meal.findMany({
      where: { userId, localDate: input.fromDate, ...(input.mealType ? { mealType: input.mealType } : {}) },
      include: { foods: { where: { deletedAt: null }, orderBy: { id: "asc" } } },
      orderBy: [{ eatenAt: "asc" }, { id: "asc" }],
    });
    const copied: CopiedEntry[] = [];
    let copiedMeals = 0;
    for (const meal of meals) {
      const totalsOnly = (await tx.mealFood.count({ where: { mealId: meal.id } })) === 0;
      if (meal.foods.length === 0 && !(totalsOnly && meal.totalCalories > 0)) continue;
      const copy = await tx.meal.create({
        data: {
          userId,
          name: meal.name,
          mealType: meal.mealType,
          localDate: input.toDate,
          aiAnalysis: meal.aiAnalysis,
          ...(totalsOnly
            ? { totalCalories: meal.totalCalories, totalProtein: meal.totalProtein, totalCarbs: meal.totalCarbs, totalFat: meal.totalFat }
            : {}),
        },
      });
      copiedMeals += 1;
      for (const food of meal.foods) {
        const { id: _id, mealId: _mealId, createdAt: _createdAt, deletedAt: _deletedAt, ...entry } = food;
        const created = await tx.mealFood.create({ data: { ...entry, mealId: copy.id } });
        copied.push({
          entryId: created.id,
          mealId: copy.id,
          name: created.foodName,
          mealType: copy.mealType,
          quantity: created.quantity,
          foodId: created.foodId,
          calories: created.calories,
          protein: created.protein,
          carbs: created.carbs,
          fat: created.fat,
        });
      }
      if (!totalsOnly) await refreshMealTotals(tx, copy.id);
    }
    if (copiedMeals === 0) {
      const what = input.mealType ? `in ${mealTypeTitle(input.mealType).toLowerCase()} ` : "";
      throw new DomainError(404, `Nothing logged ${what}on ${input.fromDate} to copy`);
    }
    return {
      fromDate: input.fromDate,
      toDate: input.toDate,
      mealType: input.mealType ?? null,
      entries: copied,
      totals: sumNutrients(copied),
    };
  });
}

/** The diary's Undo of a copy: deletes (undoably) the member's live entries with ids in the copy's range. */
export async function undoCopy(userId: number, rawInput: unknown): Promise<{ removed: number; date: string | null }> {
  const { firstEntryId, lastEntryId } = validate(UndoCopyInput, rawInput);
  return db.$transaction(async (tx) => {
    const entries = await tx.mealFood.findMany({
      where: { id: { gte: firstEntryId, lte: lastEntryId }, deletedAt: null, meal: { userId } },
      select: { id: true, mealId: true, meal: { select: { localDate: true } } },
    });
    await tx.mealFood.updateMany({ where: { id: { in: entries.map((entry) => entry.id) } }, data: { deletedAt: new Date() } });
    for (const mealId of new Set(entries.map((entry) => entry.mealId))) await refreshMealTotals(tx, mealId);
    return { removed: entries.length, date: entries[0]?.meal.localDate ?? null };
  });
}
