import { macroTargets } from "~/modules/food/nutrition";
import { litres, WATER_GOAL_ML } from "~/modules/health/water";

// Today's four goal bars (calories, protein, water, exercise minutes). Pure.

/** Thirty minutes of exercise a day (150 minutes a week, the usual guidance, rounded up). */
export const EXERCISE_GOAL_MINUTES = 30;

export type GoalBar = { id: "calories" | "protein" | "water" | "exercise"; label: string; value: number; target: number; text: string };

export type Today = { calories: number; protein: number; waterMl: number; exerciseMinutes: number };

export function goalBars(today: Today, dailyCalorieGoal: number): GoalBar[] {
  const protein = macroTargets(dailyCalorieGoal).protein;
  return [
    {
      id: "calories",
      label: "Calories",
      value: today.calories,
      target: dailyCalorieGoal,
      text: `${today.calories} / ${dailyCalorieGoal} kcal`,
    },
    { id: "protein", label: "Protein", value: today.protein, target: protein, text: `${today.protein} / ${protein} g` },
    {
      id: "water",
      label: "Water",
      value: today.waterMl,
      target: WATER_GOAL_ML,
      text: `${litres(today.waterMl)} / ${litres(WATER_GOAL_ML)}`,
    },
    {
      id: "exercise",
      label: "Exercise",
      value: today.exerciseMinutes,
      target: EXERCISE_GOAL_MINUTES,
      text: `${today.exerciseMinutes} / ${EXERCISE_GOAL_MINUTES} min`,
    },
  ];
}
