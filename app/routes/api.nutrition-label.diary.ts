import { describeRoute } from "~/http/openapi/describe";
import { apiAction, notServed } from "~/http/write-policy.server";
import { SaveLabelInput } from "~/modules/label/inputs";
import { saveLabelToDiary } from "~/modules/label/save.server";

/**
 * POST /api/nutrition-label/diary: Save to Food Diary. The label's figures per serving (checked
 * and corrected) become one of your foods (per 100 g) and one serving is logged today → 201
 * `{ food, entry }`. Idempotent with `Idempotency-Key`.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/nutrition-label/diary",
    body: SaveLabelInput,
    status: 201,
    run: (door) => saveLabelToDiary(door.userId, door.body),
  }),
  {
    POST: {
      summary: "Save a scanned label to the food diary",
      description:
        "Makes one of your foods from the label (figures per serving → per 100 g; the same figures again reuse that food) " +
        "and logs one serving of servingGrams today. `read` (optional) is what the scan read, for the scanner's accuracy.",
      example: {
        name: "Oat Crunch Granola",
        servingSize: "2/3 cup (55g)",
        servingGrams: 55,
        calories: 230,
        protein: 3,
        carbs: 37,
        fat: 8,
        fiber: 4,
        sugar: 12,
        sodium: 160,
        mealType: "breakfast",
        read: { servingGrams: 55, calories: 230, protein: 3, carbs: 37, fat: 8, fiber: 4, sugar: 12, sodium: 160 },
      },
      returns:
        "food (the food made or reused, per-100 g values) and entry (mealId, entryId, foodName, quantity, mealType, date, calories, protein, carbs, fat)",
      errors: { 409: "You can keep at most 500 foods of your own" },
    },
  },
);

export const loader = notServed(action);
