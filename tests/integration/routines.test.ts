import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { action as routineAction, loader as routineLoader } from "~/routes/api.routines.$routineId";
import { action as routinesAction, loader as routinesLoader } from "~/routes/api.routines";
import { action as startRoute } from "~/routes/api.workout-sessions";
import { action as listScreen } from "~/routes/workout_.routines";
import { action as routineScreen } from "~/routes/workout_.routines_.$routineId";
import { action as historyScreen } from "~/routes/workout_.history.$sessionId";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";
import { DAY_MS, finishedWorkout } from "../helpers/workouts";

// Issue 42 items 1 and 4: routines through the JSON doors, and a workout started from one.

const BENCH = 44; // chest: upper body
const SQUAT = 64; // "Barbell Squat", quadriceps: lower body
const CURL = 45; // "Barbell Curl"
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

async function call(run: () => unknown) {
  const response = await respond(run);
  return { status: response.status, body: await response.json() };
}
const routines = (cookie: string, method = "GET", json?: unknown) =>
  call(() => (method === "GET" ? routinesLoader : routinesAction)(args(request("/api/routines", { method, cookie, json }))));
const routine = (cookie: string, id: number | string, method = "GET", json?: unknown) =>
  call(() =>
    (method === "GET" ? routineLoader : routineAction)(
      args(request(`/api/routines/${id}`, { method, cookie, json }), { routineId: String(id) }),
    ),
  );
const start = (cookie: string, json: unknown) =>
  call(() => startRoute(args(request("/api/workout-sessions", { method: "POST", cookie, json }))));

describe("the routines' JSON doors", () => {
  it("create, list, read, replace (edit and reorder) and delete", async () => {
    const { cookie } = await newGuest();
    const created = await routines(cookie, "POST", {
      name: "Push A",
      exercises: [{ exerciseId: BENCH, targetSets: 3, targetReps: 5, targetWeight: 60, restSeconds: 120 }, { exerciseId: CURL }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Push A",
      exercises: [
        { exerciseId: BENCH, position: 1, targetSets: 3, targetReps: 5, targetWeight: 60, restSeconds: 120 },
        { exerciseId: CURL, name: "Barbell Curl", position: 2, targetSets: 3, targetReps: null, targetWeight: null, restSeconds: 90 },
      ],
    });
    const id = created.body.id as number;
    expect((await routines(cookie)).body.routines.map((r: { id: number }) => r.id)).toEqual([id]);

    const replaced = await routine(cookie, id, "PUT", {
      name: "Push A+",
      exercises: [
        { exerciseId: CURL, targetSets: 2, targetReps: 10, targetWeight: 20 },
        { exerciseId: BENCH, targetSets: 3, targetReps: 5, targetWeight: 62.5 },
      ],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.exercises.map((e: { exerciseId: number; position: number }) => [e.exerciseId, e.position])).toEqual([
      [CURL, 1],
      [BENCH, 2],
    ]);
    expect((await routine(cookie, id)).body.name).toBe("Push A+");

    expect(await routine(cookie, id, "DELETE")).toEqual({ status: 200, body: { deleted: true, name: "Push A+" } });
    expect(await routine(cookie, id)).toEqual({ status: 404, body: { error: "Routine not found" } });
  });

  it("saves a finished workout as a routine: its sets, last weight and reps", async () => {
    const { userId, cookie } = await newGuest();
    const done = await finishedWorkout(userId, "Legs", new Date(Date.now() - DAY_MS), [
      {
        exerciseId: SQUAT,
        sets: [
          { weight: 100, reps: 5 },
          { weight: 100, reps: 5 },
        ],
      },
    ]);
    const created = await routines(cookie, "POST", { name: "Legs day", fromWorkoutId: done });
    expect(created.status).toBe(201);
    expect(created.body.exercises).toMatchObject([{ exerciseId: SQUAT, targetSets: 2, targetReps: 5, targetWeight: 100 }]);
  });

  it("refuses bad input, unknown exercises and another member's routine with {error}, writing nothing", async () => {
    const owner = await newGuest();
    const stranger = await newGuest();
    const { body } = await routines(owner.cookie, "POST", { name: "Mine", exercises: [{ exerciseId: BENCH }] });
    const before = await db.routineExercise.count();
    expect((await routines(owner.cookie, "POST", { name: "", exercises: [] })).status).toBe(400);
    expect((await routines(owner.cookie, "POST", { name: "X", exercises: [{ exerciseId: BENCH, targetReps: "abc" }] })).body).toEqual({
      error: expect.stringContaining("Reps must be a number"),
    });
    expect(await routines(owner.cookie, "POST", { name: "X", exercises: [{ exerciseId: BENCH }, { exerciseId: 999999 }] })).toEqual({
      status: 404,
      body: { error: "Exercise 999999 not found" },
    });
    expect((await routine(stranger.cookie, body.id)).status).toBe(404);
    expect((await routine(stranger.cookie, body.id, "PUT", { name: "Theirs", exercises: [] })).status).toBe(404);
    expect((await routine(stranger.cookie, body.id, "DELETE")).status).toBe(404);
    expect((await start(stranger.cookie, { routineId: body.id })).status).toBe(404);
    expect(await db.routineExercise.count()).toBe(before);
    expect((await routine(owner.cookie, body.id)).body.name).toBe("Mine");
  });
});

describe("a workout started from a routine", () => {
  it("is active at once, named after it, targets moved on by progression with the reason", async () => {
    const { userId, cookie } = await newGuest();
    const created = await routines(cookie, "POST", {
      name: "Full body",
      exercises: [
        { exerciseId: BENCH, targetSets: 2, targetReps: 5, targetWeight: 60 },
        { exerciseId: SQUAT, targetSets: 2, targetReps: 5, targetWeight: 100 },
        { exerciseId: CURL, targetSets: 2, targetReps: 10, targetWeight: 20 },
      ],
    });
    await finishedWorkout(userId, "Full body", new Date(Date.now() - 2 * DAY_MS), [
      {
        exerciseId: BENCH,
        sets: [
          { weight: 60, reps: 5 },
          { weight: 60, reps: 5 },
        ],
      }, // met: +2.5 kg
      {
        exerciseId: SQUAT,
        sets: [
          { weight: 100, reps: 5 },
          { weight: 100, reps: 6 },
        ],
      }, // met: +5 kg
      {
        exerciseId: CURL,
        sets: [
          { weight: 20, reps: 10 },
          { weight: 20, reps: 8 },
        ],
      }, // missed: same
    ]);
    const started = await start(cookie, { routineId: created.body.id });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ name: "Full body", status: "active", routineId: created.body.id });
    expect(
      started.body.exercises.map((e: Record<string, unknown>) => [e.exerciseId, e.targetSets, e.targetReps, e.targetWeight, e.progression]),
    ).toEqual([
      [BENCH, 2, 5, 62.5, "All 2 × 5 at 60 kg done last time: +2.5 kg (upper body)"],
      [SQUAT, 2, 5, 105, "All 2 × 5 at 100 kg done last time: +5 kg (lower body)"],
      [CURL, 2, 10, 20, "Last time 1 of 2 sets reached 2 × 10 at 20 kg: same again"],
    ]);
    // last time's sets come along for each exercise
    expect(started.body.exercises[2].previous.sets).toEqual([
      { weight: 20, reps: 10 },
      { weight: 20, reps: 8 },
    ]);
    expect((await start(cookie, { routineId: created.body.id })).body).toEqual({ error: "A workout is already active" });
  });

  it("an empty routine cannot be started", async () => {
    const { cookie } = await newGuest();
    const created = await routines(cookie, "POST", { name: "Empty", exercises: [] });
    expect(await start(cookie, { routineId: created.body.id })).toEqual({
      status: 409,
      body: { error: "Add an exercise to this routine before starting it" },
    });
  });
});

