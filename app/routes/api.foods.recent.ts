import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { listQuickFoods } from "~/modules/meal/recent.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";

/** GET /api/foods/recent: the signed-in user's recent and frequent foods, for one-tap relog. */
export const loader = apiLoader("user", ({ userId }) => {
  return jsonFrom(() => listQuickFoods(userId));
});

export const action = describeRoute(notServed("GET"), {
  GET: { guard: "user", summary: "Your recent and frequent foods", returns: "Foods for one-tap relog" },
});
