import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { DayTotalsAnswer, getDailyTotals } from "~/modules/tracking/daily.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { LocalDateSchema } from "~/modules/meal/inputs";

/** GET /api/tracking/{userId}/{YYYY-MM-DD}: totalCalories, totalProtein, totalCarbs, totalFat. */
export const loader = apiLoader("self", ({ params, userId }) => {
  return jsonFrom(() => getDailyTotals(userId, params.date));
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "self",
    summary: "A day's totals",
    params: { date: LocalDateSchema },
    response: DayTotalsAnswer,
    responseExample: { date: "2026-11-25", totalCalories: 1850, totalProtein: 92.5, totalCarbs: 210, totalFat: 61.2 },
  },
});
