import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom, readFailingWith } from "~/http/json.server";
import { getWeeklyStats, STATS_READ_FAILED, WeeklyStatsAnswer } from "~/modules/tracking/daily.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { z } from "zod";
import { LocalDateSchema } from "~/modules/meal/inputs";

/** GET /api/stats/{userId}?startDate=YYYY-MM-DD: weeklyStats, one item per day up to today. */
export const loader = apiLoader("self", ({ userId, url }) =>
  readFailingWith(STATS_READ_FAILED, async () => jsonFrom(() => getWeeklyStats(userId, url.searchParams.get("startDate") ?? undefined))),
);

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "self",
    summary: "Daily totals from a start date to today",
    query: z.object({ startDate: LocalDateSchema }),
    response: WeeklyStatsAnswer,
    responseExample: { weeklyStats: [{ date: "2026-11-24", totalCalories: 1850, totalProtein: 92.5, totalCarbs: 210, totalFat: 61.2 }] },
    errors: { 400: "startDate cannot be after today", 503: STATS_READ_FAILED },
  },
});
