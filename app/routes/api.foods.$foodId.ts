import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { deleteCustomFood } from "~/modules/food/custom-foods.server";

/** DELETE /api/foods/{foodId}: deletes one of the user's own foods. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const userId = await requireApiUser(request);
  return jsonFrom(() => deleteCustomFood(userId, params.foodId));
}

export const loader = onlyMethods("DELETE");
