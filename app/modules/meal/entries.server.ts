import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { nutritionFor } from "~/modules/food/nutrition";
import { validate } from "~/modules/validate";
import { EntryIdSchema, UpdateEntryInput } from "./inputs";
import { refreshMealTotals } from "./log.server";
import { isQuickAddEntry } from "./quick-add-entry";

async function findOwnEntry(tx: Tx, userId: number, rawEntryId: unknown) {
  const entryId = validate(EntryIdSchema, rawEntryId);
  const entry = await tx.mealFood.findFirst({ where: { id: entryId, meal: { userId } }, include: { meal: true } });
  if (!entry) throw new DomainError(404, "Entry not found");
  return entry;
}

type EntryChange = { id: number; mealId: number; foodName: string; quantity: number; mealType: string; date: string };

function toEntryChange(entry: {
  id: number;
  mealId: number;
  foodName: string;
  quantity: number;
  meal: { mealType: string; localDate: string };
}): EntryChange {
  return {
    id: entry.id,
    mealId: entry.mealId,
    foodName: entry.foodName,
    quantity: entry.quantity,
    mealType: entry.meal.mealType,
    date: entry.meal.localDate,
  };
}

/**
 * Changes an entry's grams (nutrients recomputed from the per-100 g values it was logged with)
 * and/or moves it to another meal type of the same day.
 */
export async function updateEntry(userId: number, rawEntryId: unknown, rawInput: unknown): Promise<EntryChange> {
  const input = validate(UpdateEntryInput, rawInput);
  return db.$transaction(async (tx) => {
    const entry = await findOwnEntry(tx, userId, rawEntryId);
    if (entry.deletedAt) throw new DomainError(409, "This entry was deleted");
    let mealId = entry.mealId;

    // A quick add has calories but no grams: there is nothing to scale (its meal type still moves).
    if (input.quantity !== undefined && isQuickAddEntry(entry))
      throw new DomainError(409, "A quick add has no grams to change: delete it and quick-add again");
    if (input.quantity !== undefined && input.quantity !== entry.quantity) {
      const perHundred =
        entry.caloriesPer100g !== null
          ? entry
          : {
              caloriesPer100g: (entry.calories * 100) / entry.quantity,
              proteinPer100g: (entry.protein * 100) / entry.quantity,
              carbsPer100g: (entry.carbs * 100) / entry.quantity,
              fatPer100g: (entry.fat * 100) / entry.quantity,
            };
      await tx.mealFood.update({
        where: { id: entry.id },
        data: { quantity: input.quantity, portionLabel: null, ...nutritionFor(perHundred, input.quantity) },
      });
    }

    if (input.mealType !== undefined && input.mealType !== entry.meal.mealType) {
      const siblings = await tx.mealFood.count({ where: { mealId: entry.mealId, deletedAt: null, id: { not: entry.id } } });
      if (siblings === 0) {
        await tx.meal.update({ where: { id: entry.mealId }, data: { mealType: input.mealType } });
      } else {
        const moved = await tx.meal.create({
          data: { userId, name: entry.foodName, mealType: input.mealType, localDate: entry.meal.localDate },
        });
        await tx.mealFood.update({ where: { id: entry.id }, data: { mealId: moved.id } });
        mealId = moved.id;
      }
    }

    await refreshMealTotals(tx, entry.mealId);
    if (mealId !== entry.mealId) await refreshMealTotals(tx, mealId);
    return toEntryChange(await tx.mealFood.findUniqueOrThrow({ where: { id: entry.id }, include: { meal: true } }));
  });
}

/** Deletes an entry so that it can be undone (restoreEntry) until it is purged. */
export async function deleteEntry(userId: number, rawEntryId: unknown): Promise<EntryChange> {
  return setDeleted(userId, rawEntryId, new Date());
}

export async function restoreEntry(userId: number, rawEntryId: unknown): Promise<EntryChange> {
  return setDeleted(userId, rawEntryId, null);
}

async function setDeleted(userId: number, rawEntryId: unknown, deletedAt: Date | null): Promise<EntryChange> {
  return db.$transaction(async (tx) => {
    const entry = await findOwnEntry(tx, userId, rawEntryId);
    await tx.mealFood.update({ where: { id: entry.id }, data: { deletedAt } });
    await refreshMealTotals(tx, entry.mealId);
    return toEntryChange(entry);
  });
}
