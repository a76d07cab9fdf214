import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/http/guards.server";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { finishWorkout } from "~/modules/workout/complete.server";

/**
 * POST /api/workout-sessions/complete `{userId?, endTime?, exercises?}` → 200 `{id, name, startTime,
 * endTime, durationSeconds, totalVolume, completedSets, exercises}`; 409 "No active workout" when
 * there is none (or it was finished already).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  const body = await readJson(request);
  return jsonFrom(() => finishWorkout(userId, body));
}

export const loader = onlyMethods("POST");
