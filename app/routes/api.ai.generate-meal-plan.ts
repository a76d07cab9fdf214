import { apiAction, notServed } from "~/http/write-policy.server";
import { generateMealPlan } from "~/modules/planner/plans.server";
import { describeRoute } from "~/http/openapi/describe";
import { MealPreferencesInput } from "~/modules/planner/preferences";

/** POST /api/ai/generate-meal-plan {the meal preferences}: plans and saves a 7-day plan → 201 `{ plan }`; 422 "Generation Failed: …" when nothing fits. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/ai/generate-meal-plan",
    body: "json",
    status: 201,
    run: async ({ userId, body }) => ({ plan: await generateMealPlan(userId, body) }),
  }),
  {
    POST: {
      summary: "Plan a week of meals",
      description:
        "A deterministic planner over the catalogue: every day within ±5 % of the calorie target and at least 95 % of the protein target.",
      body: MealPreferencesInput,
      example: {
        goalType: "maintenance",
        dietType: "vegetarian",
        calorieTarget: 1800,
        proteinTarget: 120,
        allergies: ["peanuts"],
        dislikes: [],
        mealsPerDay: 3,
        cookingTime: "moderate",
      },
      returns: "{ plan: { id, createdAt, preferences, days } }",
      errors: { 422: "Generation Failed: no plan fits these preferences" },
    },
  },
);

export const loader = notServed(action);
