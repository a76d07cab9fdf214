import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonFrom } from "~/http/json.server";
import { requireApiSelf } from "~/http/guards.server";
import { getDailyTotals } from "~/modules/tracking/daily.server";
import { notServed } from "~/http/write-policy.server";

/** GET /api/tracking/{userId}/{YYYY-MM-DD}: totalCalories, totalProtein, totalCarbs, totalFat. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiSelf(request, params.userId);
  return jsonFrom(() => getDailyTotals(userId, params.date));
}

export const action = notServed("GET");
