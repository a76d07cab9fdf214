import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonFrom, onlyMethods } from "~/http/json.server";
import { requireUserId } from "~/modules/auth/require-user.server";
import { listCustomFoods } from "~/modules/food/custom-foods.server";

/** GET /api/foods/mine: the foods the signed-in user created (POST /api/foods creates one). */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  return jsonFrom(() => listCustomFoods(userId));
}

export const action = onlyMethods("GET");
