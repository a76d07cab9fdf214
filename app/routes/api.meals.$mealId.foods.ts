import { apiAction, notServed } from "~/http/write-policy.server";
import { addFoodToMeal } from "~/modules/meal/log.server";
import { describeRoute } from "~/http/openapi/describe";
import { AddFoodToMealInput, MealIdSchema } from "~/modules/meal/inputs";

/**
 * POST /api/meals/{mealId}/foods {foodId, quantity}: adds a food to one of the user's meals.
 * Nutrient figures in the body are ignored: the server computes them from the catalogue.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/meals/{mealId}/foods",
    body: "json",
    status: 201,
    run: ({ userId, params, body }) => addFoodToMeal(userId, params.mealId, body),
  }),
  {
    POST: {
      summary: "Add a food to one of your meals",
      description: "Nutrient figures in the body are ignored: the server computes them from the catalogue.",
      params: { mealId: MealIdSchema },
      body: AddFoodToMealInput,
      example: { foodId: 9040, quantity: 118 },
      returns: "The entry with its computed nutrients",
      errors: { 404: "Meal not found" },
    },
  },
);

export const loader = notServed(action);
