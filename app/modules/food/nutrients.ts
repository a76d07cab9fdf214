// The nutrients beyond the four macros (issue 39 part 2): one list says each one's per-100 g column
// (the same name on Food, MealFood and SavedMealItem), its name as an amount, its unit and its FDA
// Daily Value (ADR 0047). Pure and Zod-free: the screens use it too.
//
// A value that was not measured is null and stays null: scaling keeps it null, and a sum over
// entries says how many entries lacked it instead of counting them as 0.

export const NUTRIENTS = [
  { column: "fiberPer100g", name: "fiber", label: "Fiber", unit: "g", dailyValue: 28 },
  // The FDA's Daily Value is for added sugars (50 g); the sources give total sugars, which have none.
  { column: "sugarPer100g", name: "sugar", label: "Sugars", unit: "g", dailyValue: null },
  { column: "saturatedFatPer100g", name: "saturatedFat", label: "Saturated fat", unit: "g", dailyValue: 20 },
  { column: "cholesterolMgPer100g", name: "cholesterolMg", label: "Cholesterol", unit: "mg", dailyValue: 300 },
  { column: "sodiumMgPer100g", name: "sodiumMg", label: "Sodium", unit: "mg", dailyValue: 2300 },
  { column: "potassiumMgPer100g", name: "potassiumMg", label: "Potassium", unit: "mg", dailyValue: 4700 },
  { column: "calciumMgPer100g", name: "calciumMg", label: "Calcium", unit: "mg", dailyValue: 1300 },
  { column: "ironMgPer100g", name: "ironMg", label: "Iron", unit: "mg", dailyValue: 18 },
  { column: "magnesiumMgPer100g", name: "magnesiumMg", label: "Magnesium", unit: "mg", dailyValue: 420 },
  { column: "vitaminARaeUgPer100g", name: "vitaminARaeUg", label: "Vitamin A (RAE)", unit: "µg", dailyValue: 900 },
  { column: "vitaminCMgPer100g", name: "vitaminCMg", label: "Vitamin C", unit: "mg", dailyValue: 90 },
  { column: "vitaminDUgPer100g", name: "vitaminDUg", label: "Vitamin D", unit: "µg", dailyValue: 20 },
  { column: "vitaminB12UgPer100g", name: "vitaminB12Ug", label: "Vitamin B12", unit: "µg", dailyValue: 2.4 },
  { column: "folateDfeUgPer100g", name: "folateDfeUg", label: "Folate (DFE)", unit: "µg", dailyValue: 400 },
  { column: "caffeineMgPer100g", name: "caffeineMg", label: "Caffeine", unit: "mg", dailyValue: null },
  { column: "alcoholPer100g", name: "alcohol", label: "Alcohol", unit: "g", dailyValue: null },
] as const;

export type Nutrient = (typeof NUTRIENTS)[number];
export type NutrientColumn = Nutrient["column"];
export type NutrientName = Nutrient["name"];
/** A food's (or an entry's snapshot of its food's) values per 100 g; null: not measured. */
export type NutrientsPer100g = Record<NutrientColumn, number | null>;
/** The same nutrients as amounts (g, mg, µg) of some grams. */
export type NutrientAmounts = Record<NutrientName, number | null>;

export const NUTRIENT_COLUMNS: readonly NutrientColumn[] = NUTRIENTS.map((n) => n.column);

/** A Prisma select of every nutrient column. */
export const nutrientSelect = Object.fromEntries(NUTRIENTS.map((n) => [n.column, true])) as Record<NutrientColumn, true>;

/** Every nutrient unknown: an entry logged before the snapshot existed, a quick add, a scan. */
export const UNKNOWN_PER_100G = Object.fromEntries(NUTRIENTS.map((n) => [n.column, null])) as NutrientsPer100g;

/** Just the nutrient columns of a row that carries them (and more). */
export function nutrientsPer100gOf(row: Partial<NutrientsPer100g>): NutrientsPer100g {
  return Object.fromEntries(NUTRIENTS.map((n) => [n.column, row[n.column] ?? null])) as NutrientsPer100g;
}

/** Rounds for showing and answering: 3 significant decimals under 1, 2 under 10, 1 above (2.4 µg B12 stays 2.4). */
export function roundNutrient(value: number): number {
  const places = Math.abs(value) < 1 ? 3 : Math.abs(value) < 10 ? 2 : 1;
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** Per-100 g values × grams ÷ 100, rounded; unknown stays null. */
export function nutrientAmounts(per100g: NutrientsPer100g, grams: number): NutrientAmounts {
  return Object.fromEntries(
    NUTRIENTS.map((n) => {
      const value = per100g[n.column];
      return [n.name, value === null ? null : roundNutrient((value * grams) / 100)];
    }),
  ) as NutrientAmounts;
}

/** A day's (or a meal's) total of one nutrient: the sum of the entries that carry it, and how many did not. */
export type NutrientTotal = { amount: number | null; unknownEntries: number };
export type NutrientTotals = Record<NutrientName, NutrientTotal>;

/**
 * Sums entries' amounts per nutrient. An entry without a value adds nothing but is counted in
 * unknownEntries, so "at least" can be said; with no entry carrying it the amount is null.
 */
export function sumNutrientAmounts(entries: readonly NutrientAmounts[]): NutrientTotals {
  return Object.fromEntries(
    NUTRIENTS.map((n) => {
      const known = entries.map((entry) => entry[n.name]).filter((value): value is number => value !== null);
      const amount = known.length === 0 ? null : roundNutrient(known.reduce((sum, value) => sum + value, 0));
      return [n.name, { amount, unknownEntries: entries.length - known.length }];
    }),
  ) as NutrientTotals;
}

/** The share of the Daily Value, in whole percent; null when there is no Daily Value or no amount. */
export function percentOfDailyValue(nutrient: Nutrient, amount: number | null): number | null {
  return nutrient.dailyValue === null || amount === null ? null : Math.round((amount / nutrient.dailyValue) * 100);
}

/** "2.6 g", "not measured". */
export function formatNutrient(nutrient: Nutrient, amount: number | null): string {
  return amount === null ? "not measured" : `${roundNutrient(amount)} ${nutrient.unit}`;
}
