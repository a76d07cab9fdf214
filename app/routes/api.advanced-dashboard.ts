import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { notServed } from "~/http/write-policy.server";
import { getAdvancedDashboard } from "~/modules/dashboard/dashboard.server";
import { DASHBOARD_PERIODS } from "~/modules/dashboard/periods";
import { parsePeriod } from "~/modules/tracking/periods";
import { describeRoute } from "~/http/openapi/describe";
import { z } from "zod";
import { featureRefusal } from "~/modules/user/features.server";

/** GET /api/advanced-dashboard?period=week|month|year: the dashboard's figures as JSON (premium; 403 otherwise). */
export const loader = apiLoader("user", async ({ request, context, userId, url }) => {
  await throttleApiWrite({ request, context }, userId); // a year of rows is real work: throttled like a write
  const period = parsePeriod(DASHBOARD_PERIODS, url.searchParams.get("period"));
  return jsonFrom(() => getAdvancedDashboard(userId, period));
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "user",
    summary: "The advanced dashboard's figures (Premium)",
    query: z.object({ period: z.enum(DASHBOARD_PERIODS).optional() }),
    returns:
      "The period's metric cards with trends, goal bars, activities, workout history, nutrition timeline, data sources and AI feature cards",
    errors: { 403: featureRefusal("advancedAnalytics") },
  },
});
