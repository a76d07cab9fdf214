// Issue 42 part 5: a body-weight exercise is logged by reps, with an optional added weight (in the
// member's unit), without JavaScript; its record is the most reps, and History says "Body weight".
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createWorkout } from "~/modules/workout/start.server";
import { action as activeScreen } from "~/routes/workout-enhanced";
import { loader as exerciseLoader } from "~/routes/workout_.exercises.$exerciseId";
import { loader as historyLoader } from "~/routes/workout_.history.$sessionId";
import { loader as recordsLoader } from "~/routes/workout_.records";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const DIPS = 210; // "Dips - Triceps Version": body only
const BENCH = 44; // a barbell lift: its weight stays required
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

describe("a body-weight exercise", () => {
  it("is logged by reps alone or with weight added in pounds; its record is the most reps", async () => {
    const { userId, cookie } = await newGuest();
    await db.user.update({ where: { id: userId }, data: { units: "us" } });
    const workout = await createWorkout(userId, { name: "Arms", exercises: [{ exerciseId: DIPS }, { exerciseId: BENCH }] });
    const [dips, bench] = workout.exercises;
    const screen = (fields: Record<string, string>) =>
      respondPage(() => activeScreen(args(formPost("/workout-enhanced", { intent: "log-set", ...fields }, cookie))) as Promise<unknown>);

    expect((await screen({ workoutExerciseId: String(dips!.id), load: "added", weight: "", reps: "12" })).status).toBe(302);
    expect((await screen({ workoutExerciseId: String(dips!.id), load: "added", weight: "25", reps: "8" })).status).toBe(302);
    // Reps stay required, and a barbell lift's weight too.
    const noReps = await screen({ workoutExerciseId: String(dips!.id), load: "added", weight: "", reps: "" });
    expect(noReps.status).toBe(400);
    expect(JSON.stringify(await noReps.json())).toContain("Reps is required");
    const noWeight = await screen({ workoutExerciseId: String(bench!.id), weight: "", reps: "5" });
    expect(noWeight.status).toBe(400);
    expect(JSON.stringify(await noWeight.json())).toContain("Weight is required");

    const sets = await db.workoutSet.findMany({ where: { workoutExerciseId: dips!.id }, orderBy: { position: "asc" } });
    expect(sets.map((set) => [set.weight, set.reps])).toEqual([
      [0, 12],
      [11.34, 8], // 25 lb
    ]);
    expect((await screen({ intent: "finish-workout", confirmed: "yes" })).status).toBe(302);

    const sessionId = String(workout.id);
    const opened = await (
      await respond(() => historyLoader(args(request(`/workout/history/${sessionId}`, { cookie }), { sessionId })))
    ).json();
    expect(opened.workout.exercises[0]).toMatchObject({
      exerciseId: DIPS,
      bodyWeight: true,
      sets: [
        { weight: 0, reps: 12 },
        { weight: 25, reps: 8 },
      ],
    });
    const records = (await recordsLoader(args(request("/workout/records", { cookie })))) as Awaited<ReturnType<typeof recordsLoader>>;
    const item = records.records.find((record) => record.exerciseId === DIPS)!;
    expect(item.bodyWeight).toBe(true);
    expect(item.records.mostReps).toMatchObject({ reps: 12, weight: 0 });
    const page = await (
      await respond(() => exerciseLoader(args(request(`/workout/exercises/${DIPS}`, { cookie }), { exerciseId: String(DIPS) })))
    ).json();
    expect(page.progress.exercise.bodyWeight).toBe(true);
  });
});
