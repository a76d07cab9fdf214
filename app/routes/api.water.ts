import { apiAction, notServed } from "~/http/write-policy.server";
import { logWater } from "~/modules/health/water.server";

/** POST /api/water {amountMl?: 250, date?}: logs water (kind water_ml, source Manual) → {id, amountMl, date, dayTotalMl}. */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  idempotent: "POST /api/water",
  body: "json",
  status: 201,
  run: ({ userId, body }) => logWater(userId, body),
});

export const loader = notServed(action);
