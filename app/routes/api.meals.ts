import { apiAction, notServed } from "~/http/write-policy.server";
import { createMeal } from "~/modules/meal/log.server";
import { saveScannedMeal } from "~/modules/scan/scan.server";

/**
 * POST /api/meals (spec core §7), answers 201 with the meal's id. With a `scanId` it is the scan
 * save: the meal, its foods and totals come from that analysis (corrected by `items`), the
 * request's own totals are ignored. Without one, a meal with the totals given (quick log).
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  idempotent: "POST /api/meals",
  body: "json",
  status: 201,
  run: ({ userId, body }) =>
    typeof body === "object" && body !== null && "scanId" in body ? saveScannedMeal(userId, body) : createMeal(userId, body),
});

export const loader = notServed(action);
