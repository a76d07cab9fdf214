import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { listCustomFoods } from "~/modules/food/custom-foods.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";

/** GET /api/foods/mine: the foods the signed-in user created (POST /api/foods creates one). */
export const loader = apiLoader("user", ({ userId }) => {
  return jsonFrom(() => listCustomFoods(userId));
});

export const action = describeRoute(notServed("GET"), {
  GET: { guard: "user", summary: "The foods you created", returns: "A list of foods (per-100 g values)" },
});
