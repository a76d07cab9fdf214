import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { aiClient } from "~/modules/ai/ai.server";
import { analyzeImageRequest } from "~/modules/scan/scan.server";

/**
 * POST /api/analyze-food `{ image: dataURL }` (spec core §7) → the foods with grounded figures,
 * totals, analysis, voiceSummary and healthScore, plus scanId and imageUrl to correct and save it.
 * 503 when no model is configured, 413/415 for a photo over 5 MB or not an image, 429 past the
 * free tier's daily analyses (per account and per address), 502 "Analysis Failed" when the model fails; the analysis is
 * abandoned when the caller disconnects.
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  idempotent: "POST /api/analyze-food",
  body: "json",
  run: (door) => analyzeImageRequest(door.userId, door.body, { ai: aiClient(), signal: door.request.signal, ip: clientIp(door) }),
});

export const loader = notServed(action);
