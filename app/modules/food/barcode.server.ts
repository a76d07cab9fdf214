import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { requireFeature } from "~/modules/user/features.server";
import { validate } from "~/modules/validate";
import { BarcodeSchema } from "./barcode";
import { foodChoiceSelect, visibleTo } from "./catalogue.server";
import type { FoodChoice } from "./food-choice";
import { askOpenFoodFacts, keepOpenFoodFactsFood } from "./openfoodfacts.server";

/** `source`: where the food's figures come from (usda, fndds, openfoodfacts, user); the screen credits Open Food Facts. */
export type BarcodeMatch = { barcode: string; food: FoodChoice | null; source: string | null };

async function visibleWithBarcode(userId: number, barcode: string) {
  const foods = await db.food.findMany({
    where: { barcode, ...visibleTo(userId) },
    select: { ...foodChoiceSelect, ownerId: true, source: true },
  });
  return foods.find((food) => food.ownerId === userId) ?? foods[0];
}

/**
 * Looks a barcode up (premium: 403 naming the plan otherwise) among the foods the user may see: a
 * product they added with that barcode first, then the catalogue, then Open Food Facts (a product
 * found there is kept as a catalogue food). `food` is null when nobody has it, so the screen can
 * offer to add it.
 */
export async function lookupBarcode(userId: number, rawCode: unknown): Promise<BarcodeMatch> {
  await requireFeature(userId, "barcodeScanning");
  const barcode = validate(BarcodeSchema, rawCode);
  let found = await visibleWithBarcode(userId, barcode);
  if (!found) {
    const product = await askOpenFoodFacts(barcode);
    if (product) {
      await keepOpenFoodFactsFood(product);
      found = await visibleWithBarcode(userId, barcode);
    }
  }
  if (!found) return { barcode, food: null, source: null };
  const { ownerId: _ownerId, source, ...food } = found;
  return { barcode, food, source };
}

/** GET /api/foods/barcode/{code}: the food, or 404 with a message that says how to add it. */
export async function barcodeFoodRequest(userId: number, rawCode: unknown): Promise<FoodChoice & { barcode: string; source: string }> {
  const { barcode, food, source } = await lookupBarcode(userId, rawCode);
  if (!food || !source)
    throw new DomainError(404, `No food has barcode ${barcode} yet: add it as one of your foods (POST /api/foods with "barcode")`);
  return { ...food, barcode, source };
}
