import { apiAction, notServed } from "~/http/write-policy.server";
import { logFood } from "~/modules/meal/log.server";
import { describeRoute } from "~/http/openapi/describe";
import { LogFoodInput } from "~/modules/meal/inputs";

/** POST /api/food-log {foodId, quantity, mealType?, date?, portionLabel?}: log a food in one call. */
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
      body: LogFoodInput,
      example: { foodId: 9040, quantity: 118, mealType: "breakfast", portionLabel: "1 medium" },
      returns: "The logged entry with its computed nutrients",
      errors: { 404: "Food not found" },
    },
  },
);

export const loader = notServed(action);
