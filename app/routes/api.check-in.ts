import { jsonFrom } from "~/http/json.server";
import { apiLoader } from "~/http/read-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { notServed } from "~/http/write-policy.server";
import { CheckInQuery } from "~/modules/energy/check-in";
import { CheckInView, getCheckIn } from "~/modules/energy/check-in.server";

/** GET /api/check-in?goal=&pace=: this week's check-in, its proposal and the history; reading it changes nothing (issue 41). */
export const loader = apiLoader("user", ({ userId, url }) => {
  const params = url.searchParams;
  return jsonFrom(() => getCheckIn(userId, { goal: params.get("goal") ?? undefined, pace: params.get("pace") ?? undefined }));
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "user",
    summary: "Your weekly check-in",
    description:
      "Whether a check-in is due (a week after the last), the expenditure estimate (null with nothing to go on), the weight trend's last week against the goal's rate (lose or gain at a pace of 0.25, 0.5, 0.75 or 1 kg a week, or 0.5, 1, 1.5 or 2 lb a week given in kg: 0.2268, 0.4536, 0.6804 or 0.9072; or maintain), and the proposed calorie target with its macros: the estimate + the goal's rate × 7,700 kcal a kg ÷ 7, to the nearest 10 kcal. goal and pace ask for another proposal (default: your profile's goal and your last pace, else half a kilogram or, in US units, a pound a week). Nothing changes until you answer with POST /api/check-ins.",
    query: CheckInQuery,
    response: CheckInView,
    responseExample: {
      today: "2026-11-28",
      due: true,
      nextOn: "2026-11-28",
      currentKcal: 2000,
      goal: "lose",
      paceKgPerWeek: 0.5,
      goalKgPerWeek: -0.5,
      trendKgPerWeek: -0.3,
      verdict: "slower",
      estimate: null,
      proposal: { proposedKcal: 1950, changeKcal: -50, macros: { protein: 146, carbs: 219, fat: 54 } },
      history: [],
    },
  },
});
