import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonFrom, onlyMethods } from "~/http/json.server";
import { requireApiSelf } from "~/http/guards.server";
import { dailyTotals } from "~/modules/tracking/daily.server";

/** GET /api/tracking/{userId}/{YYYY-MM-DD}: totalCalories, totalProtein, totalCarbs, totalFat. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiSelf(request, params.userId);
  return jsonFrom(() => dailyTotals(userId, params.date));
}

export const action = onlyMethods("GET");
