import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiSelf } from "~/http/guards.server";
import { jsonFrom } from "~/http/json.server";
import { requireActiveWorkout } from "~/modules/workout/active.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";

/** GET /api/workout-session/{userId}: the user's active session with its exercises and sets; 404 when none. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiSelf(request, params.userId);
  return jsonFrom(() => requireActiveWorkout(userId));
}

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "self",
    summary: "Your active workout",
    returns: "The session with its exercises, sets and rest (`restEndsAt`)",
    errors: { 404: "No active workout" },
  },
});
