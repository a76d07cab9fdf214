import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { deleteCustomFood } from "~/modules/food/custom-foods.server";

/** DELETE /api/foods/{foodId}: deletes one of the user's own foods. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  return jsonFrom(() => deleteCustomFood(userId, params.foodId));
}

export const loader = onlyMethods("DELETE");
