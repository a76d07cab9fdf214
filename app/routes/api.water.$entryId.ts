import { apiAction, notServed } from "~/http/write-policy.server";
import { deleteWater } from "~/modules/health/water.server";

/** DELETE /api/water/{entryId}: removes one of your water entries → {id, amountMl, date, dayTotalMl}. */
export const action = apiAction({
  methods: ["DELETE"],
  guard: "user",
  throttle: "write",
  run: ({ userId, params }) => deleteWater(userId, params.entryId),
});

export const loader = notServed(action);
