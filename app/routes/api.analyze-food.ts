import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { aiClient } from "~/modules/ai/ai.server";
import { AnalyzeImageInput, analyzeImageRequest } from "~/modules/scan/scan.server";
import { describeRoute } from "~/http/openapi/describe";

/**
 * POST /api/analyze-food `{ image: dataURL }` (spec core §7) → the foods with grounded figures,
 * totals, analysis, voiceSummary and healthScore, plus scanId and imageUrl to correct and save it.
 * 503 when no model is configured, 413/415 for a photo over 5 MB or not an image, 429 past the
 * free tier's daily analyses (per account and per address), 502 "Analysis Failed" when the model fails; the analysis is
 * abandoned when the caller disconnects.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/analyze-food",
    slow: true,
    body: "json",
    run: (door) => analyzeImageRequest(door.userId, door.body, { ai: aiClient(), signal: door.request.signal, ip: clientIp(door) }),
  }),
  {
    POST: {
      summary: "Analyze a meal photo",
      description: "The foods seen, grounded in the catalogue, with totals; correct and save it with POST /api/meals and its scanId.",
      body: AnalyzeImageInput,
      example: {
        image:
          "data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCmAmmP/9k=",
      },
      returns: "foods, totalCalories, totalProtein, totalCarbs, totalFat, analysis, voiceSummary, healthScore, scanId, imageUrl",
      errors: {
        413: "Image is too large (at most 5 MB)",
        415: "Invalid File Type: Please select an image file.",
        502: "Analysis Failed: Failed to analyze the image. Please try again.",
        503: "AI analysis is not configured on this server (no OPENAI_API_KEY). You can still log your meal with the food search.",
      },
    },
  },
);

export const loader = notServed(action);
