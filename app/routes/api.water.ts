import { apiAction, notServed } from "~/http/write-policy.server";
import { logWater } from "~/modules/health/water.server";
import { describeRoute } from "~/http/openapi/describe";
import { LogWaterInput } from "~/modules/health/water-input";

/** POST /api/water {amountMl?: 250, date?}: logs water (kind water_ml, source Manual) → {id, amountMl, date, dayTotalMl}. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/water",
    body: "json",
    status: 201,
    run: ({ userId, body }) => logWater(userId, body),
  }),
  {
    POST: {
      summary: "Log water (one glass by default)",
      body: LogWaterInput,
      example: { amountMl: 250 },
      returns: "The entry and the day's total: {id, amountMl, date, dayTotalMl}",
    },
  },
);

export const loader = notServed(action);
