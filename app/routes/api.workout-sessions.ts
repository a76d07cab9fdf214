import { apiAction, notServed } from "~/http/write-policy.server";
import { startSession } from "~/modules/workout/start.server";
import { describeRoute } from "~/http/openapi/describe";
import { z } from "zod";
import { StartFromRoutineInput, StartSessionInput } from "~/modules/workout/inputs";

/**
 * POST /api/workout-sessions `{userId?, startTime?, exercises: [{exerciseId, targetSets?, targetReps?,
 * targetWeight?, restSeconds?, sets?: [{reps, weight, restTime?}]}]}` → 201 the active session.
 * Or `{routineId}`: starts that routine now, its targets moved on by progression. 409 while another
 * workout is active; a retry with the same `Idempotency-Key` replays the 201.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/workout-sessions",
    body: "json",
    status: 201,
    run: ({ userId, body }) => startSession(userId, body),
  }),
  {
    POST: {
      summary: "Start a workout",
      description:
        "With `exercises` (the spec's body), or with `routineId`: one of your routines, each exercise's targets moved on from last time (all target sets met: +2.5 kg upper body, +5 kg lower body) and the reason in `progression`.",
      body: z.union([StartSessionInput, StartFromRoutineInput]),
      example: {
        exercises: [{ exerciseId: 1, targetSets: 3, targetReps: 10, sets: [{ reps: 10, weight: 60 }] }],
      },
      returns: "The active session",
      errors: { 404: "Routine not found", 409: "A workout is already active" },
    },
  },
);

export const loader = notServed(action);
