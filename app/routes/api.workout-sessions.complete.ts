import { apiAction, notServed } from "~/http/write-policy.server";
import { finishWorkout } from "~/modules/workout/complete.server";
import { describeRoute } from "~/http/openapi/describe";
import { CompleteSessionInput } from "~/modules/workout/inputs";

/**
 * POST /api/workout-sessions/complete `{userId?, endTime?, exercises?}` → 200 `{id, name, startTime,
 * endTime, durationSeconds, totalVolume, completedSets, exercises}`; 409 "No active workout" when
 * there is none (or it was finished already).
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => finishWorkout(userId, body),
  }),
  {
    POST: {
      summary: "Finish the active workout",
      description: "Sets sent in `exercises` that are not on the server yet are logged first.",
      body: CompleteSessionInput,
      example: { exercises: [{ exerciseId: 1, sets: [{ reps: 8, weight: 60 }] }] },
      returns: "`{ id, name, startTime, endTime, durationSeconds, totalVolume, completedSets, exercises }`",
      errors: { 409: "No active workout" },
    },
  },
);

export const loader = notServed(action);
