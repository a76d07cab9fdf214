import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { idempotentJson } from "~/http/idempotency.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { createMeal } from "~/modules/meal/log.server";
import { saveScannedMeal } from "~/modules/scan/scan.server";

/**
 * POST /api/meals (spec core §7), answers 201 with the meal's id. With a `scanId` it is the scan
 * save: the meal, its foods and totals come from that analysis (corrected by `items`), the
 * request's own totals are ignored. Without one, a meal with the totals given (quick log).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  const scanSave = typeof body === "object" && body !== null && "scanId" in body;
  return idempotentJson(request, userId, "POST /api/meals", () =>
    jsonFrom(() => (scanSave ? saveScannedMeal(userId, body) : createMeal(userId, body)), 201),
  );
}

export const loader = onlyMethods("POST");
