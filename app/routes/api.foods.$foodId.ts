import { apiAction, notServed } from "~/http/write-policy.server";
import { deleteCustomFood, FoodIdSchema } from "~/modules/food/custom-foods.server";
import { describeRoute } from "~/http/openapi/describe";

/** DELETE /api/foods/{foodId}: deletes one of the user's own foods. */
export const action = describeRoute(
  apiAction({
    methods: ["DELETE"],
    guard: "user",
    throttle: "write",
    run: ({ userId, params }) => deleteCustomFood(userId, params.foodId),
  }),
  {
    DELETE: {
      summary: "Delete one of your own foods",
      params: { foodId: FoodIdSchema },
      returns: "`{ deleted: true }`",
      errors: { 404: "Food not found" },
    },
  },
);

export const loader = notServed(action);
