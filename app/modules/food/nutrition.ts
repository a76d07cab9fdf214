// Nutrition arithmetic shared by server and client (spec core §5, §9). Pure: no I/O.

export const DEFAULT_QUANTITY_G = 100;
const MIN_QUANTITY_G = 1;
export const MAX_QUANTITY_G = 5000;

export type Per100g = {
  caloriesPer100g: number | null;
  proteinPer100g: number | null;
  carbsPer100g: number | null;
  fatPer100g: number | null;
};

export type Nutrients = { calories: number; protein: number; carbs: number; fat: number };

export const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/** Per-100 g value × grams ÷ 100: calories to a whole number, macros to one decimal. */
export function nutritionFor(food: Per100g, grams: number): Nutrients {
  const scale = (per100: number | null) => ((per100 ?? 0) * grams) / 100;
  return {
    calories: Math.round(scale(food.caloriesPer100g)),
    protein: roundTo1(scale(food.proteinPer100g)),
    carbs: roundTo1(scale(food.carbsPer100g)),
    fat: roundTo1(scale(food.fatPer100g)),
  };
}

export const QUANTITY_TOO_LARGE = `Quantity must be at most ${MAX_QUANTITY_G} g`;
/** Spec core §5's rule, said for every quantity that is not one (negative, zero, words, hex). */
export const QUANTITY_RULE = "Quantity must be a number of grams: a whole number, minimum 1";

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The grams a sent quantity means: a number or a decimal string, rounded to whole grams; null when
 * it is not a number or is under 1 g once rounded (refused with QUANTITY_RULE, never saved as 1 g).
 */
export function gramsOf(raw: unknown): number | null {
  let value: number;
  if (typeof raw === "number") value = raw;
  else if (typeof raw === "string" && DECIMAL.test(raw.trim())) value = Number(raw.trim());
  else return null;
  if (!Number.isFinite(value)) return null;
  const grams = Math.round(value);
  return grams >= MIN_QUANTITY_G ? grams : null;
}

/**
 * The grams a quantity field shows nutrition for while it is typed: a whole number, at least 1;
 * invalid or empty → 1 (the live preview only: a log is checked by gramsOf). Nothing is capped here.
 */
export function normalizeQuantity(raw: string | number | null | undefined): number {
  const value = typeof raw === "number" ? raw : Number.parseFloat(String(raw ?? "").trim());
  if (!Number.isFinite(value) || value < MIN_QUANTITY_G) return MIN_QUANTITY_G;
  return Math.round(value);
}

/** Adds entries up; calories stay whole, macros one decimal (no float dust like 12.300000001). */
export function sumNutrients(items: Iterable<Nutrients>): Nutrients {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const item of items) {
    total.calories += item.calories;
    total.protein += item.protein;
    total.carbs += item.carbs;
    total.fat += item.fat;
  }
  return { calories: Math.round(total.calories), protein: roundTo1(total.protein), carbs: roundTo1(total.carbs), fat: roundTo1(total.fat) };
}

export type MacroTargets = { protein: number; carbs: number; fat: number };

/** Grams per day from the calorie goal: protein 30 % ÷ 4, carbs 45 % ÷ 4, fat 25 % ÷ 9. */
export function macroTargets(dailyCalorieGoal: number): MacroTargets {
  return {
    protein: Math.round((dailyCalorieGoal * 0.3) / 4),
    carbs: Math.round((dailyCalorieGoal * 0.45) / 4),
    fat: Math.round((dailyCalorieGoal * 0.25) / 9),
  };
}

/** Percentage of a target reached, capped at 100 (spec core §9). */
export function progressPercent(consumed: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.round((consumed / target) * 100));
}
