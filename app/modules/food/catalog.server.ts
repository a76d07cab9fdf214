import { db, type Prisma, type Tx } from "~/db.server";
import type { FoodChoice } from "./food-choice";

/**
 * Who may see a food: everyone sees the catalogue (no owner), a user also sees their own foods.
 * The one rule, as a Prisma where-clause; `visibleToSql` says the same for the full-text queries.
 */
export function visibleTo(userId: number) {
  return { OR: [{ ownerId: null }, { ownerId: userId }] } satisfies Prisma.FoodWhereInput;
}

/** `visibleTo` in SQL: `ownerColumn` names the owner column, `userParam` the user id's placeholder. */
export function visibleToSql(ownerColumn: string, userParam: string): string {
  return `(${ownerColumn} IS NULL OR ${ownerColumn} = ${userParam})`;
}

/** A food's name, category and per-100 g macros: what lists of foods show. */
export const foodSummarySelect = {
  id: true,
  name: true,
  brand: true,
  category: true,
  caloriesPer100g: true,
  proteinPer100g: true,
  carbsPer100g: true,
  fatPer100g: true,
} satisfies Prisma.FoodSelect;

const foodChoice = {
  ...foodSummarySelect,
  portions: { orderBy: { position: "asc" }, select: { label: true, grams: true } },
} satisfies Prisma.FoodSelect;

/** One food the user may log (catalogue or their own), with its household portions. */
export async function getVisibleFood(userId: number, foodId: number, tx: Tx = db): Promise<FoodChoice | null> {
  return tx.food.findFirst({ where: { id: foodId, ...visibleTo(userId) }, select: foodChoice });
}

/** The foods among `ids` the user may see, with their portions, in no particular order. */
export async function listVisibleFoods(userId: number, ids: number[]): Promise<FoodChoice[]> {
  if (ids.length === 0) return [];
  return db.food.findMany({ where: { id: { in: ids }, ...visibleTo(userId) }, select: foodChoice });
}
