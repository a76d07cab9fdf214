import { describeRoute } from "~/http/openapi/describe";
import { LogSavedMealInput, SavedMealIdSchema } from "~/modules/meal/saved-meal-input";
import { apiAction, notServed } from "~/http/write-policy.server";
import { logSavedMeal } from "~/modules/meal/saved-meals.server";

/** POST /api/saved-meals/{savedMealId}/log {date?, mealType?}: the saved meal logged again in one call. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/saved-meals/{savedMealId}/log",
    body: "json",
    status: 201,
    run: ({ userId, params, body }) => logSavedMeal(userId, params.savedMealId, body),
  }),
  {
    POST: {
      params: { savedMealId: SavedMealIdSchema },
      summary: "Log a saved meal",
      description:
        "Its items become new entries of one meal on `date` (default today, up to a day ahead) in `mealType` (default the slot it was saved from), with the nutrients they were saved with; each is undone with DELETE /api/meal-foods/{entryId}. Idempotent with `Idempotency-Key`.",
      body: LogSavedMealInput,
      example: { mealType: "breakfast" },
      returns: "{mealId, name, mealType, date, entries: [{entryId, name, quantity, foodId, calories, protein, carbs, fat}], totals}",
      errors: { 400: "date: Cannot log food more than a day ahead", 404: "Saved meal not found" },
    },
  },
);

export const loader = notServed(action);
