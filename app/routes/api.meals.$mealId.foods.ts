import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { addFoodToMeal } from "~/modules/meal/log.server";

/**
 * POST /api/meals/{mealId}/foods {foodId, quantity}: adds a food to one of the user's meals.
 * Nutrient figures in the body are ignored: the server computes them from the catalogue.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  const body = await readJson(request);
  return jsonFrom(() => addFoodToMeal(userId, params.mealId, body), 201);
}

export const loader = onlyMethods("POST");
