// What search keeps in memory between requests: the catalogue's scored candidates per query, its
// typo corrections and its food rows, all the same for every user, all valid while "FoodVersion" holds
// (bumped by triggers on every food and portion change, whichever server made it). Never needed
// for a correct answer, only for a fast one (docs/decisions/0021-search-memory.md).
import { column, computed, readRow, readRows, typedRead } from "~/db-read.server";
import { earliestDiaryDaySince } from "~/modules/dates/calendar";
import { listVisibleFoods } from "./catalogue.server";
import type { FoodChoice } from "./food-choice";
import { byRank, prepareQuery, scoreFood, type Scored } from "./rank";
import type { CatalogueQuery, FoodSearchIndex } from "./search-index";
import type { Correction } from "./typo";
import { createVersionCache } from "./version-cache";

/** Catalogue queries kept (≈ 30 KB each with their match ids). */
const CACHED_QUERIES = 500;
/** Corrected words kept (a few hundred bytes each). */
const CACHED_CORRECTIONS = 2_000;
/** Catalogue food rows kept (the whole catalogue is ≈ 16,000 with FNDDS, and grows with Open Food Facts products; ≈ 300 bytes each). */
const CACHED_FOODS = 40_000;

const SEARCH_STATE = typedRead({
  name: "the foods' version and whether a user has foods of their own",
  sql: `SELECT "version", EXISTS (SELECT 1 FROM "Food" WHERE "ownerId" = $1) AS "ownFoods" FROM "FoodVersion" WHERE "id" = 1`,
  params: ["userId"],
  columns: { version: computed("integer"), ownFoods: computed("flag") },
});

/**
 * The food data's version (any server's next search sees a change made through another), and
 * whether the user has foods of their own (without any, their own never need looking for).
 */
export async function readSearchState(userId: number): Promise<{ version: number; ownFoods: boolean }> {
  const row = await readRow(SEARCH_STATE, { userId });
  return { version: Number(row?.version ?? 0), ownFoods: row?.ownFoods === true || Number(row?.ownFoods) === 1 };
}

/**
 * A query's catalogue candidates, scored: in full-text order (`scored`, with each id's `position`
 * in it) and best first (`ranked`); and whether a catalogue food matches it at all.
 */
type CatalogueEntry = { scored: Scored[]; ranked: Scored[]; position: ReadonlyMap<number, number>; matches: ReadonlySet<number> };

const queries = createVersionCache<string, CatalogueEntry>(CACHED_QUERIES);

export function catalogueEntry(index: FoodSearchIndex, query: CatalogueQuery, version: number): Promise<CatalogueEntry> {
  return queries.get(version, JSON.stringify([query.words, query.preferred ?? "", query.limit]), async () => {
    const { candidates, ids } = await index.catalogueMatches(query);
    const prepared = prepareQuery(query.words);
    const scored = candidates.map((candidate) => ({ candidate, score: scoreFood(prepared, candidate) }));
    return {
      scored,
      ranked: [...scored].sort(byRank),
      position: new Map(scored.map(({ candidate }, i) => [candidate.id, i])),
      matches: new Set(ids),
    };
  });
}

/** Typo corrections kept: a word that matches nothing, and what it is corrected to (or null, nothing near). */
const corrections = createVersionCache<string, { correction: Correction | null }>(CACHED_CORRECTIONS);

/** The correction of a word against the catalogue alone (for a user without foods of their own). */
export async function catalogueCorrection(
  version: number,
  word: string,
  load: () => Promise<Correction | null>,
): Promise<Correction | null> {
  return (await corrections.get(version, word, async () => ({ correction: await load() }))).correction;
}

const rows = createVersionCache<number, FoodChoice>(CACHED_FOODS);

/**
 * The foods among `ids` the user may see, with their portions: catalogue foods from memory when
 * the version holds, the rest (the user's own, and catalogue foods not yet kept) read in one query.
 */
export async function visibleFoods(userId: number, ids: number[], version: number): Promise<Map<number, FoodChoice>> {
  const found = new Map<number, FoodChoice>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = rows.peek(version, id);
    if (row) found.set(id, row);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  for (const { ownerId, ...food } of await listVisibleFoods(userId, missing)) {
    found.set(food.id, food);
    if (ownerId === null) rows.keep(version, food.id, food);
  }
  return found;
}

/** Each food's JSON text, written once per row object (rows are never changed once read). */
const jsonTexts = new WeakMap<FoodChoice, string>();

/** The foods as a JSON array: a catalogue food kept in memory is serialized once, not per search. */
export function foodsJson(foods: FoodChoice[]): string {
  const texts = foods.map((food) => {
    let text = jsonTexts.get(food);
    if (text === undefined) jsonTexts.set(food, (text = JSON.stringify(food)));
    return text;
  });
  return `[${texts.join(",")}]`;
}

/** A food the user logged lately, as search ranks it. */
export type RecentFood = {
  id: number;
  name: string;
  brand: string | null;
  foodGroup: string | null;
  searchWords: string | null;
  ownerId: number | null;
};

// The user's recent foods they may still see, without the full-text index: search keeps those that
// match a query (their ids are among the query's catalogue matches, or they are the user's own).
// Entries logged since then to a diary day since then: the meals are read through their
// (userId, localDate) index, so a long diary costs no more.
const RECENT_FOODS = typedRead({
  name: "a user's recent foods",
  params: ["userId", "since", "earliestDay"],
  columns: {
    id: column("Food", "id"),
    name: column("Food", "name"),
    brand: column("Food", "brand"),
    foodGroup: column("Food", "foodGroup"),
    searchWords: column("Food", "searchWords"),
    ownerId: column("Food", "ownerId"),
  },
  sql: {
    sqlite: `SELECT f."id", f."name", f."brand", f."foodGroup", f."searchWords", f."ownerId" FROM "Food" f
           WHERE f."id" IN (SELECT mf."foodId" FROM "MealFood" mf JOIN "Meal" m ON m."id" = mf."mealId"
                            WHERE m."userId" = $1 AND m."localDate" >= $3 AND mf."deletedAt" IS NULL AND mf."createdAt" >= $2)
             AND (+f."ownerId" IS NULL OR +f."ownerId" = $1)`,
    postgres: `SELECT f."id", f."name", f."brand", f."foodGroup", f."searchWords", f."ownerId" FROM "Food" f
             WHERE f."id" = ANY (ARRAY(SELECT mf."foodId" FROM "MealFood" mf JOIN "Meal" m ON m."id" = mf."mealId"
                                       WHERE m."userId" = $1 AND m."localDate" >= $3 AND mf."deletedAt" IS NULL
                                         AND mf."createdAt" >= $2 AND mf."foodId" IS NOT NULL))
               AND (f."ownerId" IS NULL OR f."ownerId" = $1)`,
  },
});

export function recentFoods(userId: number, since: Date): Promise<RecentFood[]> {
  return readRows(RECENT_FOODS, { userId, since, earliestDay: earliestDiaryDaySince(since) });
}
