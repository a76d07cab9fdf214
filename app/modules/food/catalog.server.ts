import { db, type Prisma, type Tx } from "~/db.server";
import { readRows } from "~/db-read.server";
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

/** What getVisibleFood answers: the summary plus household portions. */
export const foodChoiceSelect = {
  ...foodSummarySelect,
  portions: { orderBy: { position: "asc" }, select: { label: true, grams: true } },
} satisfies Prisma.FoodSelect;

/** One food the user may log (catalogue or their own), with its household portions. */
export async function getVisibleFood(userId: number, foodId: number, tx: Tx = db): Promise<FoodChoice | null> {
  return tx.food.findFirst({ where: { id: foodId, ...visibleTo(userId) }, select: foodChoiceSelect });
}

type FoodRow = Omit<FoodChoice, "portions">;
type PortionRow = { foodId: number; label: string; grams: number };

// The ids travel as one JSON array parameter: one statement shape, whatever their number. Both
// databases must look the few ids up by key rather than scan: SQLite's unary + keeps the planner
// off the ownerId index ("ownerId IS NULL" is every catalogue food); PostgreSQL gets an array
// (`= ANY`), which it probes with the index, where `IN (subquery)` made it hash-join a full scan.
// Each scan cost 0.6–3 ms per search; the lookups cost 10–150 µs (docs/performance.md).
const VISIBLE_FOODS_SQL = {
  sqlite: `SELECT "id", "name", "brand", "category", "caloriesPer100g", "proteinPer100g", "carbsPer100g", "fatPer100g"
           FROM "Food" WHERE "id" IN (SELECT value FROM json_each($2)) AND ${visibleToSql(`+"ownerId"`, "$1")}`,
  postgres: `SELECT "id", "name", "brand", "category", "caloriesPer100g", "proteinPer100g", "carbsPer100g", "fatPer100g"
             FROM "Food" WHERE "id" = ANY (ARRAY(SELECT json_array_elements_text($2::json)::int)) AND ${visibleToSql(`"ownerId"`, "$1")}`,
};

const PORTIONS_SQL = {
  sqlite: `SELECT "foodId", "label", "grams" FROM "FoodPortion" WHERE "foodId" IN (SELECT value FROM json_each($1)) ORDER BY "foodId", "position"`,
  postgres: `SELECT "foodId", "label", "grams" FROM "FoodPortion"
             WHERE "foodId" = ANY (ARRAY(SELECT json_array_elements_text($1::json)::int)) ORDER BY "foodId", "position"`,
};

/**
 * The foods among `ids` the user may see, with their portions, in no particular order. Search
 * runs it on every keystroke: two prepared statements rather than Prisma (docs/performance.md).
 */
export async function listVisibleFoods(userId: number, ids: number[]): Promise<FoodChoice[]> {
  if (ids.length === 0) return [];
  const foods = await readRows<FoodRow>(VISIBLE_FOODS_SQL, [userId, JSON.stringify(ids)]);
  if (foods.length === 0) return [];
  const portions = await readRows<PortionRow>(PORTIONS_SQL, [JSON.stringify(foods.map((food) => food.id))]);
  const byFood = new Map<number, FoodChoice["portions"]>(foods.map((food) => [food.id, []]));
  for (const portion of portions) byFood.get(portion.foodId)?.push({ label: portion.label, grams: portion.grams });
  return foods.map((food) => ({ ...food, portions: byFood.get(food.id) ?? [] }));
}
