import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods } from "~/http/json.server";
import { requireUserId } from "~/modules/auth/require-user.server";
import { deleteCustomFood } from "~/modules/food/custom-foods.server";

/** DELETE /api/foods/{foodId}: deletes one of the user's own foods. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const userId = await requireUserId(request);
  return jsonFrom(() => deleteCustomFood(userId, params.foodId));
}

export const loader = onlyMethods("DELETE");
