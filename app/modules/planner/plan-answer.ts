import { z } from "zod";
import { PLAN_DAYS, type PlanDay, type PlannedMeal } from "./plan";
import { COOKING_TIMES, DIET_TYPES, GOAL_TYPES, type MealPreferences } from "./preferences";

// The plan as `POST /api/ai/generate-meal-plan` answers it: each day in the shape of spec
// commercial §3's meal plan day, `{ day, meals: { breakfast, lunch, dinner, snacks: [...] } }`.
// The stored plan (and the page) keep the day's meals as one list in eating order, which the
// "Log this meal" form numbers. Pure.

const figure = z.number().nonnegative();
const NutrientFigures = { calories: figure, protein: figure, carbs: figure, fat: figure };

const PlannedFoodAnswer = z.object({
  foodId: z.number().int(),
  name: z.string(),
  short: z.string(),
  grams: z.number().int().positive(),
  ...NutrientFigures,
});

const MealAnswer = z.object({
  name: z.string(),
  method: z.string().optional().describe("a one-line method, when an AI model named the dish; never a figure"),
  ...NutrientFigures,
  prepMinutes: z.number().int().nonnegative(),
  foods: z.array(PlannedFoodAnswer),
});

const DayAnswer = z.object({
  day: z.number().int().min(1).max(PLAN_DAYS),
  meals: z.object({
    breakfast: MealAnswer,
    lunch: MealAnswer.nullable().describe("null on a plan of 2 meals a day, which has breakfast and dinner"),
    dinner: MealAnswer,
    snacks: z.array(MealAnswer).describe("in eating order: 4 meals a day have one, 5 have two, 6 have three"),
  }),
  ...NutrientFigures,
});

export const MealPlanAnswer = z.object({
  plan: z.object({
    id: z.number().int(),
    createdAt: z.iso.datetime(),
    preferences: z.object({
      goalType: z.enum(GOAL_TYPES),
      dietType: z.enum(DIET_TYPES),
      calorieTarget: z.number().int(),
      proteinTarget: z.number().int(),
      allergies: z.array(z.string()),
      dislikes: z.array(z.string()),
      mealsPerDay: z.number().int(),
      cookingTime: z.enum(COOKING_TIMES),
    }),
    days: z.array(DayAnswer).length(PLAN_DAYS),
  }),
});
export type MealPlanAnswer = z.infer<typeof MealPlanAnswer>;
type MealOfAnswer = z.infer<typeof MealAnswer>;
type DayOfAnswer = z.infer<typeof DayAnswer>;

type StoredPlan = { id: number; createdAt: string; preferences: MealPreferences; days: readonly PlanDay[] };

const mealOfAnswer = ({ name, method, calories, protein, carbs, fat, prepMinutes, foods }: PlannedMeal): MealOfAnswer => ({
  name,
  ...(method !== undefined && { method }),
  calories,
  protein,
  carbs,
  fat,
  prepMinutes,
  foods,
});

function dayOfAnswer({ day, meals, calories, protein, carbs, fat }: PlanDay): DayOfAnswer {
  const only = (slot: "breakfast" | "lunch" | "dinner") => meals.find((meal) => meal.slot === slot);
  const breakfast = only("breakfast");
  const dinner = only("dinner");
  // every template has a breakfast and a dinner (templates.ts); a stored day without one is corrupt
  if (!breakfast || !dinner) throw new Error(`Meal plan day ${day} has no breakfast or dinner`);
  const lunch = only("lunch");
  return {
    day,
    meals: {
      breakfast: mealOfAnswer(breakfast),
      lunch: lunch ? mealOfAnswer(lunch) : null,
      dinner: mealOfAnswer(dinner),
      snacks: meals.filter((meal) => meal.slot === "snack").map(mealOfAnswer),
    },
    calories,
    protein,
    carbs,
    fat,
  };
}

/** The stored plan in the API's shape: the spec's meal plan day, with each meal's foods and grams and the day's totals kept. */
export function planAnswer({ id, createdAt, preferences, days }: StoredPlan): MealPlanAnswer {
  return { plan: { id, createdAt, preferences, days: days.map(dayOfAnswer) } };
}
