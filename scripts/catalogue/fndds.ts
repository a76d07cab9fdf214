// Parsing and mapping of USDA FNDDS 2017–2018 ("At A Glance" CSV files) into Fitplate catalogue
// foods: the dishes and drinks people report eating (What We Eat in America). Pure functions
// only: the entry point (scripts/build-catalogue.ts) does all file I/O.
// See docs/decisions/0003-catalogue-from-usda-and-free-exercise-db.md ("FNDDS").
import { parse } from "csv-parse/sync";
import { categoryFromName, cleanLabel, moreOf, type CatalogueFood, type FoodCategory, type Portion } from "./usda";

/** A catalogue food from FNDDS: its food code is its id; its "Additional food description" its search words. */
export interface FnddsFood extends CatalogueFood {
  searchWords: string | null;
}

export interface FnddsSources {
  foods: string;
  nutrients: string;
  portions: string;
}

/**
 * The rows of an FNDDS CSV: a byte-order mark and two title lines (the table's name, then the
 * release) come before the header row, and some header cells hold a line break.
 */
export function parseFnddsCsv(text: string): Record<string, string>[] {
  // The title lines have fewer cells than the header: only they may (from_line skips them).
  const rows = parse(text.replace(/^\uFEFF/, ""), { from_line: 3, columns: true }) as Record<string, string>[];
  // Header cells like "Iron\n(mg)" become "Iron (mg)".
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/\s+/g, " ").trim(), value])));
}

