import { apiAction, notServed } from "~/http/write-policy.server";
import { deleteCustomFood } from "~/modules/food/custom-foods.server";

/** DELETE /api/foods/{foodId}: deletes one of the user's own foods. */
export const action = apiAction({
  methods: ["DELETE"],
  guard: "user",
  throttle: "write",
  run: ({ userId, params }) => deleteCustomFood(userId, params.foodId),
});

export const loader = notServed(action);
