import { apiAction } from "~/http/write-policy.server";
import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { deleteCustomFood, FoodIdSchema } from "~/modules/food/custom-foods.server";
import { FOOD_NOT_FOUND, FoodDetailAnswer, getFoodDetail } from "~/modules/food/food-detail.server";
import { describeRoute } from "~/http/openapi/describe";

/** GET /api/foods/{foodId}: a catalogue food or one of your own, with every nutrient per 100 g. */
export const loader = apiLoader("user", ({ params, userId }) => {
  return jsonFrom(() => getFoodDetail(userId, params.foodId));
});

/** DELETE /api/foods/{foodId}: deletes one of the user's own foods. */
export const action = describeRoute(
  apiAction({
    methods: ["DELETE"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    run: ({ userId, params }) => deleteCustomFood(userId, params.foodId),
  }),
  {
    GET: {
      guard: "user",
      summary: "A food with all its nutrients",
      description:
        "A catalogue food or one of your own: the four macros and every other nutrient per 100 g (fiber to alcohol, ADR 0044), and its household portions. " +
        "A nutrient its source did not measure is null, never 0 (SR28 foods have no caffeine or alcohol values).",
      params: { foodId: FoodIdSchema },
      response: FoodDetailAnswer,
      errors: { 404: FOOD_NOT_FOUND },
    },
    DELETE: {
      summary: "Delete one of your own foods",
      params: { foodId: FoodIdSchema },
      returns: "`{ deleted: true }`",
      errors: { 404: "Food not found" },
    },
  },
);
