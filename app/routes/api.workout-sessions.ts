import { apiAction, notServed } from "~/http/write-policy.server";
import { createWorkout } from "~/modules/workout/start.server";

/**
 * POST /api/workout-sessions `{userId?, startTime?, exercises: [{exerciseId, targetSets?, targetReps?,
 * targetWeight?, restSeconds?, sets?: [{reps, weight, restTime?}]}]}` → 201 the active session.
 * 409 while another workout is active; a retry with the same `Idempotency-Key` replays the 201.
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  idempotent: "POST /api/workout-sessions",
  body: "json",
  status: 201,
  run: ({ userId, body }) => createWorkout(userId, body),
});

export const loader = notServed(action);
