// Parsing and mapping of the USDA National Nutrient Database for Standard Reference
// (SR28 ABBREV.txt + SR26 FOOD_DES / FD_GROUP / WEIGHT) into Fitplate catalogue foods.
// Pure functions only: the entry point (scripts/build-catalogue.ts) does all file I/O.
// See docs/decisions/0003-catalogue-from-usda-and-free-exercise-db.md.

import { FOOD_CATEGORIES, type FoodCategory } from "../../app/modules/food/categories";
import type { NutrientColumn } from "../../app/modules/food/nutrients";

export { FOOD_CATEGORIES, type FoodCategory };

export interface Portion {
  label: string;
  grams: number;
}

export interface CatalogueFood {
  id: number;
  name: string;
  category: FoodCategory;
  foodGroup: string | null;
  caloriesPer100g: number | null;
  proteinPer100g: number | null;
  carbsPer100g: number | null;
  fatPer100g: number | null;
  fiberPer100g: number | null;
  sugarPer100g: number | null;
  sodiumMgPer100g: number | null;
  /** The nutrients of MORE_NUTRIENTS per 100 g, in its order (null: not measured). */
  more: (number | null)[];
  portions: Portion[];
}

/**
 * The nutrients beyond the macros, fiber, sugars and sodium (ADR 0047), as a seed food carries them:
 * one array in this order rather than thirteen named keys a line, which would nearly double the
 * committed seed files.
 */
export const MORE_NUTRIENTS = [
  "saturatedFatPer100g",
  "cholesterolMgPer100g",
  "potassiumMgPer100g",
  "calciumMgPer100g",
  "ironMgPer100g",
  "magnesiumMgPer100g",
  "vitaminARaeUgPer100g",
  "vitaminCMgPer100g",
  "vitaminDUgPer100g",
  "vitaminB12UgPer100g",
  "folateDfeUgPer100g",
  "caffeineMgPer100g",
  "alcoholPer100g",
] as const satisfies readonly NutrientColumn[];
export type MoreNutrient = (typeof MORE_NUTRIENTS)[number];

/** A seed food's `more` array as named columns. */
export function moreNutrientColumns(more: readonly (number | null)[]): Record<MoreNutrient, number | null> {
  return Object.fromEntries(MORE_NUTRIENTS.map((column, i) => [column, more[i] ?? null])) as Record<MoreNutrient, number | null>;
}

// ---------------------------------------------------------------------------
// Low-level format: Latin-1, caret-delimited, text fields wrapped in "~", CRLF.

/** Decodes ISO-8859-1 bytes: every byte is the code point of the same value. */
export function decodeLatin1(bytes: Uint8Array): string {
  let out = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    out += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return out;
}

/**
 * Parses a whole SR text file into records of raw field strings (quotes removed).
 * "~" opens a text field and the next "~" closes it (SR has no escape for "~"),
 * so "^" and line breaks inside "~...~" are kept as text. Blank lines are skipped.
 */
export function parseSrFile(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = "";
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    field = "";
    const blank = fields.length === 1 && fields[0] === "";
    if (!blank) records.push(fields);
    fields = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === "~") {
      const close = text.indexOf("~", i + 1);
      if (close < 0) throw new Error(`Unterminated ~text~ field at offset ${i}`);
      field += text.slice(i + 1, close);
      i = close + 1;
    } else if (ch === "^") {
      fields.push(field);
      field = "";
      i++;
    } else if (ch === "\r" && text[i + 1] === "\n") {
      endRecord();
      i += 2;
    } else if (ch === "\n") {
      endRecord();
      i++;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}

