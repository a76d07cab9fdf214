import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonFrom } from "~/http/json.server";
import { requireApiSelf } from "~/http/guards.server";
import { getWeeklyStats } from "~/modules/tracking/daily.server";
import { notServed } from "~/http/write-policy.server";

/** GET /api/stats/{userId}?startDate=YYYY-MM-DD: weeklyStats, one item per day up to today. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiSelf(request, params.userId);
  const startDate = new URL(request.url).searchParams.get("startDate") ?? undefined;
  return jsonFrom(() => getWeeklyStats(userId, startDate));
}

export const action = notServed("GET");
