import { apiAction, notServed } from "~/http/write-policy.server";
import { createWorkout } from "~/modules/workout/start.server";
import { describeRoute } from "~/http/openapi/describe";
import { StartSessionInput } from "~/modules/workout/inputs";

/**
 * POST /api/workout-sessions `{userId?, startTime?, exercises: [{exerciseId, targetSets?, targetReps?,
 * targetWeight?, restSeconds?, sets?: [{reps, weight, restTime?}]}]}` → 201 the active session.
 * 409 while another workout is active; a retry with the same `Idempotency-Key` replays the 201.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/workout-sessions",
    body: "json",
    status: 201,
    run: ({ userId, body }) => createWorkout(userId, body),
  }),
  {
    POST: {
      summary: "Start a workout",
      body: StartSessionInput,
      example: {
        exercises: [{ exerciseId: 1, targetSets: 3, targetReps: 10, sets: [{ reps: 10, weight: 60 }] }],
      },
      returns: "The active session",
      errors: { 409: "A workout is already active" },
    },
  },
);

export const loader = notServed(action);
