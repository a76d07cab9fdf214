import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { idempotentJson } from "~/http/idempotency.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { aiClient } from "~/modules/ai/ai.server";
import { analyzeImageRequest } from "~/modules/scan/scan.server";

/**
 * POST /api/analyze-food `{ image: dataURL }` (spec core §7) → the foods with grounded figures,
 * totals, analysis, voiceSummary and healthScore, plus scanId and imageUrl to correct and save it.
 * 503 when no model is configured, 413/415 for a photo over 5 MB or not an image, 429 past the
 * free tier's daily analyses, 502 "Analysis Failed" when the model fails; the analysis is
 * abandoned when the caller disconnects.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return idempotentJson(request, userId, "POST /api/analyze-food", () =>
    jsonFrom(() => analyzeImageRequest(userId, body, { ai: aiClient(), signal: request.signal })),
  );
}

export const loader = onlyMethods("POST");
