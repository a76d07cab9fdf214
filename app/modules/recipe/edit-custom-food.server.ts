import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { CustomFoodInput } from "~/modules/food/custom-food";
import { getCustomFood, portionsOf, rowOf, USER_SOURCE, type CustomFood } from "~/modules/food/custom-foods.server";
import { lockRow } from "~/modules/row-lock.server";
import { validate } from "~/modules/validate";
import { recomputeHolders } from "./recipes.server";

// Here rather than in food/: editing a food recomputes the recipes that hold it, and recipes
// depend on foods, never the other way round (app/modules/layers.test.ts).

/**
 * PUT /api/foods/{foodId} and /foods/{foodId}/edit: one of the user's foods with new values, checked
 * as on create (the same values as another of their foods, or another's barcode → 409). Entries
 * already logged keep the figures they were logged with; recipes holding the food follow it.
 */
export async function updateCustomFood(userId: number, rawFoodId: unknown, rawInput: unknown): Promise<CustomFood> {
  const input = validate(CustomFoodInput, rawInput);
  const data = rowOf(input);
  return db.$transaction(async (tx) => {
    await lockRow(tx, "User", userId);
    const food = await getCustomFood(userId, rawFoodId, tx);
    if (food.source !== USER_SOURCE) throw new DomainError(409, `“${food.name}” is a recipe: change it in the recipe editor`);
    const others = { ownerId: userId, id: { not: food.id } };
    const same = await tx.food.findFirst({ where: { ...data, ...others }, select: { name: true } });
    if (same) throw new DomainError(409, `You already have “${same.name}” with these values`);
    const sameCode = data.barcode && (await tx.food.findFirst({ where: { ...others, barcode: data.barcode }, select: { name: true } }));
    if (sameCode) throw new DomainError(409, `Barcode ${data.barcode} is already on your food “${sameCode.name}”`);
    await tx.foodPortion.deleteMany({ where: { foodId: food.id } });
    await tx.food.update({ where: { id: food.id }, data: { ...data, portions: { create: portionsOf(input) } } });
    await recomputeHolders(tx, userId, food.id);
    return getCustomFood(userId, food.id, tx);
  });
}
