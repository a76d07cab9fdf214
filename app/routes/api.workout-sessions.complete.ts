import { apiAction, notServed } from "~/http/write-policy.server";
import { finishWorkout } from "~/modules/workout/complete.server";

/**
 * POST /api/workout-sessions/complete `{userId?, endTime?, exercises?}` → 200 `{id, name, startTime,
 * endTime, durationSeconds, totalVolume, completedSets, exercises}`; 409 "No active workout" when
 * there is none (or it was finished already).
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ userId, body }) => finishWorkout(userId, body),
});

export const loader = notServed(action);
