import { apiAction, notServed } from "~/http/write-policy.server";
import { CustomFoodInput } from "~/modules/food/custom-food";
import { deleteCustomFood, FOOD_NOT_FOUND, FoodIdSchema } from "~/modules/food/custom-foods.server";
import { updateCustomFood } from "~/modules/food/edit-custom-food.server";
import { describeRoute } from "~/http/openapi/describe";

/** PUT /api/foods/{foodId}: one of the user's own foods with new values; DELETE: gone. */
export const action = describeRoute(
  apiAction({
    methods: ["PUT", "DELETE"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ request, userId, params, body }) =>
      request.method === "PUT" ? updateCustomFood(userId, params.foodId, body) : deleteCustomFood(userId, params.foodId),
  }),
  {
    PUT: {
      summary: "Change one of your own foods",
      description:
        "The whole food again, as POST /api/foods takes it (per 100 g, or per serving with `servingSize`), checked the same way. Entries logged before keep the nutrients they were logged with; your recipes that hold it are computed again.",
      params: { foodId: FoodIdSchema },
      body: CustomFoodInput,
      example: {
        name: "Granola bar",
        category: "snacks",
        servingSize: 40,
        caloriesPerServing: 180,
        proteinPerServing: 3.2,
        carbsPerServing: 25.6,
        fatPerServing: 7.2,
      },
      returns: "The food, per 100 g, with its serving as a portion",
      errors: { 404: FOOD_NOT_FOUND, 409: "You already have “Granola bar” with these values" },
    },
    DELETE: {
      summary: "Delete one of your own foods",
      params: { foodId: FoodIdSchema },
      returns: "`{ deleted: true }`",
      errors: { 404: FOOD_NOT_FOUND },
    },
  },
);

export const loader = notServed(action);
