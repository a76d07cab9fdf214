import { apiAction, notServed } from "~/http/write-policy.server";
import { createMeal, MealCreatedAnswer } from "~/modules/meal/log.server";
import { saveScannedMeal } from "~/modules/scan/scan.server";
import { describeRoute } from "~/http/openapi/describe";
import { z } from "zod";
import { CreateMealInput } from "~/modules/meal/inputs";
import { SaveScanInput } from "~/modules/scan/inputs.server";

/**
 * POST /api/meals (spec core §7), answers 201 with the meal's id. With a `scanId` it is the scan
 * save: the meal, its foods and totals come from that analysis (corrected by `items`), the
 * request's own totals are ignored. Without one, a meal with the totals given (quick log).
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/meals",
    body: "json",
    status: 201,
    run: ({ userId, body }) =>
      typeof body === "object" && body !== null && "scanId" in body ? saveScannedMeal(userId, body) : createMeal(userId, body),
  }),
  {
    POST: {
      summary: "Log a meal (quick log), or save a scanned one",
      description:
        "With a `scanId` it is the scan save: the meal, its foods and totals come from that analysis (corrected by `items`); without one, a meal with the totals given.",
      body: z.union([CreateMealInput, SaveScanInput]),
      example: {
        name: "Banana",
        mealType: "snack",
        totalCalories: 105,
        totalProtein: 1.3,
        totalCarbs: 27,
        totalFat: 0.4,
        aiAnalysis: "Quick log: Banana (118g)",
      },
      response: MealCreatedAnswer,
      responseExample: { id: 7 },
      errors: { 400: "Missing meal information", 409: "This scan was already saved" },
    },
  },
);

export const loader = notServed(action);
