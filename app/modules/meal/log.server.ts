import { z } from "zod";
import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { foodChoiceSelect, getVisibleFood, visibleTo } from "~/modules/food/catalogue.server";
import {
  decodeImageDataUrl,
  getOwnImage,
  imageIdOf,
  imagePath,
  prepareImage,
  storeImage,
  type PreparedImage,
} from "~/modules/image/image.server";
import type { FoodChoice } from "~/modules/food/food-choice";
import { MAX_QUANTITY_G, nutritionFor, QUANTITY_TOO_LARGE, sumNutrients, type Nutrients } from "~/modules/food/nutrition";
import { nutrientSelect, nutrientsPer100gOf } from "~/modules/food/nutrients";
import { userClock } from "~/modules/user/clock.server";
import { lockOwnRow, lockRow } from "~/modules/row-lock.server";
import { validate } from "~/modules/validate";
import { mealSlotFor } from "./meal-slot";
import { gramsOfServings, SERVING_LABEL } from "~/modules/recipe/recipes.server";
import { AddFoodToMealInput, CreateMealInput, isLoggableDay, LogFoodInput, LogFoodRequest, LogMealInput, MealIdSchema } from "./inputs";

const loggableFoodSelect = { ...foodChoiceSelect, ...nutrientSelect };

function checkLogDate(date: string, today: string): string {
  if (!isLoggableDay(date, today)) throw new DomainError(400, "date: Cannot log food more than a day ahead");
  return date;
}

async function requireVisibleFood(tx: Tx, userId: number, foodId: number): Promise<FoodChoice> {
  const food = await getVisibleFood(userId, foodId, tx);
  if (!food) throw new DomainError(404, "Food not found");
  return food;
}

/** A food the member may see, with the nutrients an entry of it keeps, in one read. */
async function requireLoggableFood(tx: Tx, userId: number, foodId: number) {
  const food = await tx.food.findFirst({ where: { id: foodId, ...visibleTo(userId) }, select: loggableFoodSelect });
  if (!food) throw new DomainError(404, "Food not found");
  return food;
}
type LoggableFood = Awaited<ReturnType<typeof requireLoggableFood>>;

/**
 * Meal totals follow their entries; a meal saved with totals only (a scan) keeps its own.
 * The meal row is locked first, so concurrent changes to one meal's entries recompute one after
 * another and the last one sees every committed entry (on PostgreSQL's READ COMMITTED, even an
 * atomic `UPDATE … SET total = (SELECT SUM …)` would not: a statement that waits on the row lock
 * keeps the snapshot it started with). Callers change entries, then call this in the same transaction.
 */
export async function refreshMealTotals(tx: Tx, mealId: number): Promise<void> {
  await lockRow(tx, "Meal", mealId);
  await writeMealTotals(tx, mealId);
}

/** refreshMealTotals for a caller that already holds the meal's lock. */
async function writeMealTotals(tx: Tx, mealId: number): Promise<void> {
  const entries = await tx.mealFood.findMany({
    where: { mealId },
    select: { calories: true, protein: true, carbs: true, fat: true, deletedAt: true },
  });
  if (entries.length === 0) return;
  await tx.meal.update({ where: { id: mealId }, data: mealTotalsData(entries.filter((entry) => entry.deletedAt === null)) });
}

/** A meal's total columns from its entries' sum. */
const mealTotalsData = (entries: Iterable<Nutrients>) => {
  const totals = sumNutrients(entries);
  return { totalCalories: totals.calories, totalProtein: totals.protein, totalCarbs: totals.carbs, totalFat: totals.fat };
};

/** An entry's row: the nutrients computed here and, per 100 g, the food's as it is now (ADR 0047). */
function entryData(food: LoggableFood, quantity: number, portionLabel: string | undefined) {
  return {
    foodId: food.id,
    foodName: food.name,
    quantity,
    portionLabel: portionLabel ?? null,
    ...nutritionFor(food, quantity),
    caloriesPer100g: food.caloriesPer100g,
    proteinPer100g: food.proteinPer100g,
    carbsPer100g: food.carbsPer100g,
    fatPer100g: food.fatPer100g,
    ...nutrientsPer100gOf(food),
  };
}

