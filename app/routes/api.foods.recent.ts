import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonFrom } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { listQuickFoods } from "~/modules/meal/recent.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";

/** GET /api/foods/recent: the signed-in user's recent and frequent foods, for one-tap relog. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireApiUser(request);
  return jsonFrom(() => listQuickFoods(userId));
}

export const action = describeRoute(notServed("GET"), {
  GET: { guard: "user", summary: "Your recent and frequent foods", returns: "Foods for one-tap relog" },
});
