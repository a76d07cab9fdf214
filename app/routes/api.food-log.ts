import { apiAction, notServed } from "~/http/write-policy.server";
import { logFood } from "~/modules/meal/log.server";
import { describeRoute } from "~/http/openapi/describe";
import { LogFoodRequest } from "~/modules/meal/inputs";

/** POST /api/food-log {foodId, quantity | servings, mealType?, date?, portionLabel?}: log a food in one call. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/food-log",
    body: "json",
    status: 201,
    run: ({ userId, body }) => logFood(userId, body),
  }),
  {
    POST: {
      summary: "Log a food in one call",
      description:
        '`quantity` in grams of any food you may see, or `servings` of one of your recipes (its "1 serving" portion times that), not both. The entry keeps the nutrients computed now.',
      body: LogFoodRequest,
      example: { foodId: 9040, quantity: 118, mealType: "breakfast", portionLabel: "1 medium" },
      returns: "The logged entry with its computed nutrients",
      errors: { 404: "Food not found" },
    },
  },
);

export const loader = notServed(action);
