import { db, type Prisma, type Tx } from "~/db.server";
import { column, computed, readRows, typedRead } from "~/db-read.server";
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

/** A food as search lists it, with its owner (null: the catalogue's) for the server's own use. */
type VisibleFood = FoodChoice & { ownerId: number | null };

// The ids travel as one JSON array parameter: one statement shape, whatever their number. Both
// databases must look the few ids up by key rather than scan: SQLite's unary + keeps the planner
// off the ownerId index ("ownerId IS NULL" is every catalogue food); PostgreSQL gets an array
// (`= ANY`), which it probes with the index, where `IN (subquery)` made it hash-join a full scan.
// Each scan cost 0.6–3 ms per search; the lookups cost 10–150 µs (docs/performance.md). The
// portions come along as a JSON array, in their order: one statement per search, not two.
const VISIBLE_FOODS = typedRead({
  name: "foods a user may see, by id, with their portions",
  params: ["userId", "idsJson"],
  columns: {
    id: column("Food", "id"),
    name: column("Food", "name"),
    brand: column("Food", "brand"),
    category: column("Food", "category"),
    caloriesPer100g: column("Food", "caloriesPer100g"),
    proteinPer100g: column("Food", "proteinPer100g"),
    carbsPer100g: column("Food", "carbsPer100g"),
    fatPer100g: column("Food", "fatPer100g"),
    ownerId: column("Food", "ownerId"),
    /** a JSON array of { label, grams } */
    portions: computed("text"),
  },
  sql: {
    sqlite: `SELECT "id", "name", "brand", "category", "caloriesPer100g", "proteinPer100g", "carbsPer100g", "fatPer100g", "ownerId",
             (SELECT json_group_array(json_object('label', "label", 'grams', "grams")) FROM
               (SELECT "label", "grams" FROM "FoodPortion" p WHERE p."foodId" = f."id" ORDER BY p."position")) AS "portions"
           FROM "Food" f WHERE "id" IN (SELECT value FROM json_each($2)) AND ${visibleToSql(`+"ownerId"`, "$1")}`,
    postgres: `SELECT "id", "name", "brand", "category", "caloriesPer100g", "proteinPer100g", "carbsPer100g", "fatPer100g", "ownerId",
               (SELECT coalesce(json_agg(json_build_object('label', p."label", 'grams', p."grams") ORDER BY p."position"), '[]'::json)
                FROM "FoodPortion" p WHERE p."foodId" = f."id")::text AS "portions"
             FROM "Food" f WHERE "id" = ANY (ARRAY(SELECT json_array_elements_text($2::json)::int)) AND ${visibleToSql(`"ownerId"`, "$1")}`,
  },
});

/**
 * The foods among `ids` the user may see, with their portions, in no particular order. Search
 * runs it on every keystroke: one prepared statement rather than Prisma (docs/performance.md).
 */
export async function listVisibleFoods(userId: number, ids: number[]): Promise<VisibleFood[]> {
  if (ids.length === 0) return [];
  const rows = await readRows(VISIBLE_FOODS, { userId, idsJson: JSON.stringify(ids) });
  return rows.map((row) => ({ ...row, portions: JSON.parse(row.portions) as FoodChoice["portions"] }));
}