describe("the routine screens, without JavaScript", () => {
  const screenPost = (
    cookie: string,
    path: string,
    fields: Record<string, string>,
    screen: typeof listScreen,
    params: Record<string, string> = {},
  ) => respondPage(() => screen(args(formPost(path, fields, cookie), params)) as Promise<unknown>);

  it("make a routine, add, edit, reorder and remove exercises, start it in one tap; save a finished workout as one", async () => {
    const { userId, cookie } = await newGuest();
    const done = await finishedWorkout(userId, "Old legs", new Date(Date.now() - 3 * DAY_MS), [
      { exerciseId: SQUAT, sets: [{ weight: 80, reps: 8 }] },
    ]);
    const made = await screenPost(cookie, "/workout/routines", { intent: "create-routine", name: "Push A" }, listScreen);
    expect(made.status).toBe(302);
    const id = Number(made.headers.get("Location")!.split("/").at(-1));
    const path = `/workout/routines/${id}`;
    const post = (fields: Record<string, string>) => screenPost(cookie, path, fields, routineScreen, { routineId: String(id) });
    expect((await post({ intent: "add-routine-exercise", routineId: String(id), exerciseId: String(BENCH) })).status).toBe(302);
    expect((await post({ intent: "add-routine-exercise", routineId: String(id), exerciseId: String(CURL) })).status).toBe(302);
    let routineNow = (await routine(cookie, id)).body;
    const [bench, curl] = routineNow.exercises as { id: number }[];
    const targets = await post({
      intent: "update-routine-exercise",
      routineExerciseId: String(bench!.id),
      targetSets: "2",
      targetReps: "5",
      targetWeight: "60",
      restSeconds: "120",
    });
    expect(targets.status).toBe(302);
    const bad = await post({ intent: "update-routine-exercise", routineExerciseId: String(bench!.id), targetReps: "abc" });
    expect(bad.status).toBe(400);
    expect((await post({ intent: "move-routine-exercise", routineExerciseId: String(curl!.id), direction: "up" })).status).toBe(302);
    routineNow = (await routine(cookie, id)).body;
    expect(
      routineNow.exercises.map((e: Record<string, unknown>) => [e.exerciseId, e.targetSets, e.targetReps, e.targetWeight, e.restSeconds]),
    ).toEqual([
      [CURL, 3, null, null, 90],
      [BENCH, 2, 5, 60, 120],
    ]);
    expect((await post({ intent: "remove-routine-exercise", routineExerciseId: String(curl!.id) })).status).toBe(302);

    const started = await screenPost(cookie, "/workout/routines", { intent: "start-routine", routineId: String(id) }, listScreen);
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe("/workout-enhanced");
    const open = await db.workoutSession.findUniqueOrThrow({ where: { openUserId: userId }, include: { exercises: true } });
    expect(open).toMatchObject({
      name: "Push A",
      routineId: id,
      exercises: [{ exerciseId: BENCH, targetSets: 2, targetReps: 5, targetWeight: 60 }],
    });
    expect(open.startTime).not.toBeNull();

    // a finished workout saved as a routine from its History page
    const saved = await respondPage(
      () =>
        historyScreen(
          args(formPost(`/workout/history/${done}`, { intent: "create-routine", fromWorkoutId: String(done), name: "Legs" }, cookie), {
            sessionId: String(done),
          }),
        ) as Promise<unknown>,
    );
    expect(saved.status).toBe(302);
    const legs = (await routines(cookie)).body.routines.find((r: { name: string }) => r.name === "Legs");
    expect(legs.exercises).toMatchObject([{ exerciseId: SQUAT, targetSets: 1, targetReps: 8, targetWeight: 80 }]);
  });
});
