// Issue 42 part 5: a member with US units types and sees workout weights in pounds on every workout
// screen, without JavaScript; what is stored stays kg (0.01), and records, volumes and the 1RM chart
// are computed from the pounds lifted, so 135 lb × 5 is a 675 lb set and an Epley 1RM of 157.5 lb.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createRoutine } from "~/modules/workout/routines.server";
import { action as activeScreen, loader as activeLoader } from "~/routes/workout-enhanced";
import { loader as workoutLoader } from "~/routes/workout";
import { loader as exerciseLoader } from "~/routes/workout_.exercises.$exerciseId";
import { loader as historyLoader } from "~/routes/workout_.history.$sessionId";
import { loader as recordsLoader } from "~/routes/workout_.records";
import { action as listScreen, loader as listLoader } from "~/routes/workout_.routines";
import { action as routineScreen } from "~/routes/workout_.routines_.$routineId";
import { OneRepMaxChart } from "~/ui/workout/OneRepMaxChart";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const BENCH = 44; // "Barbell Bench Press - Medium Grip": upper body
const SQUAT = 64; // "Barbell Squat": lower body
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

async function usMember() {
  const guest = await newGuest();
  await db.user.update({ where: { id: guest.userId }, data: { units: "us" } });
  return guest;
}

const json = async (run: () => Promise<unknown>) => (await respond(run)).json();

