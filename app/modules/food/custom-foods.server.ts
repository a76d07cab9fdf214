import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { lockRow } from "~/modules/row-lock.server";
import { IdSchema, validate } from "~/modules/validate";
import { CustomFoodInput } from "./custom-food";
import { foodChoiceSelect } from "./catalogue.server";
import type { FoodChoice } from "./food-choice";
import { servingPortion } from "./serving";

export const MAX_CUSTOM_FOODS = 500;
/** The source of a food a member typed in (a recipe's is "recipe"). */
export const USER_SOURCE = "user";
export const FOOD_NOT_FOUND = "Food not found";
/** The `{foodId}` of DELETE /api/foods/{foodId}. */
export const FoodIdSchema = IdSchema("Food id");

/** One of the user's foods with its values and portions (its serving, when it has one). */
export type CustomFood = FoodChoice & {
  fiberPer100g: number | null;
  sugarPer100g: number | null;
  sodiumMgPer100g: number | null;
  barcode: string | null;
  source: string;
};

const select = { ...foodChoiceSelect, fiberPer100g: true, sugarPer100g: true, sodiumMgPer100g: true, barcode: true, source: true };

/** The food's columns (the serving goes to its portion, see portionsOf). */
export function rowOf({ servingSize: _size, servingUnit: _unit, gramsPerMl: _density, ...input }: CustomFoodInput) {
  return {
    ...input,
    brand: input.brand ?? null,
    fiberPer100g: input.fiberPer100g ?? null,
    sugarPer100g: input.sugarPer100g ?? null,
    sodiumMgPer100g: input.sodiumMgPer100g ?? null,
    barcode: input.barcode ?? null,
  };
}

/** The food's one portion: its label's serving, offered when logging ("1 serving (30 g)"). */
export function portionsOf({ servingSize, servingUnit, gramsPerMl }: CustomFoodInput) {
  if (servingSize === undefined) return [];
  return [{ position: 0, ...servingPortion({ size: servingSize, unit: servingUnit ?? "g", gramsPerMl }) }];
}

/**
 * The user's food with exactly these values: `existing` decides what an identical one means (the
 * create door refuses it, a scanned label logs it again). One create per user at a time (the
 * user's row is locked, in the caller's transaction), so the cap and the duplicate check hold
 * under parallel requests.
 */
async function insertCustomFood(tx: Tx, userId: number, rawInput: unknown, existing: (food: CustomFood) => CustomFood) {
  const input = validate(CustomFoodInput, rawInput);
  const data = rowOf(input);
  await lockRow(tx, "User", userId);
  const same = await tx.food.findFirst({ where: { ...data, ownerId: userId }, select });
  if (same) return existing(same);
  if ((await tx.food.count({ where: { ownerId: userId } })) >= MAX_CUSTOM_FOODS) {
    throw new DomainError(409, `You can keep at most ${MAX_CUSTOM_FOODS} foods of your own`);
  }
  const sameCode = data.barcode && (await tx.food.findFirst({ where: { ownerId: userId, barcode: data.barcode }, select: { name: true } }));
  if (sameCode) throw new DomainError(409, `Barcode ${data.barcode} is already on your food “${sameCode.name}”`);
  return tx.food.create({
    data: { ...data, source: USER_SOURCE, ownerId: userId, portions: { create: portionsOf(input) } },
    select,
  });
}

/** A food of the user's own, visible only to them (search, logging); the same values twice → 409. */
export async function createCustomFood(userId: number, rawInput: unknown): Promise<CustomFood> {
  return db.$transaction((tx) =>
    insertCustomFood(tx, userId, rawInput, (same) => {
      throw new DomainError(409, `You already have “${same.name}” with these values`);
    }),
  );
}

/** The user's food with these values, made if they have none (a label scanned again is the same food), in `tx`. */
export function customFoodFor(tx: Tx, userId: number, rawInput: unknown): Promise<CustomFood> {
  return insertCustomFood(tx, userId, rawInput, (same) => same);
}

export async function listCustomFoods(userId: number): Promise<CustomFood[]> {
  return db.food.findMany({ where: { ownerId: userId }, orderBy: { name: "asc" }, select });
}

/** One of the user's foods (a recipe too); another member's, the catalogue's or none → 404. */
export async function getCustomFood(userId: number, rawFoodId: unknown, tx: Tx = db): Promise<CustomFood> {
  const foodId = validate(FoodIdSchema, rawFoodId);
  const food = await tx.food.findFirst({ where: { id: foodId, ownerId: userId }, select });
  if (!food) throw new DomainError(404, FOOD_NOT_FOUND);
  return food;
}

/** A food in a recipe cannot go (the recipe's nutrients come from it): 409 naming the recipe. */
export async function refuseIfIngredient(tx: Tx, foodId: number, name: string): Promise<void> {
  const holder = await tx.recipeIngredient.findFirst({ where: { foodId }, select: { recipe: { select: { name: true } } } });
  if (holder) throw new DomainError(409, `“${name}” is an ingredient of your recipe “${holder.recipe.name}”: remove it there first`);
}

/** Deletes one of the user's foods (a recipe too); entries already logged keep their copied figures; an ingredient of a recipe stays (409). */
export async function deleteCustomFood(userId: number, rawFoodId: unknown): Promise<{ id: number; name: string }> {
  const food = await getCustomFood(userId, rawFoodId);
  return db.$transaction(async (tx) => {
    await lockRow(tx, "User", userId);
    await refuseIfIngredient(tx, food.id, food.name);
    const { count } = await tx.food.deleteMany({ where: { id: food.id, ownerId: userId } });
    if (count === 0) throw new DomainError(404, FOOD_NOT_FOUND);
    return { id: food.id, name: food.name };
  });
}
