import { describeRoute } from "~/http/openapi/describe";
import { apiAction, notServed } from "~/http/write-policy.server";
import { CheckInInput, NOTHING_YET } from "~/modules/energy/check-in";
import { CheckInRecord, recordCheckIn } from "~/modules/energy/check-in.server";

/** POST /api/check-ins {decision, goal?, paceKgPerWeek?, proposedKcal?, targetKcal?}: your answer to this week's check-in → 201 (issue 41). */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/check-ins",
    body: "json",
    status: 201,
    run: ({ userId, body }) => recordCheckIn(userId, body),
  }),
  {
    POST: {
      summary: "Answer your weekly check-in",
      description:
        "accepted: your calorie goal becomes the proposal of GET /api/check-in (for the goal and pace given; your profile's goal and last pace by default), and your profile's goal the one given; adjusted: it becomes targetKcal (800–6000); kept: it stays. Each answer is kept in the history; one a week. proposedKcal, when given, must still be the proposal (409 otherwise), so you never accept a target you did not see.",
      body: CheckInInput,
      example: { decision: "adjusted", goal: "lose", paceKgPerWeek: 0.5, targetKcal: 1900 },
      response: CheckInRecord,
      responseExample: {
        id: 4,
        date: "2026-11-28",
        estimateKcal: 2500,
        confidence: 0.62,
        trendKgPerWeek: -0.3,
        goal: "lose",
        paceKgPerWeek: 0.5,
        proposedKcal: 1950,
        previousKcal: 2000,
        targetKcal: 1900,
        decision: "adjusted",
      },
      errors: { 409: NOTHING_YET },
    },
  },
);

export const loader = notServed(action);