type LoggedFood = {
  mealId: number;
  entryId: number;
  foodName: string;
  quantity: number;
  mealType: string;
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
};

/** Spec core §7: what a quick log's meal says of itself, "Quick log: Bananas, raw (118g)". */
export const quickLogAnalysis = (foodName: string, grams: number) => `Quick log: ${foodName} (${grams}g)`;

/**
 * Logs grams of a catalogue (or the user's own) food to a meal type on a day, in one
 * transaction: the meal and its entry with the nutrients computed here, never by the client.
 */
export async function logFood(userId: number, rawInput: unknown): Promise<LoggedFood> {
  const { servings, ...input } = validate(LogFoodRequest, rawInput);
  return db.$transaction(async (tx) => {
    if (servings === undefined) {
      const grams = input.quantity as number; // LogFoodRequest takes one of the two
      // A screen's "1 serving" of a recipe comes as its whole grams: it logs the serving exactly.
      const serving = input.portionLabel === SERVING_LABEL ? await gramsOfServings(tx, input.foodId, 1) : null;
      if (serving !== null && Math.abs(serving - grams) < 1) return logFoodIn(tx, userId, { ...input, quantity: serving }, true);
      return logFoodIn(tx, userId, { ...input, quantity: grams });
    }
    // Servings of a recipe: their exact grams (a share of the recipe, not rounded to whole grams).
    await requireVisibleFood(tx, userId, input.foodId);
    const grams = await gramsOfServings(tx, input.foodId, servings);
    if (grams === null) throw new DomainError(400, "servings: Only a recipe is logged by servings; send quantity in grams");
    if (grams > MAX_QUANTITY_G) throw new DomainError(400, `servings: ${QUANTITY_TOO_LARGE}`);
    return logFoodIn(
      tx,
      userId,
      { ...input, quantity: grams, portionLabel: `${servings} ${servings === 1 ? "serving" : "servings"}` },
      true,
    );
  });
}

/** logFood in the caller's transaction (a food made and logged at once: a scanned label). */
export async function logFoodIn(tx: Tx, userId: number, rawInput: LogFoodInput, exactGrams = false): Promise<LoggedFood> {
  const input = exactGrams
    ? { ...validate(LogFoodInput, { ...rawInput, quantity: 1 }), quantity: rawInput.quantity as number }
    : validate(LogFoodInput, rawInput);
  // The food with the nutrients its entry keeps, in one read; the meal, its one entry and its
  // totals in one create (nothing else can reach a meal made in this transaction, so there is
  // nothing to lock and sum): two ORM calls where there were eight (docs/performance.md).
  const food = await requireLoggableFood(tx, userId, input.foodId);
  // The member's zone as committed (a typed read, not an ORM call): nothing in this transaction changes it.
  const { today, timeZone } = await userClock(userId);
  const date = checkLogDate(input.date ?? today, today);
  const data = entryData(food, input.quantity, input.portionLabel);
  const meal = await tx.meal.create({
    data: {
      userId,
      name: food.name,
      mealType: input.mealType ?? mealSlotFor(new Date(), timeZone),
      localDate: date,
      aiAnalysis: quickLogAnalysis(food.name, input.quantity),
      ...mealTotalsData([data]),
      foods: { create: data },
    },
    select: {
      id: true,
      mealType: true,
      foods: { select: { id: true, quantity: true, calories: true, protein: true, carbs: true, fat: true } },
    },
  });
  const entry = meal.foods[0]!;
  return {
    mealId: meal.id,
    entryId: entry.id,
    foodName: food.name,
    quantity: entry.quantity,
    mealType: meal.mealType,
    date,
    calories: entry.calories,
    protein: entry.protein,
    carbs: entry.carbs,
    fat: entry.fat,
  };
}

