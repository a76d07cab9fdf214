import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { describeRoute } from "~/http/openapi/describe";
import { notServed } from "~/http/write-policy.server";
import { ExpenditureAnswer, getExpenditure, NO_ESTIMATE } from "~/modules/energy/expenditure.server";

/** GET /api/expenditure: what you burn a day, from your diary and weight log with the formula as a start (issue 41). */
export const loader = apiLoader("user", ({ userId }) => {
  return jsonFrom(() => getExpenditure(userId));
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "user",
    summary: "Your energy expenditure estimate",
    description:
      "kcal a day over the last days up to 8 weeks (windowDays): the average intake of usable logged days less 7,700 kcal per kg of the weight's change, blended with the formula (BMR × activity) by how sure each is. confidence: the share of its certainty from your own data (0–1).",
    response: ExpenditureAnswer,
    responseExample: {
      estimateKcal: 2480,
      windowDays: 28,
      confidence: 0.62,
      uncertaintyKcal: 110,
      usableDays: 23,
      partialDays: 1,
      unloggedDays: 4,
      weighIns: 21,
      averageIntakeKcal: 2010,
      weightChangeKgPerDay: -0.0614,
      dataEstimateKcal: 2483,
      priorKcal: 2450,
      explanation: ["Over the last 28 days you logged 23 usable days averaging 2010 kcal."],
    },
    errors: { 404: NO_ESTIMATE },
  },
});
