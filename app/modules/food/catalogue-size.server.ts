import { db } from "~/db.server";
import { computed, readRow, typedRead } from "~/db-read.server";
import { createVersionCache } from "./version-cache";

// How many foods the catalogue holds, for the words that promise it (/premium, /onboarding):
// counted once per "FoodVersion" (bumped by triggers on every food change), so a page view costs
// one single-row read.

const counts = createVersionCache<"catalogue", number>(1);

const FOOD_VERSION = typedRead({
  name: "the foods' version",
  sql: `SELECT "version" FROM "FoodVersion" WHERE "id" = $1`,
  params: ["versionRow"],
  columns: { version: computed("integer") },
});

/** The number of catalogue foods (not members' own). */
export async function catalogueSize(): Promise<number> {
  const row = await readRow(FOOD_VERSION, { versionRow: 1 });
  return counts.get(Number(row?.version ?? 0), "catalogue", () => db.food.count({ where: { ownerId: null } }));
}
