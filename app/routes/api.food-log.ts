import { apiAction, notServed } from "~/http/write-policy.server";
import { logFood } from "~/modules/meal/log.server";

/** POST /api/food-log {foodId, quantity, mealType?, date?, portionLabel?}: log a food in one call. */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  idempotent: "POST /api/food-log",
  body: "json",
  status: 201,
  run: ({ userId, body }) => logFood(userId, body),
});

export const loader = notServed(action);
