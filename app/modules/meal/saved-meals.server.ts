import { nutrientsPer100gOf } from "~/modules/food/nutrients";
import { column, readRows, typedRead } from "~/db-read.server";
import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { sumNutrients, type Nutrients } from "~/modules/food/nutrition";
import { lockRow } from "~/modules/row-lock.server";
import { userClock } from "~/modules/user/clock.server";
import { validate } from "~/modules/validate";
import { isLoggableDay } from "./inputs";
import { refreshMealTotals } from "./log.server";
import { mealTypeTitle } from "./meal-types";
import { LogSavedMealInput, MAX_SAVED_MEALS, SavedMealIdSchema, SaveMealInput, UndoSavedMealLogInput } from "./saved-meal-input";

type Item = Nutrients & { foodId: number | null; name: string; quantity: number; portionLabel: string | null };
export type SavedMeal = { id: number; name: string; mealType: string; items: Item[]; totals: Nutrients };
type LoggedEntry = Nutrients & { entryId: number; name: string; quantity: number; foodId: number | null };
export type LoggedSavedMeal = { mealId: number; name: string; mealType: string; date: string; entries: LoggedEntry[]; totals: Nutrients };

const withItems = { items: { orderBy: { position: "asc" as const } } };

type SavedRow = {
  id: number;
  name: string;
  mealType: string;
  items: (Nutrients & { foodId: number | null; foodName: string; quantity: number; portionLabel: string | null })[];
};

function answer(meal: SavedRow): SavedMeal {
  const items = meal.items.map((item) => ({
    foodId: item.foodId,
    name: item.foodName,
    quantity: item.quantity,
    portionLabel: item.portionLabel,
    calories: item.calories,
    protein: item.protein,
    carbs: item.carbs,
    fat: item.fat,
  }));
  return { id: meal.id, name: meal.name, mealType: meal.mealType, items, totals: sumNutrients(items) };
}

/** POST /api/saved-meals and the diary's "Save as a meal": the slot's live entries of the day, with the nutrients they were logged with. */
export async function saveMeal(userId: number, rawInput: unknown): Promise<SavedMeal> {
  const input = validate(SaveMealInput, rawInput);
  return db.$transaction(async (tx) => {
    // One save at a time per member, so two saves cannot both pass the limit.
    await lockRow(tx, "User", userId);
    const entries = await tx.mealFood.findMany({
      where: { deletedAt: null, meal: { userId, localDate: input.date, mealType: input.mealType } },
      orderBy: { id: "asc" },
    });
    if (entries.length === 0)
      throw new DomainError(404, `Nothing logged in ${mealTypeTitle(input.mealType).toLowerCase()} on ${input.date} to save`);
    if ((await tx.savedMeal.count({ where: { userId } })) >= MAX_SAVED_MEALS)
      throw new DomainError(409, `You have ${MAX_SAVED_MEALS} saved meals: delete one to save another`);
    const saved = await tx.savedMeal.create({
      data: {
        userId,
        name: input.name,
        mealType: input.mealType,
        items: {
          create: entries.map((entry, position) => ({
            position,
            foodId: entry.foodId,
            foodName: entry.foodName,
            quantity: entry.quantity,
            portionLabel: entry.portionLabel,
            calories: entry.calories,
            protein: entry.protein,
            carbs: entry.carbs,
            fat: entry.fat,
            caloriesPer100g: entry.caloriesPer100g,
            proteinPer100g: entry.proteinPer100g,
            carbsPer100g: entry.carbsPer100g,
            fatPer100g: entry.fatPer100g,
            ...nutrientsPer100gOf(entry),
          })),
        },
      },
      include: withItems,
    });
    return answer(saved);
  });
}

/** The member's saved meals by name, a row per item in order: the diary's list on every visit, one statement. */
const SAVED_MEAL_ITEMS = typedRead({
  name: "a member's saved meals with their items",
  sql: `SELECT m."id", m."name", m."mealType", i."foodId", i."foodName", i."quantity", i."portionLabel", i."calories", i."protein", i."carbs", i."fat"
    FROM "SavedMeal" m LEFT JOIN "SavedMealItem" i ON i."savedMealId" = m."id"
    WHERE m."userId" = $1 ORDER BY m."name", m."id", i."position"`,
  params: ["userId"],
  columns: {
    id: column("SavedMeal", "id"),
    name: column("SavedMeal", "name"),
    mealType: column("SavedMeal", "mealType"),
    foodId: column("SavedMealItem", "foodId", { outerJoin: true }),
    foodName: column("SavedMealItem", "foodName", { outerJoin: true }),
    quantity: column("SavedMealItem", "quantity", { outerJoin: true }),
    portionLabel: column("SavedMealItem", "portionLabel", { outerJoin: true }),
    calories: column("SavedMealItem", "calories", { outerJoin: true }),
    protein: column("SavedMealItem", "protein", { outerJoin: true }),
    carbs: column("SavedMealItem", "carbs", { outerJoin: true }),
    fat: column("SavedMealItem", "fat", { outerJoin: true }),
  },
});

