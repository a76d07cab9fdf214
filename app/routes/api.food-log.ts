import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { logFood } from "~/modules/meal/log.server";

/** POST /api/food-log {foodId, quantity, mealType?, date?, portionLabel?}: log a food in one call. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  const body = await readJson(request);
  return jsonFrom(() => logFood(userId, body), 201);
}

export const loader = onlyMethods("POST");
