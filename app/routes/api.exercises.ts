import { listExercises } from "~/modules/workout/exercises.server";
import { notServed } from "~/http/write-policy.server";

/** GET /api/exercises: the whole library, `id, name, category, muscleGroups`. */
export async function loader() {
  return Response.json(await listExercises(), { headers: { "Cache-Control": "public, max-age=300" } });
}

export const action = notServed("GET");
