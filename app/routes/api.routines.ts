import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { TOO_MANY_ROUTINES } from "~/modules/workout/bounds";
import { CreateRoutineInput } from "~/modules/workout/inputs";
import { createRoutine, listRoutines } from "~/modules/workout/routines.server";

/** GET /api/routines: your routines with their exercises, by name. */
export const loader = apiLoader("user", async ({ userId }) => {
  return jsonFrom(async () => ({ routines: await listRoutines(userId) }));
});

/** POST /api/routines {name, exercises?} or {name, fromWorkoutId}: a new routine. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/routines",
    body: "json",
    status: 201,
    run: ({ userId, body }) => createRoutine(userId, body),
  }),
  {
    GET: {
      guard: "user",
      summary: "Your routines",
      returns:
        "`{ routines: [{ id, name, createdAt, updatedAt, exercises: [{ id, exerciseId, name, position, targetSets, targetReps, targetWeight, restSeconds }] }] }`, by name",
    },
    POST: {
      summary: "Save a routine",
      description:
        "A name and its exercises in order (targets in kg; 3 sets and 90 s rest when left out), or `fromWorkoutId`: a finished workout's exercises, each targeting the sets it had and its last set's weight and reps.",
      body: CreateRoutineInput,
      example: { name: "Push A", exercises: [{ exerciseId: 44, targetSets: 3, targetReps: 5, targetWeight: 60, restSeconds: 120 }] },
      returns: "The routine",
      errors: { 404: "Exercise 99999 not found", 409: TOO_MANY_ROUTINES },
    },
  },
);
