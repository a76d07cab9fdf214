import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { idempotentJson } from "~/http/idempotency.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { logFood } from "~/modules/meal/log.server";

/** POST /api/food-log {foodId, quantity, mealType?, date?, portionLabel?}: log a food in one call. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return idempotentJson(request, userId, "POST /api/food-log", () => jsonFrom(() => logFood(userId, body), 201));
}

export const loader = onlyMethods("POST");
