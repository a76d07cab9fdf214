import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { requireFeature } from "~/modules/user/features.server";
import { validate } from "~/modules/validate";
import { BarcodeSchema } from "./barcode";
import { foodChoiceSelect, visibleTo } from "./catalog.server";
import type { FoodChoice } from "./food-choice";

export type BarcodeMatch = { barcode: string; food: FoodChoice | null };

/**
 * Looks a barcode up (premium: 403 naming the plan otherwise) among the foods the user may see: a
 * product they added with that barcode first, then the catalogue. `food` is null when nobody has
 * it yet, so the screen can offer to add it.
 */
export async function lookupBarcode(userId: number, rawCode: unknown): Promise<BarcodeMatch> {
  await requireFeature(userId, "barcodeScanning");
  const barcode = validate(BarcodeSchema, rawCode);
  const foods = await db.food.findMany({
    where: { barcode, ...visibleTo(userId) },
    select: { ...foodChoiceSelect, ownerId: true },
  });
  const found = foods.find((food) => food.ownerId === userId) ?? foods[0];
  if (!found) return { barcode, food: null };
  const { ownerId: _ownerId, ...food } = found;
  return { barcode, food };
}

/** GET /api/foods/barcode/{code}: the food, or 404 with a message that says how to add it. */
export async function barcodeFoodRequest(userId: number, rawCode: unknown): Promise<FoodChoice & { barcode: string }> {
  const { barcode, food } = await lookupBarcode(userId, rawCode);
  if (!food) throw new DomainError(404, `No food has barcode ${barcode} yet: add it as one of your foods (POST /api/foods with "barcode")`);
  return { ...food, barcode };
}
