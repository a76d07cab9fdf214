// Builds the committed seed catalogues from the public reference data:
//   prisma/seed-data/foods.json      <- USDA SR28 ABBREV + SR26 FOOD_DES/FD_GROUP/WEIGHT
//   prisma/seed-data/exercises.json  <- free-exercise-db exercises.json
// Usage: npx tsx scripts/build-catalog.ts [dataDir]   (default: ../shared/data from the repo root)
// See docs/decisions/0003-catalogue-from-usda-and-free-exercise-db.md.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { buildExercises, parseSourceExercises } from "./catalog/exercises";
import { FOOD_CATEGORIES, buildFoods, decodeLatin1, type CatalogFood, type FoodCategory } from "./catalog/usda";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.resolve(repoRoot, process.argv[2] ?? "../shared/data");
const outDir = path.join(repoRoot, "prisma", "seed-data");

const EXPECTED_FOODS = 8790;
const EXPECTED_EXERCISES = 873;

function readLatin1(...parts: string[]): string {
  return decodeLatin1(readFileSync(path.join(dataDir, ...parts)));
}

/** One object per line so that git diffs of the catalogue stay readable. */
function toJsonLines(items: readonly object[]): string {
  return "[\n" + items.map((item) => JSON.stringify(item)).join(",\n") + "\n]\n";
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Catalogue check failed: ${message}`);
}

function checkFoods(foods: readonly CatalogFood[]): Map<FoodCategory, number> {
  check(foods.length === EXPECTED_FOODS, `expected ${EXPECTED_FOODS} foods, got ${foods.length}`);
  check(new Set(foods.map((f) => f.id)).size === foods.length, "food ids are not unique");
  const counts = new Map<FoodCategory, number>(FOOD_CATEGORIES.map((c) => [c, 0]));
  for (const f of foods) {
    check(FOOD_CATEGORIES.includes(f.category), `food ${f.id} has category ${f.category}`);
    check(f.name.trim() !== "", `food ${f.id} has no name`);
    counts.set(f.category, (counts.get(f.category) ?? 0) + 1);
  }
  const banana = foods.find((f) => f.id === 9040);
  check(banana?.name === "Bananas, raw" && banana.category === "fruits", "9040 should be 'Bananas, raw' in fruits");
  const chicken = foods.find((f) => f.id === 5062);
  check(
    chicken !== undefined && /^Chicken, .*breast/.test(chicken.name) && chicken.category === "protein",
    "5062 should be chicken breast in protein",
  );
  return counts;
}

function main(): void {
  const started = Date.now();

  const foods = buildFoods({
    abbrev: readLatin1("usda-sr", "ABBREV.txt"),
    foodDes: readLatin1("usda-sr", "FOOD_DES.txt"),
    fdGroup: readLatin1("usda-sr", "FD_GROUP.txt"),
    weight: readLatin1("usda-sr", "WEIGHT.txt"),
  });
  const counts = checkFoods(foods);

  const exercises = buildExercises(parseSourceExercises(readFileSync(path.join(dataDir, "free-exercise-db", "exercises.json"), "utf8")));
  check(exercises.length === EXPECTED_EXERCISES, `expected ${EXPECTED_EXERCISES} exercises, got ${exercises.length}`);

  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "foods.json"), toJsonLines(foods), "utf8");
  writeFileSync(path.join(outDir, "exercises.json"), toJsonLines(exercises), "utf8");

  const rel = (p: string) => path.relative(repoRoot, p);
  console.log(`Read ${dataDir}`);
  console.log(`Wrote ${rel(path.join(outDir, "foods.json"))}: ${foods.length} foods`);
  for (const [category, n] of counts) console.log(`  ${category.padEnd(12)} ${n}`);
  console.log(`  with portions ${foods.filter((f) => f.portions.length > 0).length}`);
  console.log(`  without a USDA food group ${foods.filter((f) => f.foodGroup === null).length}`);
  console.log(`Wrote ${rel(path.join(outDir, "exercises.json"))}: ${exercises.length} exercises`);
  console.log(`Done in ${Date.now() - started} ms`);
}

main();
