// Builds the committed seed catalogues from the public reference data:
//   prisma/seed-data/foods.json      <- USDA SR28 ABBREV + SR26 FOOD_DES/FD_GROUP/WEIGHT
//   prisma/seed-data/fndds-foods.json <- USDA FNDDS 2017–2018 foods, nutrients, portions
//   prisma/seed-data/exercises.json  <- free-exercise-db exercises.json
// Usage: npx tsx scripts/build-catalogue.ts [dataDir]   (default: ../shared/data from the repo root)
// See docs/decisions/0003-catalogue-from-usda-and-free-exercise-db.md.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { buildExercises, parseSourceExercises } from "./catalogue/exercises";
import { buildFnddsFoods, type FnddsFood } from "./catalogue/fndds";
import { FOOD_CATEGORIES, buildFoods, decodeLatin1, moreNutrientColumns, type CatalogueFood, type FoodCategory } from "./catalogue/usda";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.resolve(repoRoot, process.argv[2] ?? "../shared/data");
const outDir = path.join(repoRoot, "prisma", "seed-data");

const EXPECTED_FOODS = 8790;
const EXPECTED_FNDDS_FOODS = 7083;
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

function checkFoods(foods: readonly CatalogueFood[]): Map<FoodCategory, number> {
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
  const butter = moreNutrientColumns(foods.find((f) => f.id === 1001)?.more ?? []);
  check(
    butter.potassiumMgPer100g === 24 && butter.cholesterolMgPer100g === 215 && butter.caffeineMgPer100g === null,
    "1001 (butter) should have potassium 24 mg, cholesterol 215 mg and caffeine unknown",
  );
  return counts;
}

function checkFnddsFoods(foods: readonly FnddsFood[], sr: readonly CatalogueFood[]): void {
  check(foods.length === EXPECTED_FNDDS_FOODS, `expected ${EXPECTED_FNDDS_FOODS} FNDDS foods, got ${foods.length}`);
  const srIds = new Set(sr.map((f) => f.id));
  check(new Set(foods.map((f) => f.id)).size === foods.length, "FNDDS food codes are not unique");
  check(!foods.some((f) => srIds.has(f.id)), "an FNDDS food code is also an SR NDB number");
  for (const f of foods) {
    check(FOOD_CATEGORIES.includes(f.category), `FNDDS food ${f.id} has category ${f.category}`);
    check(f.name !== "", `FNDDS food ${f.id} has no name`);
    check(f.caloriesPer100g !== null, `FNDDS food ${f.id} has no energy`);
  }
  const latte = foods.find((f) => f.id === 92101900);
  check(latte?.name === "Coffee, Latte" && latte.category === "beverages", "92101900 should be 'Coffee, Latte' in beverages");
  check(moreNutrientColumns(latte?.more ?? []).caffeineMgPer100g === 36, "92101900 (latte) should have caffeine 36 mg");
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

  const fndds = buildFnddsFoods({
    foods: readFileSync(path.join(dataDir, "usda-fndds", "foods-and-beverages.csv"), "utf8"),
    nutrients: readFileSync(path.join(dataDir, "usda-fndds", "nutrient-values.csv"), "utf8"),
    portions: readFileSync(path.join(dataDir, "usda-fndds", "portions-and-weights.csv"), "utf8"),
  });
  checkFnddsFoods(fndds, foods);

  const exercises = buildExercises(parseSourceExercises(readFileSync(path.join(dataDir, "free-exercise-db", "exercises.json"), "utf8")));
  check(exercises.length === EXPECTED_EXERCISES, `expected ${EXPECTED_EXERCISES} exercises, got ${exercises.length}`);

  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "foods.json"), toJsonLines(foods), "utf8");
  writeFileSync(path.join(outDir, "fndds-foods.json"), toJsonLines(fndds), "utf8");
  writeFileSync(path.join(outDir, "exercises.json"), toJsonLines(exercises), "utf8");

  const rel = (p: string) => path.relative(repoRoot, p);
  console.log(`Read ${dataDir}`);
  console.log(`Wrote ${rel(path.join(outDir, "foods.json"))}: ${foods.length} foods`);
  for (const [category, n] of counts) console.log(`  ${category.padEnd(12)} ${n}`);
  console.log(`  with portions ${foods.filter((f) => f.portions.length > 0).length}`);
  console.log(`  without a USDA food group ${foods.filter((f) => f.foodGroup === null).length}`);
  const fnddsCounts = new Map(FOOD_CATEGORIES.map((c) => [c, fndds.filter((f) => f.category === c).length]));
  console.log(`Wrote ${rel(path.join(outDir, "fndds-foods.json"))}: ${fndds.length} foods`);
  for (const [category, n] of fnddsCounts) console.log(`  ${category.padEnd(12)} ${n}`);
  console.log(`  portions ${fndds.reduce((sum, f) => sum + f.portions.length, 0)}`);
  console.log(`  with search words ${fndds.filter((f) => f.searchWords !== null).length}`);
  console.log(`Wrote ${rel(path.join(outDir, "exercises.json"))}: ${exercises.length} exercises`);
  console.log(`Done in ${Date.now() - started} ms`);
}

main();
