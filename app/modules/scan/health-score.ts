import type { Nutrients } from "~/modules/food/nutrition";

// The health score of a meal (0–100): a fixed formula over its nutrients, never the model's opinion,
// so the same plate always scores the same. Pure. Its three parts:
//
// 1. Balance, 60 points. The shares of energy from protein (4 kcal/g), carbs (4 kcal/g) and fat
//    (9 kcal/g) against the app's macro targets (spec core §9: 30 % / 45 % / 25 %). The distance
//    d = (|p − 0.30| + |c − 0.45| + |f − 0.25|) / 2 runs from 0 (on target) to 1; the points fall
//    linearly from 60 at d = 0 to 0 at d ≥ 0.5.
// 2. Protein, 20 points: 0 when protein brings ≤ 5 % of the energy, 20 from 25 % up, linear between.
// 3. Portion, 20 points: the meal's calories against a third of the daily goal (2000 kcal unless
//    told): full points up to 1.2 × that share, 0 from 2.2 ×, linear between.
//
// A meal without energy (nothing, or only water) scores 0.

const TARGET_SHARES = { protein: 0.3, carbs: 0.45, fat: 0.25 } as const;
const BALANCE_POINTS = 60;
const PROTEIN_POINTS = 20;
const PORTION_POINTS = 20;
const BALANCE_ZERO_AT = 0.5;
const PROTEIN_FROM = 0.05;
const PROTEIN_FULL = 0.25;
const PORTION_FULL_UP_TO = 1.2;
const PORTION_ZERO_FROM = 2.2;
const DEFAULT_DAILY_GOAL = 2000;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

type EnergyShares = { protein: number; carbs: number; fat: number };

/** The shares of the macros' energy, or null when the macros carry none. */
export function energyShares({ protein, carbs, fat }: Pick<Nutrients, "protein" | "carbs" | "fat">): EnergyShares | null {
  const energy = protein * 4 + carbs * 4 + fat * 9;
  if (!(energy > 0)) return null;
  return { protein: (protein * 4) / energy, carbs: (carbs * 4) / energy, fat: (fat * 9) / energy };
}

export function healthScore(meal: Nutrients, dailyCalorieGoal = DEFAULT_DAILY_GOAL): number {
  const shares = energyShares(meal);
  if (!shares) return 0;
  const distance =
    (Math.abs(shares.protein - TARGET_SHARES.protein) +
      Math.abs(shares.carbs - TARGET_SHARES.carbs) +
      Math.abs(shares.fat - TARGET_SHARES.fat)) /
    2;
  const balance = BALANCE_POINTS * clamp01(1 - distance / BALANCE_ZERO_AT);
  const protein = PROTEIN_POINTS * clamp01((shares.protein - PROTEIN_FROM) / (PROTEIN_FULL - PROTEIN_FROM));
  const mealShare = Math.max(1, dailyCalorieGoal) / 3;
  const ratio = Math.max(0, meal.calories) / mealShare;
  const portion = PORTION_POINTS * clamp01((PORTION_ZERO_FROM - ratio) / (PORTION_ZERO_FROM - PORTION_FULL_UP_TO));
  return Math.round(balance + protein + portion);
}

/**
 * One sentence about what most moves the meal away from the targets (the scanner's nutrition tip
 * and the end of the voice summary), from the same shares the score uses.
 */
export function nutritionTip(meal: Nutrients, dailyCalorieGoal = DEFAULT_DAILY_GOAL): string {
  const shares = energyShares(meal);
  if (!shares) return "No calories found: add the foods you ate to get a tip.";
  if (meal.calories > (dailyCalorieGoal / 3) * PORTION_FULL_UP_TO)
    return `A large meal: about ${Math.round((meal.calories / dailyCalorieGoal) * 100)}% of your daily goal. A lighter next meal keeps the day on track.`;
  if (shares.fat > 0.35) return "Fairly high in fat: lean protein or vegetables instead of some of the fat would balance it.";
  if (shares.carbs > 0.6) return "Mostly carbs: add some protein, like eggs, beans, fish or chicken, to stay full longer.";
  if (shares.protein < 0.15) return "Low in protein: a portion of beans, yogurt, fish or lean meat would balance it.";
  return "Well balanced: protein, carbs and fat are close to your targets. Keep it up!";
}