/** Logs several foods as one meal on the user's today, in one transaction (a planned meal in one tap). */
export async function logMealOfFoods(userId: number, rawInput: unknown) {
  const input = validate(LogMealInput, rawInput);
  return db.$transaction(async (tx) => {
    const { today } = await userClock(userId, tx);
    // Every food in one read, and the meal with its entries and totals in one create, as the quick log does.
    const ids = [...new Set(input.foods.map((item) => item.foodId))];
    const found = await tx.food.findMany({ where: { id: { in: ids }, ...visibleTo(userId) }, select: loggableFoodSelect });
    const foods = new Map(found.map((food) => [food.id, food]));
    const entries = input.foods.map((item) => {
      const food = foods.get(item.foodId);
      if (!food) throw new DomainError(404, "Food not found");
      return entryData(food, item.quantity, undefined);
    });
    const meal = await tx.meal.create({
      data: {
        userId,
        name: input.name,
        mealType: input.mealType,
        localDate: today,
        ...mealTotalsData(entries),
        foods: { create: entries },
      },
      select: { id: true, name: true, mealType: true, totalCalories: true, totalProtein: true },
    });
    return {
      mealId: meal.id,
      name: meal.name,
      mealType: meal.mealType,
      date: today,
      calories: meal.totalCalories,
      protein: meal.totalProtein,
    };
  });
}

/**
 * The photo a meal is saved with: a data URL is checked and re-encoded (image.server.ts) before any
 * write; an `/images/{id}` URL must name one of the user's own photos.
 */
async function mealPhoto(userId: number, imageUrl: string | undefined): Promise<PreparedImage | { id: string } | null> {
  if (imageUrl === undefined) return null;
  const storedId = imageIdOf(imageUrl);
  if (storedId === null) return prepareImage(decodeImageDataUrl(imageUrl));
  if (!(await getOwnImage(userId, storedId))) throw new DomainError(404, "Image not found");
  return { id: storedId };
}

/** POST /api/meals's answer: the new meal, whose id the spec's client reads (more fields follow). */
export const MealCreatedAnswer = z.looseObject({ id: z.number().int() });

/** POST /api/meals: a meal with its totals (quick log's first call, or a meal with its photo). */
export async function createMeal(userId: number, rawInput: unknown) {
  const input = validate(CreateMealInput, rawInput);
  if (input.userId !== undefined && input.userId !== userId) {
    throw new DomainError(403, "You can only log meals for your own account");
  }
  const photo = await mealPhoto(userId, input.imageUrl);
  return db.$transaction(async (tx) => {
    const { today } = await userClock(userId, tx);
    const imageId = photo === null ? null : "id" in photo ? photo.id : await storeImage(tx, userId, photo);
    const meal = await tx.meal.create({
      data: {
        userId,
        name: input.name,
        mealType: input.mealType,
        localDate: checkLogDate(input.date ?? today, today),
        totalCalories: Math.round(input.totalCalories),
        totalProtein: input.totalProtein,
        totalCarbs: input.totalCarbs,
        totalFat: input.totalFat,
        aiAnalysis: input.aiAnalysis ?? null,
        voiceSummary: input.voiceSummary ?? null,
        imageId,
      },
    });
    return {
      id: meal.id,
      userId,
      name: meal.name,
      mealType: meal.mealType,
      date: meal.localDate,
      imageUrl: imageId === null ? null : imagePath(imageId),
    };
  });
}

/** POST /api/meals/{mealId}/foods: adds an entry to one of the user's meals. */
export async function addFoodToMeal(userId: number, rawMealId: unknown, rawInput: unknown) {
  const mealId = validate(MealIdSchema, rawMealId);
  const input = validate(AddFoodToMealInput, rawInput);
  return db.$transaction(async (tx) => {
    // The ownership check is the lock that refreshMealTotals would take: one statement for both.
    if (!(await lockOwnRow(tx, "Meal", mealId, userId))) throw new DomainError(404, "Meal not found");
    const food = await requireLoggableFood(tx, userId, input.foodId);
    const entry = await tx.mealFood.create({ data: { mealId, ...entryData(food, input.quantity, input.portionLabel) } });
    await writeMealTotals(tx, mealId);
    return {
      id: entry.id,
      mealId,
      foodId: food.id,
      quantity: entry.quantity,
      calories: entry.calories,
      protein: entry.protein,
      carbs: entry.carbs,
      fat: entry.fat,
    };
  });
}