/** GET /api/saved-meals, the diary's list and the data export: the member's saved meals, by name. */
export async function listSavedMeals(userId: number): Promise<SavedMeal[]> {
  const meals: SavedRow[] = [];
  for (const row of await readRows(SAVED_MEAL_ITEMS, { userId })) {
    let meal = meals.at(-1);
    if (meal?.id !== row.id) meals.push((meal = { id: row.id, name: row.name, mealType: row.mealType, items: [] }));
    if (row.foodName === null) continue; // a meal without items (the LEFT JOIN's null row)
    meal.items.push({
      foodId: row.foodId,
      foodName: row.foodName,
      quantity: row.quantity!,
      portionLabel: row.portionLabel,
      calories: row.calories!,
      protein: row.protein!,
      carbs: row.carbs!,
      fat: row.fat!,
    });
  }
  return meals.map(answer);
}

async function ownSavedMeal(tx: Tx, userId: number, rawId: unknown) {
  const id = validate(SavedMealIdSchema, rawId);
  const meal = await tx.savedMeal.findFirst({ where: { id, userId }, include: withItems });
  if (!meal) throw new DomainError(404, "Saved meal not found");
  return meal;
}

/**
 * POST /api/saved-meals/{id}/log and its one tap on the diary: the saved items as new entries of
 * one new meal, with the nutrients they were saved with (a catalogue change since does not move them).
 */
export async function logSavedMeal(userId: number, rawId: unknown, rawInput: unknown): Promise<LoggedSavedMeal> {
  const input = validate(LogSavedMealInput, rawInput ?? {});
  return db.$transaction(async (tx) => {
    const saved = await ownSavedMeal(tx, userId, rawId);
    const { today } = await userClock(userId, tx);
    const date = input.date ?? today;
    if (!isLoggableDay(date, today)) throw new DomainError(400, "date: Cannot log food more than a day ahead");
    const meal = await tx.meal.create({ data: { userId, name: saved.name, mealType: input.mealType ?? saved.mealType, localDate: date } });
    const entries: LoggedEntry[] = [];
    for (const item of saved.items) {
      const { id: _id, savedMealId: _savedMealId, position: _position, ...entry } = item;
      const created = await tx.mealFood.create({ data: { ...entry, mealId: meal.id } });
      entries.push({
        entryId: created.id,
        name: created.foodName,
        quantity: created.quantity,
        foodId: created.foodId,
        calories: created.calories,
        protein: created.protein,
        carbs: created.carbs,
        fat: created.fat,
      });
    }
    await refreshMealTotals(tx, meal.id);
    return { mealId: meal.id, name: saved.name, mealType: meal.mealType, date, entries, totals: sumNutrients(entries) };
  });
}

/**
 * The diary's Undo of a logged saved meal: deletes (undoably) exactly the entries the log made,
 * the member's live entries of that meal in the log's id range (entries added to it later stay).
 */
export async function undoSavedMealLog(userId: number, rawInput: unknown): Promise<{ removed: number; date: string | null }> {
  const { mealId, firstEntryId, lastEntryId } = validate(UndoSavedMealLogInput, rawInput);
  return db.$transaction(async (tx) => {
    const meal = await tx.meal.findFirst({ where: { id: mealId, userId }, select: { localDate: true } });
    if (!meal) throw new DomainError(404, "Meal not found");
    const removed = await tx.mealFood.updateMany({
      where: { mealId, id: { gte: firstEntryId, lte: lastEntryId }, deletedAt: null },
      data: { deletedAt: new Date() },
    });
    await refreshMealTotals(tx, mealId);
    return { removed: removed.count, date: meal.localDate };
  });
}

/** DELETE /api/saved-meals/{id} and the diary's Delete: the saved meal goes; what was logged from it stays. */
export async function deleteSavedMeal(userId: number, rawId: unknown): Promise<{ id: number; name: string }> {
  return db.$transaction(async (tx) => {
    const saved = await ownSavedMeal(tx, userId, rawId);
    await tx.savedMeal.delete({ where: { id: saved.id } });
    return { id: saved.id, name: saved.name };
  });
}
