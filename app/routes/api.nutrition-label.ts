import { describeRoute } from "~/http/openapi/describe";
import { apiAction, notServed } from "~/http/write-policy.server";
import { LabelResultSchema, ReadLabelInput } from "~/modules/label/inputs";
import { readLabelRequest } from "~/modules/label/read.server";

/**
 * POST /api/nutrition-label `{ image: dataURL }` → the scanned label result (spec commercial §3):
 * the same OCR and parser as /ar-nutrition-scanner. 422 "Scan Failed" when no label is found,
 * 413/415 for a photo over 5 MB or not an image, 503 when too many labels are being read.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: ReadLabelInput,
    run: (door) => readLabelRequest(door.userId, door.body),
  }),
  {
    POST: {
      summary: "Read a nutrition label",
      description:
        "The label's figures per serving (a US Nutrition Facts panel or an EU per-100 g declaration, read by OCR), " +
        "ingredients, allergens, warnings, recommendations and health score. Nothing is stored: save it with POST /api/nutrition-label/diary.",
      example: {
        image:
          "data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCmAmmP/9k=",
      },
      response: LabelResultSchema,
      responseExample: {
        name: "Oat Crunch Granola",
        serving_size: "2/3 cup (55g)",
        servingGrams: 55,
        calories: 230,
        nutrients: { protein: 3, carbs: 37, fat: 8, fiber: 4, sugar: 12, sodium: 160 },
        ingredients: ["Whole grain oats", "sugar", "almonds"],
        allergens: ["Tree nuts", "Gluten"],
        healthScore: 50,
        warnings: ["High sugar: 12 g per serving"],
        recommendations: ["Good source of fiber: 4 g"],
        layout: "us",
      },
      errors: {
        413: "File Too Large: Please select an image smaller than 5MB.",
        415: "Invalid File Type: Please select an image file.",
        422: "Scan Failed: Could not detect nutrition label. Try adjusting position.",
        503: "Too many labels are being read right now: try again in a few seconds",
      },
    },
  },
);

export const loader = notServed(action);