/** Numeric SR field: empty means "not measured" and becomes null, never 0. */
export function parseNumeric(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const s = raw.trim();
  if (s === "") return null;
  const n = Number(s);
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${JSON.stringify(raw)}`);
  return n;
}

/** NDB_No "01001" -> 1001. */
export function parseNdbNo(raw: string): number {
  const s = raw.trim();
  if (!/^\d{4,5}$/.test(s)) throw new Error(`Bad NDB_No: ${JSON.stringify(raw)}`);
  return Number(s);
}

// ---------------------------------------------------------------------------
// Typed rows.

// ABBREV.txt column positions (0-based), per the SR28 documentation.
const ABBREV = {
  ndbNo: 0,
  shrtDesc: 1,
  energKcal: 3,
  protein: 4,
  lipid: 5,
  carbohydrate: 7,
  fiber: 8,
  sugar: 9,
  sodium: 15,
  calcium: 10,
  iron: 11,
  magnesium: 12,
  potassium: 14,
  vitaminC: 20,
  folateDfe: 29,
  vitaminB12: 31,
  vitaminARae: 33,
  vitaminDUg: 41,
  saturatedFat: 44,
  cholesterol: 47,
  gmWt1: 48,
  gmWtDesc1: 49,
  gmWt2: 50,
  gmWtDesc2: 51,
  columns: 53,
} as const;

export interface AbbrevRow {
  id: number;
  shortDesc: string;
  kcal: number | null;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  fiber: number | null;
  sugar: number | null;
  sodiumMg: number | null;
  /** MORE_NUTRIENTS in its order; SR28's ABBREV has no caffeine or alcohol column: those are null. */
  more: (number | null)[];
  gmWt1: number | null;
  gmWtDesc1: string;
  gmWt2: number | null;
  gmWtDesc2: string;
}

/** MORE_NUTRIENTS in order, each read from its source field (null: the source has no such field). */
export function moreOf<Field>(fields: Record<MoreNutrient, Field | null>, read: (field: Field) => number | null): (number | null)[] {
  return MORE_NUTRIENTS.map((column) => {
    const field = fields[column];
    return field === null ? null : read(field);
  });
}

export function toAbbrevRow(fields: string[]): AbbrevRow {
  if (fields.length !== ABBREV.columns) {
    throw new Error(`ABBREV row has ${fields.length} fields, expected ${ABBREV.columns}: ${fields[0]}`);
  }
  const f = (i: number) => fields[i] ?? "";
  return {
    id: parseNdbNo(f(ABBREV.ndbNo)),
    shortDesc: f(ABBREV.shrtDesc).trim(),
    kcal: parseNumeric(f(ABBREV.energKcal)),
    protein: parseNumeric(f(ABBREV.protein)),
    fat: parseNumeric(f(ABBREV.lipid)),
    carbs: parseNumeric(f(ABBREV.carbohydrate)),
    fiber: parseNumeric(f(ABBREV.fiber)),
    sugar: parseNumeric(f(ABBREV.sugar)),
    sodiumMg: parseNumeric(f(ABBREV.sodium)),
    more: moreOf(
      {
        saturatedFatPer100g: ABBREV.saturatedFat,
        cholesterolMgPer100g: ABBREV.cholesterol,
        potassiumMgPer100g: ABBREV.potassium,
        calciumMgPer100g: ABBREV.calcium,
        ironMgPer100g: ABBREV.iron,
        magnesiumMgPer100g: ABBREV.magnesium,
        vitaminARaeUgPer100g: ABBREV.vitaminARae,
        vitaminCMgPer100g: ABBREV.vitaminC,
        vitaminDUgPer100g: ABBREV.vitaminDUg,
        vitaminB12UgPer100g: ABBREV.vitaminB12,
        folateDfeUgPer100g: ABBREV.folateDfe,
        caffeineMgPer100g: null,
        alcoholPer100g: null,
      },
      (i) => parseNumeric(f(i)),
    ),
    gmWt1: parseNumeric(f(ABBREV.gmWt1)),
    gmWtDesc1: f(ABBREV.gmWtDesc1),
    gmWt2: parseNumeric(f(ABBREV.gmWt2)),
    gmWtDesc2: f(ABBREV.gmWtDesc2),
  };
}

export interface FoodDesRow {
  id: number;
  groupCode: string;
  longDesc: string;
}

/** FOOD_DES: NDB_No, FdGrp_Cd, Long_Desc, Shrt_Desc, ... */
export function toFoodDesRow(fields: string[]): FoodDesRow {
  return {
    id: parseNdbNo(fields[0] ?? ""),
    groupCode: (fields[1] ?? "").trim(),
    longDesc: (fields[2] ?? "").trim(),
  };
}

/** FD_GROUP: FdGrp_Cd, FdGrp_Desc -> Map code -> description. */
export function toFoodGroupMap(records: string[][]): Map<string, string> {
  const map = new Map<string, string>();
  for (const r of records) map.set((r[0] ?? "").trim(), (r[1] ?? "").trim());
  return map;
}

export interface WeightRow {
  id: number;
  seq: number;
  amount: number | null;
  measure: string;
  grams: number | null;
}

/** WEIGHT: NDB_No, Seq, Amount, Msre_Desc, Gm_Wgt, Num_Data_Pts, Std_Dev. */
export function toWeightRow(fields: string[]): WeightRow {
  return {
    id: parseNdbNo(fields[0] ?? ""),
    seq: parseNumeric(fields[1]) ?? 0,
    amount: parseNumeric(fields[2]),
    measure: fields[3] ?? "",
    grams: parseNumeric(fields[4]),
  };
}

// ---------------------------------------------------------------------------
// Names.

/**
 * Readable name from an ABBREV short description, used only when FOOD_DES lacks the food:
 * a space after each comma, whitespace collapsed, and all-caps words title-cased
 * ("KASHI THREE CHS PENNE,FRZ,UNPREP" -> "Kashi Three Chs Penne, Frz, Unprep").
 * Abbreviations are not expanded. Names that already contain lower case keep their case.
 */
export function readableShortName(shortDesc: string): string {
  const spaced = shortDesc.replace(/,\s*/g, ", ").replace(/\s+/g, " ").trim();
  if (/[a-z]/.test(spaced)) return spaced;
  return spaced.toLowerCase().replace(/(^|[\s(\-/&])([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

// ---------------------------------------------------------------------------
// Category rule. (Documented in ADR 0003; keep this table and the ADR in step.)

/** USDA food group (FD_GROUP code) -> our category. */
export const GROUP_CATEGORY: Readonly<Record<string, FoodCategory | "by_name">> = {
  "0100": "dairy", // Dairy and Egg Products (eggs -> protein, override below)
  "0200": "prepared", // Spices and Herbs: seasonings and condiments
  "0300": "prepared", // Baby Foods
  "0400": "healthy_fats", // Fats and Oils
  "0500": "protein", // Poultry Products
  "0600": "prepared", // Soups, Sauces, and Gravies
  "0700": "protein", // Sausages and Luncheon Meats
  "0800": "grains", // Breakfast Cereals
  "0900": "fruits", // Fruits and Fruit Juices
  "1000": "protein", // Pork Products
  "1100": "vegetables", // Vegetables and Vegetable Products
  "1200": "nuts", // Nut and Seed Products
  "1300": "protein", // Beef Products
  "1400": "beverages", // Beverages
  "1500": "protein", // Finfish and Shellfish Products
  "1600": "protein", // Legumes and Legume Products (peanuts -> nuts, override below)
  "1700": "protein", // Lamb, Veal, and Game Products
  "1800": "grains", // Baked Products (sweet baked goods -> snacks, override below)
  "1900": "snacks", // Sweets
  "2000": "grains", // Cereal Grains and Pasta
  "2100": "prepared", // Fast Foods
  "2200": "prepared", // Meals, Entrees, and Side Dishes
  "2500": "snacks", // Snacks
  "3500": "by_name", // American Indian/Alaska Native Foods: keyword rule below
  "3600": "prepared", // Restaurant Foods
};

/** Name overrides inside a group: [group code, name pattern, category]. */
export const GROUP_NAME_OVERRIDES: ReadonlyArray<readonly [string, RegExp, FoodCategory]> = [
  ["0100", /^eggs?\b/i, "protein"], // "Egg, whole, raw, fresh" (not "Eggnog")
  ["1600", /^peanut/i, "nuts"], // "Peanuts, all types, raw", "Peanut butter, ..."
  [
    "1800",
    /\b(cakes?|coffeecake|cheesecake|cookies?|pies?(?! crust)|pastry|pastries|doughnuts?|danish|brownies?|sweet rolls?|cinnamon buns?|cream puffs?|strudel|wafers?)\b/i,
    "snacks",
  ],
];

/**
 * Keyword rule for foods without a usable group (missing from FOOD_DES, or group 3500).
 * Tried first on the name's head (text before the first comma, e.g. "Oil" in "Oil, walrus"),
 * then on the whole name; within each pass the table is read in order and the first match
 * wins. Nothing matches -> "prepared". Works on long names and on ABBREV abbreviations.
 */
export const NAME_KEYWORDS: ReadonlyArray<readonly [FoodCategory, RegExp]> = [
  ["snacks", /\b(snacks?|candies|candy|cookies?|crackers|crisps|chips|wafers|bars?|jams|jellies|ice (cream|crm)|pudding|popcorn)\b/i],
  [
    "prepared",
    /\b(soups?|stew|sauce|sau|gravy|dip|babyfood|fast (foods?|fd)|restaurant|school lunch|pizza|sandwich|sndwch|sub|burrito|wrap|entree|lasagn[ae]|ravioli|enchilada|quesadilla|taco|tamales|turnover|dumpling|subway|mcdonald's|chick-fil-a|arby's|pizza hut|olive garden|carrabba's|on the border)\b/i,
  ],
  ["beverages", /\b(beverages?|bev|beve|drinks?|drk|tea|coffee|water|cola|wine|cider|lemonade|limeade)\b/i],
  [
    "grains",
    /\b(cereals?|bread|brd|frybread|buns?|rolls?|bagels|muffins?|waffles|pancakes|pasta|penne|rice|flour|flr|tortilla|cornmeal|mush|oatmeal)\b/i,
  ],
  ["dairy", /\b(milk|cheese|chs|yogurt|kefir|cream|butter)\b/i],
  ["nuts", /\b(\w*nuts|seeds?|sd)\b/i],
  ["healthy_fats", /\b(oil|lard|shortening|margarine)\b/i],
  [
    "protein",
    /\b(beef|bf|veal|lamb|mutton|pork|ham|bacon|sausage|chicken|chick|turkey|goose|grouse|duck|owl|fish|salmon|trout|smelt|whale|seal|sea lion|walrus|caribou|moose|elk|deer|buffalo|bear|squirrel|octopus|chiton|cockles|sea cucumber|ascidians|oopah|beans?|bns|peas)\b/i,
  ],
  [
    "vegetables",
    /\b(vegetables?|veg|mushrooms?|peppers|potatoes|cabbage|kimchi|escarole|broccoli|kale|ginger|roots?|corn|squash|agave|cattail|lambsquarters|turnips|nettles|fireweed|sourdock|willow|wocas)\b/i,
  ],
  [
    "fruits",
    /\b(\w*fruit|\w*berr(y|ies)|appl|apple|grape|grpfrt|orange|lemon|pineapple|mango|guava|cranberry|chokecherries|rhubarb|melon|plums|pricklypear|rose hips|juc|juice)\b/i,
  ],
];

function matchKeywords(text: string): FoodCategory | undefined {
  for (const [category, pattern] of NAME_KEYWORDS) {
    if (pattern.test(text)) return category;
  }
  return undefined;
}

export function categoryFromName(name: string): FoodCategory {
  const head = name.split(",")[0] ?? name;
  return matchKeywords(head) ?? matchKeywords(name) ?? "prepared";
}

/**
 * SR numbers its foods by group: the first two digits of the 5-digit NDB_No are the group
 * (21xxx = Fast Foods). Used for SR28 foods that the R26 FOOD_DES file does not list.
 */
export function groupCodeFromNdb(ndbNo: number, groups: ReadonlyMap<string, string>): string | null {
  const code = `${String(ndbNo).padStart(5, "0").slice(0, 2)}00`;
  return groups.has(code) ? code : null;
}

export function categorize(groupCode: string | null, name: string): FoodCategory {
  const byGroup = groupCode === null ? undefined : GROUP_CATEGORY[groupCode];
  if (byGroup === undefined || byGroup === "by_name") return categoryFromName(name);
  for (const [code, pattern, category] of GROUP_NAME_OVERRIDES) {
    if (code === groupCode && pattern.test(name)) return category;
  }
  return byGroup;
}

// ---------------------------------------------------------------------------
// Portions.

/** 0.5 -> "0.5", 1 -> "1", 0.333 -> "0.333": the number as given, no trailing zeros. */
export function formatAmount(amount: number): string {
  return String(amount);
}

export function cleanLabel(label: string): string {
  return label.replace(/\s+/g, " ").trim();
}

/** "1" + "cup, sliced" -> "1 cup, sliced". */
export function weightLabel(row: WeightRow): string {
  const measure = cleanLabel(row.measure);
  if (measure === "") return "";
  return row.amount === null ? measure : `${formatAmount(row.amount)} ${measure}`;
}

/**
 * Household portions: WEIGHT rows ordered by Seq; when the food has none, ABBREV's
 * GmWt_Desc1/GmWt_1 and GmWt_Desc2/GmWt_2 (the description already holds the amount).
 * Drops grams <= 0 or empty labels and keeps the first of identical labels.
 */
export function buildPortions(weights: readonly WeightRow[], abbrev: AbbrevRow): Portion[] {
  const candidates: Array<{ label: string; grams: number | null }> =
    weights.length > 0
      ? [...weights].sort((a, b) => a.seq - b.seq).map((w) => ({ label: weightLabel(w), grams: w.grams }))
      : [
          { label: cleanLabel(abbrev.gmWtDesc1), grams: abbrev.gmWt1 },
          { label: cleanLabel(abbrev.gmWtDesc2), grams: abbrev.gmWt2 },
        ];
  const seen = new Set<string>();
  const portions: Portion[] = [];
  for (const c of candidates) {
    if (c.label === "" || c.grams === null || !(c.grams > 0) || seen.has(c.label)) continue;
    seen.add(c.label);
    portions.push({ label: c.label, grams: c.grams });
  }
  return portions;
}

// ---------------------------------------------------------------------------
// Whole catalogue.

export interface UsdaSources {
  abbrev: string;
  foodDes: string;
  fdGroup: string;
  weight: string;
}

export function buildFoods(src: UsdaSources): CatalogueFood[] {
  const groups = toFoodGroupMap(parseSrFile(src.fdGroup));
  const des = new Map<number, FoodDesRow>();
  for (const r of parseSrFile(src.foodDes)) {
    const row = toFoodDesRow(r);
    des.set(row.id, row);
  }
  const weights = new Map<number, WeightRow[]>();
  for (const r of parseSrFile(src.weight)) {
    const row = toWeightRow(r);
    const list = weights.get(row.id);
    if (list) list.push(row);
    else weights.set(row.id, [row]);
  }

  const foods: CatalogueFood[] = [];
  const ids = new Set<number>();
  for (const r of parseSrFile(src.abbrev)) {
    const a = toAbbrevRow(r);
    if (ids.has(a.id)) throw new Error(`Duplicate NDB_No ${a.id}`);
    ids.add(a.id);
    const d = des.get(a.id);
    const name = d && d.longDesc !== "" ? d.longDesc : readableShortName(a.shortDesc);
    const groupCode = d ? d.groupCode : groupCodeFromNdb(a.id, groups);
    const foodGroup = groupCode === null ? null : (groups.get(groupCode) ?? null);
    foods.push({
      id: a.id,
      name,
      category: categorize(groupCode, name),
      foodGroup,
      caloriesPer100g: a.kcal,
      proteinPer100g: a.protein,
      carbsPer100g: a.carbs,
      fatPer100g: a.fat,
      fiberPer100g: a.fiber,
      sugarPer100g: a.sugar,
      sodiumMgPer100g: a.sodiumMg,
      more: a.more,
      portions: buildPortions(weights.get(a.id) ?? [], a),
    });
  }
  return foods.sort((x, y) => x.id - y.id);
}
