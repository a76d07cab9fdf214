import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/http/guards.server";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { createWorkout } from "~/modules/workout/start.server";

/**
 * POST /api/workout-sessions `{userId?, startTime?, exercises: [{exerciseId, targetSets?, targetReps?,
 * targetWeight?, restSeconds?, sets?: [{reps, weight, restTime?}]}]}` → 201 the active session.
 * 409 while another workout is active.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  const body = await readJson(request);
  return jsonFrom(() => createWorkout(userId, body), 201);
}

export const loader = onlyMethods("POST");
