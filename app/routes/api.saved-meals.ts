import { apiLoader } from "~/http/read-policy.server";
import { z } from "zod";
import { jsonFrom } from "~/http/json.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { SaveMealInput } from "~/modules/meal/saved-meal-input";
import { listSavedMeals, saveMeal } from "~/modules/meal/saved-meals.server";

const Nutrients = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() });
export const SavedMealAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  mealType: z.string(),
  items: z.array(
    Nutrients.extend({ foodId: z.number().int().nullable(), name: z.string(), quantity: z.number(), portionLabel: z.string().nullable() }),
  ),
  totals: Nutrients,
});
const example = {
  id: 7,
  name: "Usual breakfast",
  mealType: "breakfast",
  items: [{ foodId: 9040, name: "Bananas, raw", quantity: 100, portionLabel: null, calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 }],
  totals: { calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 },
};

/** GET /api/saved-meals: your saved meals, by name. */
export const loader = apiLoader("user", async ({ userId }) => {
  return jsonFrom(async () => ({ savedMeals: await listSavedMeals(userId) }));
});

/** POST /api/saved-meals {name, date, mealType}: a slot of a day saved as a named meal. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/saved-meals",
    body: "json",
    status: 201,
    run: ({ userId, body }) => saveMeal(userId, body),
  }),
  {
    GET: {
      guard: "user",
      summary: "Your saved meals",
      response: z.object({ savedMeals: z.array(SavedMealAnswer) }),
      responseExample: { savedMeals: [example] },
    },
    POST: {
      summary: "Save a meal slot of a day as a named meal",
      description:
        "The slot's live entries of that day, with the nutrients they were logged with, become a saved meal that POST /api/saved-meals/{id}/log logs again in one call. 404 when the slot is empty; at most 100 saved meals (409). Idempotent with `Idempotency-Key`.",
      body: SaveMealInput,
      // the examples test logs a banana as today's snack first
      example: { name: "Usual snack", date: new Date().toISOString().slice(0, 10), mealType: "snack" },
      response: SavedMealAnswer,
      responseExample: example,
      errors: { 404: "Nothing logged in breakfast on 2026-11-23 to save", 409: "You have 100 saved meals: delete one to save another" },
    },
  },
);
