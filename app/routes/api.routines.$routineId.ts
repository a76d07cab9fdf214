import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { ReplaceRoutineInput, RoutineIdSchema } from "~/modules/workout/inputs";
import { deleteRoutine, getRoutine, replaceRoutine, ROUTINE_NOT_FOUND } from "~/modules/workout/routines.server";

/** GET /api/routines/{routineId}: one of your routines. */
export const loader = apiLoader("user", ({ params, userId }) => {
  return jsonFrom(() => getRoutine(userId, params.routineId));
});

/** PUT /api/routines/{routineId} {name, exercises}: replaced whole (edit and reorder); DELETE: gone. */
export const action = describeRoute(
  apiAction({
    methods: ["PUT", "DELETE"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ request, userId, params, body }) =>
      request.method === "PUT" ? replaceRoutine(userId, params.routineId, body) : deleteRoutine(userId, params.routineId),
  }),
  {
    GET: {
      guard: "user",
      summary: "One of your routines",
      params: { routineId: RoutineIdSchema },
      returns: "The routine with its exercises in order",
      errors: { 404: ROUTINE_NOT_FOUND },
    },
    PUT: {
      summary: "Replace a routine (edit, reorder)",
      params: { routineId: RoutineIdSchema },
      body: ReplaceRoutineInput,
      example: {
        name: "Push A",
        exercises: [
          { exerciseId: 44, targetSets: 3, targetReps: 5, targetWeight: 62.5 },
          { exerciseId: 45, targetSets: 2, targetReps: 10, targetWeight: 20, restSeconds: 60 },
        ],
      },
      returns: "The routine",
      errors: { 404: ROUTINE_NOT_FOUND },
    },
    DELETE: {
      summary: "Delete a routine",
      params: { routineId: RoutineIdSchema },
      returns: "`{ deleted: true, name }` (workouts started from it stay in History)",
      errors: { 404: ROUTINE_NOT_FOUND },
    },
  },
);