describe("workout weights in pounds for a US member", () => {
  it("logs 135 lb and sees 135 lb in History, records and the 1RM chart; the next start adds 5 lb upper body, 10 lb lower body", async () => {
    const { userId, cookie } = await usMember();
    const routine = await createRoutine(userId, { name: "Full body", exercises: [{ exerciseId: BENCH }, { exerciseId: SQUAT }] });
    const path = `/workout/routines/${routine.id}`;
    const post = (fields: Record<string, string>) =>
      respondPage(() => routineScreen(args(formPost(path, fields, cookie), { routineId: String(routine.id) })) as Promise<unknown>);
    const [bench, squat] = routine.exercises;
    for (const [row, lb] of [
      [bench!, "135"],
      [squat!, "225"],
    ] as const) {
      const saved = await post({
        intent: "update-routine-exercise",
        routineExerciseId: String(row.id),
        targetSets: "2",
        targetReps: "5",
        targetWeight: lb,
      });
      expect(saved.status).toBe(302);
    }
    const stored = await db.routineExercise.findMany({ where: { routineId: routine.id }, orderBy: { position: "asc" } });
    expect(stored.map((row) => row.targetWeight)).toEqual([61.23, 102.06]);
    const list = (await listLoader(args(request("/workout/routines", { cookie })))) as Awaited<ReturnType<typeof listLoader>>;
    expect(list.unit).toBe("lb");
    expect(list.routines[0]!.exercises.map((row) => row.targetWeight)).toEqual([135, 225]);
    // Over the bound in pounds: said in pounds, nothing saved.
    const over = await post({ intent: "update-routine-exercise", routineExerciseId: String(bench!.id), targetWeight: "2205" });
    expect(over.status).toBe(400);
    expect(JSON.stringify(await over.json())).toContain("Weight must be at most 2204.6 lb");

    const started = await respondPage(
      () =>
        listScreen(
          args(formPost("/workout/routines", { intent: "start-routine", routineId: String(routine.id) }, cookie)),
        ) as Promise<unknown>,
    );
    expect(started.status).toBe(302);
    const active = (await activeLoader(args(request("/workout-enhanced", { cookie })))) as Awaited<ReturnType<typeof activeLoader>>;
    expect(active.unit).toBe("lb");
    expect(active.workout!.exercises.map((exercise) => exercise.targetWeight)).toEqual([135, 225]);

    const screen = (fields: Record<string, string>) =>
      respondPage(() => activeScreen(args(formPost("/workout-enhanced", fields, cookie))) as Promise<unknown>);
    for (const [exercise, lb] of [
      [active.workout!.exercises[0]!, "135"],
      [active.workout!.exercises[1]!, "225"],
    ] as const) {
      for (let set = 0; set < 2; set++) {
        const logged = await screen({ intent: "log-set", workoutExerciseId: String(exercise.id), weight: lb, reps: "5" });
        expect(logged.status).toBe(302);
      }
    }
    const sets = await db.workoutSet.findMany({ where: { workoutExercise: { session: { userId } } }, orderBy: { id: "asc" } });
    expect(sets.map((set) => set.weight)).toEqual([61.23, 61.23, 102.06, 102.06]);
    expect((await screen({ intent: "finish-workout", confirmed: "yes" })).status).toBe(302);

    const workout = (await workoutLoader(args(request("/workout", { cookie })))) as Awaited<ReturnType<typeof workoutLoader>>;
    expect(workout.unit).toBe("lb");
    expect(workout.history[0]!.totalVolume).toBe(135 * 10 + 225 * 10); // 3600 lb
    const sessionId = String(workout.history[0]!.id);
    const opened = await json(() => historyLoader(args(request(`/workout/history/${sessionId}`, { cookie }), { sessionId })));
    expect(opened.workout).toMatchObject({
      unit: "lb",
      totalVolume: 3600,
      exercises: [
        {
          exerciseId: BENCH,
          volume: 1350,
          sets: [
            { weight: 135, reps: 5 },
            { weight: 135, reps: 5 },
          ],
        },
        {
          exerciseId: SQUAT,
          volume: 2250,
          sets: [
            { weight: 225, reps: 5 },
            { weight: 225, reps: 5 },
          ],
        },
      ],
    });

    const records = (await recordsLoader(args(request("/workout/records", { cookie })))) as Awaited<ReturnType<typeof recordsLoader>>;
    expect(records.unit).toBe("lb");
    const benchRecords = records.records.find((item) => item.exerciseId === BENCH)!.records;
    expect(benchRecords.heaviestWeight?.value).toBe(135);
    expect(benchRecords.bestOneRepMax?.value).toBe(157.5); // 135 × (1 + 5/30)
    expect(benchRecords.bestSetVolume?.value).toBe(675);
    const page = await json(() => exerciseLoader(args(request(`/workout/exercises/${BENCH}`, { cookie }), { exerciseId: String(BENCH) })));
    expect(page.progress.unit).toBe("lb");
    expect(page.progress.series.map((point: { oneRepMax: number }) => point.oneRepMax)).toEqual([157.5]);
    const chart = renderToStaticMarkup(createElement(OneRepMaxChart, { name: "Bench", series: page.progress.series, unit: "lb" }));
    expect(chart).toContain(": 157.5 lb");

    // Every set met its target: the next start steps up in pounds, stored as kg.
    await respondPage(
      () =>
        listScreen(
          args(formPost("/workout/routines", { intent: "start-routine", routineId: String(routine.id) }, cookie)),
        ) as Promise<unknown>,
    );
    const next = await db.workoutExercise.findMany({ where: { session: { openUserId: userId } }, orderBy: { position: "asc" } });
    expect(next.map((row) => [row.targetWeight, row.progression])).toEqual([
      [63.5, "All 2 × 5 at 135 lb done last time: +5 lb (upper body)"], // 140 lb
      [106.59, "All 2 × 5 at 225 lb done last time: +10 lb (lower body)"], // 235 lb
    ]);
    const again = (await activeLoader(args(request("/workout-enhanced", { cookie })))) as Awaited<ReturnType<typeof activeLoader>>;
    expect(again.workout!.exercises.map((exercise) => exercise.targetWeight)).toEqual([140, 235]);
  });

  it("a metric member's workout forms are untouched: 61.25 means 61.25 kg", async () => {
    const { userId, cookie } = await newGuest();
    const routine = await createRoutine(userId, { name: "Push", exercises: [{ exerciseId: BENCH, targetSets: 1 }] });
    await respondPage(
      () =>
        listScreen(
          args(formPost("/workout/routines", { intent: "start-routine", routineId: String(routine.id) }, cookie)),
        ) as Promise<unknown>,
    );
    const open = await db.workoutExercise.findFirstOrThrow({ where: { session: { openUserId: userId } } });
    const logged = await respondPage(
      () =>
        activeScreen(
          args(
            formPost("/workout-enhanced", { intent: "log-set", workoutExerciseId: String(open.id), weight: "61.25", reps: "5" }, cookie),
          ),
        ) as Promise<unknown>,
    );
    expect(logged.status).toBe(302);
    expect((await db.workoutSet.findFirstOrThrow({ where: { workoutExerciseId: open.id } })).weight).toBe(61.25);
    const active = (await activeLoader(args(request("/workout-enhanced", { cookie })))) as Awaited<ReturnType<typeof activeLoader>>;
    expect(active.unit).toBe("kg");
    expect(active.workout!.exercises[0]!.sets[0]!.weight).toBe(61.25);
  });
});
