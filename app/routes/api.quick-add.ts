import { z } from "zod";
import { apiAction, notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { QuickAddInput } from "~/modules/meal/quick-add-input";
import { quickAdd } from "~/modules/meal/quick-add.server";

const QuickAddAnswer = z.object({
  mealId: z.number().int(),
  entryId: z.number().int(),
  name: z.string(),
  mealType: z.string(),
  date: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});

/** POST /api/quick-add {calories, protein?, carbs?, fat?, label?, mealType, date?}: an entry without a food. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/quick-add",
    body: "json",
    status: 201,
    run: ({ userId, body }) => quickAdd(userId, body),
  }),
  {
    POST: {
      summary: "Quick-add calories to a meal",
      description:
        "Calories (1–10000 kcal) and, if known, protein, carbs and fat in grams, into a meal slot of a day (default today), without a food. The entry counts in every total like a logged food; it has no grams (`quantity` 0 in meal lists), so PATCH /api/meal-foods/{id} can move it to another meal type but not change its grams (409).",
      body: QuickAddInput,
      example: { calories: 350, protein: 12, carbs: 40, fat: 15, label: "Office birthday cake", mealType: "snack" },
      response: QuickAddAnswer,
      responseExample: {
        mealId: 120,
        entryId: 340,
        name: "Office birthday cake",
        mealType: "snack",
        date: "2026-11-28",
        calories: 350,
        protein: 12,
        carbs: 40,
        fat: 15,
      },
    },
  },
);

export const loader = notServed(action);
