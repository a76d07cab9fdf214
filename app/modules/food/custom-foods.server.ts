import type { z } from "zod";
import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { lockRow } from "~/modules/row-lock.server";
import { IdSchema, validate } from "~/modules/validate";
import { CustomFoodInput } from "./custom-food";
import { foodSummarySelect } from "./catalog.server";
import type { FoodChoice } from "./food-choice";

export const MAX_CUSTOM_FOODS = 500;
/** The `{foodId}` of DELETE /api/foods/{foodId}. */
export const FoodIdSchema = IdSchema("Food id");

type CustomFood = Omit<FoodChoice, "portions"> & { barcode: string | null };

const select = { ...foodSummarySelect, barcode: true };

function rowOf(input: z.output<typeof CustomFoodInput>) {
  return {
    ...input,
    brand: input.brand ?? null,
    fiberPer100g: input.fiberPer100g ?? null,
    sugarPer100g: input.sugarPer100g ?? null,
    sodiumMgPer100g: input.sodiumMgPer100g ?? null,
    barcode: input.barcode ?? null,
  };
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
  return tx.food.create({ data: { ...data, source: "user", ownerId: userId }, select });
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

async function getCustomFood(userId: number, rawFoodId: unknown): Promise<CustomFood> {
  const foodId = validate(FoodIdSchema, rawFoodId);
  const food = await db.food.findFirst({ where: { id: foodId, ownerId: userId }, select });
  if (!food) throw new DomainError(404, "Food not found");
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
    if (count === 0) throw new DomainError(404, "Food not found");
    return { id: food.id, name: food.name };
  });
}