/** An FNDDS value: empty means "not measured" and becomes null, never 0. */
function value(raw: string | undefined): number | null {
  const s = (raw ?? "").trim();
  if (s === "") return null;
  const n = Number(s);
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${JSON.stringify(raw)}`);
  return n;
}

function foodCode(raw: string | undefined): number {
  const s = (raw ?? "").trim();
  if (!/^\d{8}$/.test(s)) throw new Error(`Bad FNDDS food code: ${JSON.stringify(raw)}`);
  return Number(s);
}

// ---------------------------------------------------------------------------
// Category rule: WWEIA category number -> our category (ADR 0003 has the same table).

const WWEIA_RANGES: ReadonlyArray<readonly [number, number, FoodCategory]> = [
  [1002, 1208, "dairy"], // milk, flavored milk
  [1402, 1404, "beverages"], // milk shakes and dairy drinks, milk substitutes
  [1602, 1822, "dairy"], // cheese, cottage/ricotta, yogurt
  [2002, 2802, "protein"], // meat, poultry, fish, eggs, cured meats, beans and legumes
  [2804, 2804, "nuts"], // nuts and seeds
  [2806, 2806, "protein"], // processed soy products
  [3002, 3802, "prepared"], // mixed dishes, sandwiches, soups
  [4002, 4804, "grains"], // rice, pasta, breads, pancakes, cereals
  [5002, 5008, "snacks"], // chips, popcorn, pretzels
  [5202, 5204, "grains"], // crackers (SR: baked products)
  [5402, 5806, "snacks"], // bars, cakes, cookies, candy, ice cream, pudding
  [6002, 6024, "fruits"],
  [6402, 6806, "vegetables"], // vegetables, potatoes
  [7002, 7804, "beverages"], // juices, soft drinks, coffee, tea, alcohol, water
  [8002, 8004, "healthy_fats"], // butter, margarine
  [8006, 8008, "dairy"], // cream cheese, sour cream, cream
  [8010, 8012, "healthy_fats"], // mayonnaise, dressings and oils
  [8402, 8406, "prepared"], // condiments
  [8408, 8408, "vegetables"], // olives, pickles
  [8410, 8412, "prepared"], // pasta sauces, dips, gravies
  [8802, 8806, "snacks"], // sugars, syrups, jams
  [9002, 9602, "prepared"], // baby food, formula, human milk
  [9802, 9802, "beverages"], // protein and nutritional powders (made into shakes)
];

/** The category of an FNDDS food: by its WWEIA category; "not included in a category" (9999) by name. */
export function fnddsCategory(wweia: number, name: string): FoodCategory {
  for (const [from, to, category] of WWEIA_RANGES) if (wweia >= from && wweia <= to) return category;
  return categoryFromName(name);
}

// ---------------------------------------------------------------------------
// Portions.

/** FNDDS's default amount, not a portion a person chooses. */
const UNSPECIFIED = /^quantity not specified$/i;

type PortionRow = { code: number; subcode: string; seq: number; label: string; grams: number | null };

/**
 * Household portions in Seq order (a brand's own portions, from a subcode, after the food's and
 * labelled with the brand): weight 0 and "Quantity not specified" left out, the first of
 * identical labels kept.
 */
export function fnddsPortions(rows: readonly PortionRow[]): Portion[] {
  const sorted = [...rows].sort((a, b) => Number(a.subcode !== "") - Number(b.subcode !== "") || a.seq - b.seq);
  const seen = new Set<string>();
  const portions: Portion[] = [];
  for (const row of sorted) {
    const label = cleanLabel(row.label);
    if (label === "" || UNSPECIFIED.test(label) || row.grams === null || !(row.grams > 0)) continue;
    const full = row.subcode ? `${label} (${cleanLabel(row.subcode)})` : label;
    if (seen.has(full)) continue;
    seen.add(full);
    portions.push({ label: full, grams: row.grams });
  }
  return portions;
}

/** "brand A; synonym B;  " -> "brand A; synonym B"; empty -> null. */
export function searchWordsOf(additional: string | undefined): string | null {
  const words = (additional ?? "")
    .split(";")
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return words.length > 0 ? words.join("; ") : null;
}

// ---------------------------------------------------------------------------
// Whole catalogue.

export function buildFnddsFoods(src: FnddsSources): FnddsFood[] {
  const nutrients = new Map<number, Record<string, string>>();
  for (const row of parseFnddsCsv(src.nutrients)) nutrients.set(foodCode(row["Food code"]), row);
  const portions = new Map<number, PortionRow[]>();
  for (const row of parseFnddsCsv(src.portions)) {
    const code = foodCode(row["Food code"]);
    const portion: PortionRow = {
      code,
      subcode: row["Subcode"]?.trim() ? (row["Subcode description"] ?? "") : "",
      seq: Number(row["Seq num"]),
      label: row["Portion description"] ?? "",
      grams: value(row["Portion weight (g)"]),
    };
    const list = portions.get(code);
    if (list) list.push(portion);
    else portions.set(code, [portion]);
  }

  const foods: FnddsFood[] = [];
  const ids = new Set<number>();
  for (const row of parseFnddsCsv(src.foods)) {
    const id = foodCode(row["Food code"]);
    if (ids.has(id)) throw new Error(`Duplicate FNDDS food code ${id}`);
    ids.add(id);
    const name = cleanLabel(row["Main food description"] ?? "");
    const n = nutrients.get(id);
    if (!n) throw new Error(`FNDDS food ${id} has no nutrient values`);
    foods.push({
      id,
      name,
      category: fnddsCategory(Number(row["WWEIA Category number"]), name),
      foodGroup: cleanLabel(row["WWEIA Category description"] ?? "") || null,
      caloriesPer100g: value(n["Energy (kcal)"]),
      proteinPer100g: value(n["Protein (g)"]),
      carbsPer100g: value(n["Carbohydrate (g)"]),
      fatPer100g: value(n["Total Fat (g)"]),
      fiberPer100g: value(n["Fiber, total dietary (g)"]),
      sugarPer100g: value(n["Sugars, total (g)"]),
      sodiumMgPer100g: value(n["Sodium (mg)"]),
      more: moreOf(
        {
          saturatedFatPer100g: "Fatty acids, total saturated (g)",
          cholesterolMgPer100g: "Cholesterol (mg)",
          potassiumMgPer100g: "Potassium (mg)",
          calciumMgPer100g: "Calcium (mg)",
          ironMgPer100g: "Iron (mg)",
          magnesiumMgPer100g: "Magnesium (mg)",
          vitaminARaeUgPer100g: "Vitamin A, RAE (mcg_RAE)",
          vitaminCMgPer100g: "Vitamin C (mg)",
          vitaminDUgPer100g: "Vitamin D (D2 + D3) (mcg)",
          vitaminB12UgPer100g: "Vitamin B-12 (mcg)",
          folateDfeUgPer100g: "Folate, DFE (mcg_DFE)",
          caffeineMgPer100g: "Caffeine (mg)",
          alcoholPer100g: "Alcohol (g)",
        },
        (column) => {
          if (!(column in n)) throw new Error(`FNDDS nutrient values have no column ${JSON.stringify(column)}`);
          return value(n[column]);
        },
      ),
      searchWords: searchWordsOf(row["Additional food description"]),
      portions: fnddsPortions(portions.get(id) ?? []),
    });
  }
  return foods.sort((x, y) => x.id - y.id);
}
