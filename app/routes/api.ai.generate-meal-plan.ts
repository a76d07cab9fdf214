import { apiAction, notServed } from "~/http/write-policy.server";
import { generateMealPlan } from "~/modules/planner/plans.server";
import { describeRoute } from "~/http/openapi/describe";
import { MealPlanAnswer, planAnswer } from "~/modules/planner/plan-answer";
import { MealPreferencesInput, type MealPreferences } from "~/modules/planner/preferences";

const EXAMPLE_PREFERENCES: MealPreferences = {
  goalType: "maintenance",
  dietType: "vegetarian",
  calorieTarget: 1800,
  proteinTarget: 120,
  allergies: ["peanuts"],
  dislikes: [],
  mealsPerDay: 3,
  cookingTime: "moderate",
};

/** Day 1 of the planner's answer to EXAMPLE_PREFERENCES on the seeded catalogue. */
const EXAMPLE_DAY = {
  day: 1,
  meals: {
    breakfast: {
      name: "Greek yogurt with oats, apple and almonds",
      calories: 450,
      protein: 27.5,
      carbs: 61.5,
      fat: 12.4,
      prepMinutes: 10,
      foods: [
        {
          foodId: 1256,
          name: "Yogurt, Greek, plain, nonfat",
          short: "Greek yogurt",
          grams: 174,
          calories: 103,
          protein: 17.7,
          carbs: 6.3,
          fat: 0.7,
        },
        {
          foodId: 8120,
          name: "Cereals, oats, regular and quick, not fortified, dry",
          short: "oats",
          grams: 44,
          calories: 167,
          protein: 5.8,
          carbs: 29.8,
          fat: 2.9,
        },
        { foodId: 9003, name: "Apples, raw, with skin", short: "apple", grams: 157, calories: 82, protein: 0.4, carbs: 21.7, fat: 0.3 },
        { foodId: 12061, name: "Nuts, almonds", short: "almonds", grams: 17, calories: 98, protein: 3.6, carbs: 3.7, fat: 8.5 },
      ],
    },
    lunch: {
      name: "Tofu with quinoa, broccoli and olive oil",
      calories: 636,
      protein: 37.2,
      carbs: 62.5,
      fat: 29.9,
      prepMinutes: 20,
      foods: [
        {
          foodId: 16126,
          name: "Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)",
          short: "tofu",
          grams: 270,
          calories: 211,
          protein: 24.4,
          carbs: 7.7,
          fat: 11.3,
        },
        { foodId: 20137, name: "Quinoa, cooked", short: "quinoa", grams: 203, calories: 244, protein: 8.9, carbs: 43.2, fat: 3.9 },
        {
          foodId: 11091,
          name: "Broccoli, cooked, boiled, drained, without salt",
          short: "broccoli",
          grams: 162,
          calories: 57,
          protein: 3.9,
          carbs: 11.6,
          fat: 0.7,
        },
        { foodId: 4053, name: "Oil, olive, salad or cooking", short: "olive oil", grams: 14, calories: 124, protein: 0, carbs: 0, fat: 14 },
      ],
    },
    dinner: {
      name: "Tempeh with couscous, spinach, green beans and avocado",
      calories: 758,
      protein: 51.8,
      carbs: 75.3,
      fat: 33.6,
      prepMinutes: 15,
      foods: [
        { foodId: 16114, name: "Tempeh", short: "tempeh", grams: 192, calories: 369, protein: 39, carbs: 14.7, fat: 20.7 },
        { foodId: 20029, name: "Couscous, cooked", short: "couscous", grams: 173, calories: 194, protein: 6.6, carbs: 40.2, fat: 0.3 },
        { foodId: 11457, name: "Spinach, raw", short: "spinach", grams: 69, calories: 16, protein: 2, carbs: 2.5, fat: 0.3 },
        {
          foodId: 11053,
          name: "Beans, snap, green, cooked, boiled, drained, without salt",
          short: "green beans",
          grams: 139,
          calories: 49,
          protein: 2.6,
          carbs: 11,
          fat: 0.4,
        },
        {
          foodId: 9037,
          name: "Avocados, raw, all commercial varieties",
          short: "avocado",
          grams: 81,
          calories: 130,
          protein: 1.6,
          carbs: 6.9,
          fat: 11.9,
        },
      ],
    },
    snacks: [],
  },
  calories: 1844,
  protein: 116.5,
  carbs: 199.3,
  fat: 75.9,
};

/**
 * POST /api/ai/generate-meal-plan {the meal preferences}: plans and saves a 7-day plan → 201
 * `{ plan: { id, createdAt, preferences, days } }`, each day the spec's meal plan day
 * `{ day, meals: { breakfast, lunch, dinner, snacks }, calories, protein, carbs, fat }`; 422
 * "Generation Failed: …" when nothing fits.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/ai/generate-meal-plan",
    slow: true,
    body: "json",
    status: 201,
    run: async ({ userId, body }) => planAnswer(await generateMealPlan(userId, body)),
  }),
  {
    POST: {
      summary: "Plan a week of meals",
      description:
        "A deterministic planner over the catalogue: every day within ±5 % of the calorie target and at least 95 % of the protein target. Each day is the spec's meal plan day: breakfast, lunch and dinner (each with name, calories, protein, and its foods in grams) plus a snacks list. A plan of 2 meals a day has breakfast and dinner (lunch is null); 4, 5 and 6 meals a day add 1, 2 and 3 snacks.",
      body: MealPreferencesInput,
      example: EXAMPLE_PREFERENCES,
      response: MealPlanAnswer,
      responseExample: {
        plan: {
          id: 12,
          createdAt: "2026-11-25T10:00:00.000Z",
          preferences: EXAMPLE_PREFERENCES,
          days: Array.from({ length: 7 }, (_, index) => ({ ...EXAMPLE_DAY, day: index + 1 })),
        },
      },
      errors: { 422: "Generation Failed: no plan fits these preferences" },
    },
  },
);

export const loader = notServed(action);
