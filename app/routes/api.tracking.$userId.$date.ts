import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonFrom, onlyMethods } from "~/http/json.server";
import { requireSelf } from "~/modules/auth/require-user.server";
import { dailyTotals } from "~/modules/tracking/daily.server";

/** GET /api/tracking/{userId}/{YYYY-MM-DD}: totalCalories, totalProtein, totalCarbs, totalFat. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireSelf(request, params.userId);
  return jsonFrom(() => dailyTotals(userId, params.date));
}

export const action = onlyMethods("GET");
