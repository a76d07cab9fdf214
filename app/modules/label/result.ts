import { healthScore } from "~/modules/scan/health-score";
import { allergensIn } from "./allergens";
import { DAILY_VALUES } from "./figures";
import type { LabelFacts } from "./parse";

// A scanned label's result (spec commercial §3 "Scanned label result"): the figures per serving,
// allergens, warnings, recommendations and the health score. Pure.
//
// Warnings and recommendations follow the FDA's reading of % Daily Value (5 % DV or less is low,
// 20 % DV or more is high; daily values in figures.ts), per serving:
// - warnings: sodium ≥ 20 % DV (460 mg); fat ≥ 20 % DV (15.6 g); sugar ≥ 20 % of the added-sugars
//   DV (10 g; total sugars, as labels print them everywhere); 400 kcal or more per serving (the
//   FDA's "high" for a serving); and the traces a "May contain" statement names;
// - recommendations: protein ≥ 20 % DV (10 g) a good source; fibre ≥ 20 % DV (5.6 g) high, ≥ 10 %
//   DV (2.8 g) a good source; sodium ≤ 5 % DV (115 mg) low; for high sodium or sugar, what to pair
//   it with; fibre under 1 g with 20 g of carbs or more, what to add.
// The health score is the meal scan's formula (modules/scan/health-score.ts) over the serving.

export type LabelNutrients = {
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  /** mg */
  sodium: number | null;
};

export type LabelResult = {
  name: string | null;
  serving_size: string | null;
  /** The serving's grams (ml as g), when printed: what one logged serving weighs. */
  servingGrams: number | null;
  calories: number;
  nutrients: LabelNutrients;
  ingredients: string[];
  allergens: string[];
  healthScore: number;
  warnings: string[];
  recommendations: string[];
  /** The panel read: a US "Nutrition Facts" or an EU per-100 g declaration. */
  layout: "us" | "eu";
};

const HIGH = 0.2;
const LOW = 0.05;
const GOOD = 0.1;
/** kcal per serving the FDA calls high (its calorie guide: 40 low, 100 moderate, 400 or more high). */
export const HIGH_CALORIES = 400;

const percentOf = (value: number, dailyValue: number) => Math.round((value / dailyValue) * 100);
/** A share of a daily value, to the hundredth of a unit (28 × 0.2 is 5.6, not 5.6000000000000005). */
const share = (dailyValue: number, part: number) => Math.round(dailyValue * part * 100) / 100;

export function warningsOf(calories: number, nutrients: LabelNutrients, mayContain: readonly string[] = []): string[] {
  const warnings: string[] = [];
  const { sodium, fat, sugar } = nutrients;
  if (sodium !== null && sodium >= share(DAILY_VALUES.sodium, HIGH))
    warnings.push(`High sodium: ${sodium} mg (${percentOf(sodium, DAILY_VALUES.sodium)}% DV)`);
  if (fat !== null && fat >= share(DAILY_VALUES.fat, HIGH)) warnings.push(`High fat: ${fat} g (${percentOf(fat, DAILY_VALUES.fat)}% DV)`);
  if (sugar !== null && sugar >= share(DAILY_VALUES.sugar, HIGH)) warnings.push(`High sugar: ${sugar} g per serving`);
  if (calories >= HIGH_CALORIES) warnings.push(`High calories: ${calories} kcal per serving`);
  if (mayContain.length > 0) warnings.push(`May contain ${mayContain.join(", ").toLowerCase()}`);
  return warnings;
}

export function recommendationsOf(nutrients: LabelNutrients): string[] {
  const recommendations: string[] = [];
  const { protein, fiber, sodium, sugar, carbs } = nutrients;
  if (protein !== null && protein >= share(DAILY_VALUES.protein, HIGH)) recommendations.push(`Good source of protein: ${protein} g`);
  if (fiber !== null && fiber >= share(DAILY_VALUES.fiber, HIGH)) recommendations.push(`High in fiber: ${fiber} g`);
  else if (fiber !== null && fiber >= share(DAILY_VALUES.fiber, GOOD)) recommendations.push(`Good source of fiber: ${fiber} g`);
  if (sodium !== null && sodium <= share(DAILY_VALUES.sodium, LOW)) recommendations.push("Low in sodium");
  if (sodium !== null && sodium >= share(DAILY_VALUES.sodium, HIGH)) recommendations.push("Keep other meals today low in salt");
  if (sugar !== null && sugar >= share(DAILY_VALUES.sugar, HIGH)) recommendations.push("Pair it with protein or fiber to stay full longer");
  if (fiber !== null && fiber < 1 && carbs !== null && carbs >= 20) recommendations.push("Add fruit, vegetables or whole grains for fiber");
  return recommendations;
}

/** The result of a label's facts (per serving), the health score against the member's daily goal. */
export function labelResult(facts: LabelFacts, dailyCalorieGoal?: number): LabelResult {
  const { figures } = facts;
  const calories = figures.calories ?? 0;
  const nutrients: LabelNutrients = {
    protein: figures.protein,
    carbs: figures.carbs,
    fat: figures.fat,
    fiber: figures.fiber,
    sugar: figures.sugar,
    sodium: figures.sodium,
  };
  return {
    name: facts.name,
    serving_size: facts.servingSize,
    servingGrams: facts.servingGrams,
    calories,
    nutrients,
    ingredients: facts.ingredients,
    allergens: allergensIn([...facts.ingredients, ...facts.contains]),
    healthScore: healthScore(
      { calories, protein: nutrients.protein ?? 0, carbs: nutrients.carbs ?? 0, fat: nutrients.fat ?? 0 },
      dailyCalorieGoal,
    ),
    warnings: warningsOf(calories, nutrients, facts.mayContain),
    recommendations: recommendationsOf(nutrients),
    layout: facts.layout,
  };
}
