import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { requireActiveWorkout } from "~/modules/workout/active.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";

/** GET /api/workout-session/{userId}: the user's active session with its exercises and sets; 404 when none. */
export const loader = apiLoader("self", ({ userId }) => {
  return jsonFrom(() => requireActiveWorkout(userId));
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "self",
    summary: "Your active workout",
    returns: "The session with its exercises, sets and rest (`restEndsAt`)",
    errors: { 404: "No active workout" },
  },
});
