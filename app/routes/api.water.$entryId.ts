import { apiAction, notServed } from "~/http/write-policy.server";
import { deleteWater } from "~/modules/health/water.server";
import { describeRoute } from "~/http/openapi/describe";
import { WaterEntryIdSchema } from "~/modules/health/water-input";

/** DELETE /api/water/{entryId}: removes one of your water entries → {id, amountMl, date, dayTotalMl}. */
export const action = describeRoute(
  apiAction({
    methods: ["DELETE"],
    guard: "user",
    throttle: "write",
    run: ({ userId, params }) => deleteWater(userId, params.entryId),
  }),
  {
    DELETE: {
      summary: "Remove one of your water entries",
      params: { entryId: WaterEntryIdSchema },
      returns: "The removed entry and the day's new total: {id, amountMl, date, dayTotalMl}",
      errors: { 404: "Water entry not found" },
    },
  },
);

export const loader = notServed(action);
