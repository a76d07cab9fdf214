import type { Nutrients } from "~/modules/food/nutrition";
import { nutritionTip } from "./health-score";

// The voice summary of a scanned meal (spec core §2, §3): the text the card shows and speaks, and
// that is saved with the meal. Built from the corrected figures, never by the model. Pure. Units
// are written short (g, cal, %): the speech rewriting (app/modules/voice/speech.ts) expands them.

/** "a, b and c" */
export function listOf(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

const fmt = (value: number) => String(Math.round(value));

export function voiceSummaryOf({
  foods,
  totals,
  healthScore,
  dailyCalorieGoal,
}: {
  foods: { name: string; quantity: number; estimated: boolean }[];
  totals: Nutrients;
  healthScore: number;
  dailyCalorieGoal?: number;
}): string {
  if (foods.length === 0) return "No foods in this meal yet. Add what you ate to hear its summary.";
  const named = listOf(foods.map((food) => `${food.name.toLowerCase()} (${fmt(food.quantity)} g)`));
  const estimated = foods.filter((food) => food.estimated).length;
  const sentences = [
    `This meal has about ${fmt(totals.calories)} cal, with ${fmt(totals.protein)} g of protein, ${fmt(totals.carbs)} g of carbs and ${fmt(totals.fat)} g of fat.`,
    `I found ${named}.`,
    estimated === 0
      ? "Every figure comes from the food catalogue."
      : estimated === foods.length
        ? "The figures are estimates: none of these foods is in the catalogue."
        : `${estimated} of ${foods.length} foods are estimates; the rest come from the food catalogue.`,
    `Health score: ${healthScore} out of 100.`,
    nutritionTip(totals, dailyCalorieGoal),
  ];
  return sentences.join(" ");
}
