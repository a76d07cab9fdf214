import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { idempotentJson } from "~/http/idempotency.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { addFoodToMeal } from "~/modules/meal/log.server";

/**
 * POST /api/meals/{mealId}/foods {foodId, quantity}: adds a food to one of the user's meals.
 * Nutrient figures in the body are ignored: the server computes them from the catalogue.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return idempotentJson(request, userId, "POST /api/meals/{mealId}/foods", () =>
    jsonFrom(() => addFoodToMeal(userId, params.mealId, body), 201),
  );
}

export const loader = onlyMethods("POST");
