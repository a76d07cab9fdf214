import { apiLoader } from "~/http/read-policy.server";
import { readFailingWith } from "~/http/json.server";
import { EXERCISES_READ_FAILED, listExercises, ExerciseListAnswer } from "~/modules/workout/exercises.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";

/** GET /api/exercises: the whole library, `id, name, category, muscleGroups`. */
export const loader = apiLoader("none", async () => {
  return readFailingWith(EXERCISES_READ_FAILED, async () =>
    Response.json(await listExercises(), { headers: { "Cache-Control": "public, max-age=300" } }),
  );
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "none",
    summary: "The exercise library",
    response: ExerciseListAnswer,
    responseExample: [{ id: 1, name: "Barbell Bench Press", category: "strength", muscleGroups: ["chest", "triceps"] }],
    errors: { 503: EXERCISES_READ_FAILED },
  },
});
