import { describeRoute } from "~/http/openapi/describe";
import { SavedMealIdSchema } from "~/modules/meal/saved-meal-input";
import { apiAction, notServed } from "~/http/write-policy.server";
import { deleteSavedMeal } from "~/modules/meal/saved-meals.server";

/** DELETE /api/saved-meals/{savedMealId}: the saved meal goes; entries logged from it stay. */
export const action = describeRoute(
  apiAction({
    methods: ["DELETE"],
    guard: "user",
    throttle: "write",
    run: ({ userId, params }) => deleteSavedMeal(userId, params.savedMealId),
  }),
  {
    DELETE: {
      params: { savedMealId: SavedMealIdSchema },
      summary: "Delete a saved meal",
      description: "Entries already logged from it stay in the diary.",
      returns: "{id, name}",
      errors: { 404: "Saved meal not found" },
    },
  },
);

export const loader = notServed(action);
