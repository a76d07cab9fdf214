import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { action as workoutScreen, loader as workoutLoader } from "~/routes/workout";
import { action as activeScreen } from "~/routes/workout-enhanced";
import { action as startRoute } from "~/routes/api.workout-sessions";
import { action as completeRoute } from "~/routes/api.workout-sessions.complete";
import { loader as sessionLoader } from "~/routes/api.workout-session.$userId";
import { loader as exercisesLoader } from "~/routes/api.exercises";
import type { FormReply } from "~/shared/form-reply";
import { newGuest, ORIGIN, request, respond } from "../helpers/requests";

// Seeded exercises (prisma/seed-data/exercises.json); the isolation lift is looked up below.
const BENCH = 44; // "Barbell Bench Press - Medium Grip": compound
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

function form(path: string, cookie: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

async function unwrap(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    const result = await run();
    if (result instanceof Response) return { status: result.status, body: await result.json().catch(() => null) };
    // Remix's data() helper: { type: "DataWithResponseInit", data, init }
    const wrapped = result as { data?: unknown; init?: { status?: number } };
    if (wrapped && typeof wrapped === "object" && "init" in wrapped) return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    return { status: 200, body: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.json().catch(() => null) };
    throw thrown;
  }
}

async function screenPost(cookie: string, fields: Record<string, string>, screen = workoutScreen, path = "/workout") {
  return unwrap(() => screen(args(form(path, cookie, fields))) as Promise<unknown>);
}

async function snapshot() {
  return {
    sessions: await db.workoutSession.findMany({ orderBy: { id: "asc" } }),
    exercises: await db.workoutExercise.findMany({ orderBy: { id: "asc" } }),
    sets: await db.workoutSet.findMany({ orderBy: { id: "asc" } }),
  };
}

async function activeOf(userId: number, cookie: string) {
  const response = await respond(() =>
    sessionLoader(args(request(`/api/workout-session/${userId}`, { cookie }), { userId: String(userId) })),
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { exercises: { id: number; sets: unknown[] }[] },
  };
}

async function isolationId() {
  const curl = await db.exercise.findFirstOrThrow({ where: { mechanic: "isolation", category: "strength" }, orderBy: { id: "asc" } });
  return curl.id;
}

describe("the workout screens' forms", () => {
  it("plans, starts, logs sets with rest, finishes with the right volume, and shows it in history", async () => {
    const { userId, cookie } = await newGuest();
    const bench = await db.exercise.findUniqueOrThrow({ where: { id: BENCH } });
    expect(bench.mechanic).toBe("compound");
    const curl = await isolationId();

    // Start is refused with no exercises
    const empty = await screenPost(cookie, { intent: "start-workout" });
    expect(empty.status).toBe(409);
    expect((empty.body as FormReply).result.error).toEqual({ "": ["Add an exercise before starting"] });

    expect((await screenPost(cookie, { intent: "add-exercise", exerciseId: String(BENCH) })).status).toBe(302);
    expect((await screenPost(cookie, { intent: "add-exercise", exerciseId: String(curl) })).status).toBe(302);
    expect((await activeOf(userId, cookie)).status).toBe(404); // planned, not active

    const planned = await db.workoutExercise.findMany({ where: { session: { userId } }, orderBy: { position: "asc" } });
    // the spec's 90 s after every lift, compound or not (a longer rest is the member's own setting)
    expect(planned.map((e) => [e.targetSets, e.restSeconds])).toEqual([
      [3, 90],
      [3, 90],
    ]);

    expect((await screenPost(cookie, { intent: "start-workout" })).status).toBe(302);
    const logged = await screenPost(cookie, { intent: "log-set", workoutExerciseId: String(planned[0]!.id), weight: "80", reps: "5" });
    expect(logged.status).toBe(302);
    await screenPost(cookie, { intent: "log-set", workoutExerciseId: String(planned[0]!.id), weight: "82.5", reps: "3" });
    await screenPost(
      cookie,
      { intent: "log-set", workoutExerciseId: String(planned[1]!.id), weight: "12,5", reps: "10" },
      activeScreen,
      "/workout-enhanced",
    );

    const active = await activeOf(userId, cookie);
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ status: "active", userId, totalVolume: 772.5 });
    expect(active.body.restEndsAt).toEqual(expect.any(String));
    const rest = (new Date(active.body.restEndsAt as string).getTime() - new Date(active.body.restStartedAt as string).getTime()) / 1000;
    expect(rest).toBe(90); // the curl's rest

    expect((await screenPost(cookie, { intent: "skip-rest" })).status).toBe(302);
    expect((await activeOf(userId, cookie)).body.restEndsAt).toBeNull();

    // sets are left: Finish asks first (a second form step), and only the confirmed post finishes
    const asked = await screenPost(cookie, { intent: "finish-workout" }, activeScreen, "/workout-enhanced");
    expect(asked.status).toBe(200);
    expect((await activeOf(userId, cookie)).status).toBe(200);
    const finished = await screenPost(cookie, { intent: "finish-workout", confirmed: "yes" }, activeScreen, "/workout-enhanced");
    expect(finished.status).toBe(302);
    const session = await db.workoutSession.findFirstOrThrow({ where: { userId } });
    expect(session).toMatchObject({ totalVolume: 772.5, openUserId: null, restEndsAt: null });
    expect(session.endTime).not.toBeNull();

    const page = (await workoutLoader(args(request("/workout", { cookie })))) as Awaited<ReturnType<typeof workoutLoader>>;
    expect(page.workout).toBeNull();
    expect(page.history).toMatchObject([{ id: session.id, totalVolume: 772.5, completedSets: 3 }]);
  });

  it("shows the previous session's sets and flags records beaten", async () => {
    const { userId, cookie } = await newGuest();
    const start = await respond(() =>
      startRoute(
        args(
          request("/api/workout-sessions", {
            method: "POST",
            cookie,
            json: { userId, exercises: [{ exerciseId: BENCH, sets: [{ weight: 80, reps: 5 }] }] },
          }),
        ),
      ),
    );
    expect(start.status).toBe(201);
    expect(
      (await respond(() => completeRoute(args(request("/api/workout-sessions/complete", { method: "POST", cookie, json: { userId } })))))
        .status,
    ).toBe(200);

    await screenPost(cookie, { intent: "add-exercise", exerciseId: String(BENCH) });
    await screenPost(cookie, { intent: "start-workout" });
    const page = (await workoutLoader(args(request("/workout", { cookie })))) as Awaited<ReturnType<typeof workoutLoader>>;
    const exercise = page.workout!.exercises[0]!;
    // targets default to last time's set
    expect(exercise).toMatchObject({
      targetWeight: 80,
      targetReps: 5,
      previous: { sets: [{ weight: 80, reps: 5 }] },
      best: { weight: 80, oneRepMax: 93.3 },
    });
    await screenPost(cookie, { intent: "log-set", workoutExerciseId: String(exercise.id), weight: "80", reps: "5" });
    await screenPost(cookie, { intent: "log-set", workoutExerciseId: String(exercise.id), weight: "85", reps: "2" });
    const after = (await workoutLoader(args(request("/workout", { cookie })))) as Awaited<ReturnType<typeof workoutLoader>>;
    expect(after.workout!.exercises[0]!.sets.map((s) => s.record)).toEqual([
      { weight: false, oneRepMax: false },
      { weight: true, oneRepMax: false },
    ]);
  });

  it("edits and deletes a logged set; another user's set is not found and unchanged", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    await respond(() =>
      startRoute(
        args(
          request("/api/workout-sessions", {
            method: "POST",
            cookie: owner.cookie,
            json: {
              exercises: [
                {
                  exerciseId: BENCH,
                  sets: [
                    { weight: 60, reps: 8 },
                    { weight: 60, reps: 8 },
                  ],
                },
              ],
            },
          }),
        ),
      ),
    );
    const [first, second] = await db.workoutSet.findMany({
      where: { workoutExercise: { session: { userId: owner.userId } } },
      orderBy: { position: "asc" },
    });

    const before = await snapshot();
    const stolen = await screenPost(other.cookie, { intent: "update-set", setId: String(first!.id), weight: "200", reps: "1" });
    expect(stolen.status).toBe(404);
    expect((stolen.body as FormReply).result.error).toEqual({ "": ["Set not found"] });
    expect((await screenPost(other.cookie, { intent: "delete-set", setId: String(first!.id) })).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    expect((await screenPost(owner.cookie, { intent: "update-set", setId: String(first!.id), weight: "62.5", reps: "8" })).status).toBe(
      302,
    );
    expect((await screenPost(owner.cookie, { intent: "delete-set", setId: String(second!.id) })).status).toBe(302);
    expect((await activeOf(owner.userId, owner.cookie)).body).toMatchObject({ totalVolume: 500 });
  });
});

describe("bad input changes nothing", () => {
  async function activeGuest() {
    const guest = await newGuest();
    await screenPost(guest.cookie, { intent: "add-exercise", exerciseId: String(BENCH) });
    await screenPost(guest.cookie, { intent: "start-workout" });
    const exercise = await db.workoutExercise.findFirstOrThrow({ where: { session: { userId: guest.userId } } });
    return { ...guest, workoutExerciseId: String(exercise.id) };
  }

  it("reps 'abc', negative weight, empty fields: 400 naming the field", async () => {
    const { cookie, workoutExerciseId } = await activeGuest();
    const before = await snapshot();
    const abc = await screenPost(cookie, { intent: "log-set", workoutExerciseId, weight: "80", reps: "abc" });
    expect(abc.status).toBe(400);
    expect((abc.body as FormReply).result.error).toMatchObject({ reps: ["Reps must be a number"] });
    const negative = await screenPost(cookie, { intent: "log-set", workoutExerciseId, weight: "-5", reps: "5" });
    expect(negative.status).toBe(400);
    expect((negative.body as FormReply).result.error).toMatchObject({ weight: ["Weight cannot be negative"] });
    const missing = await screenPost(cookie, { intent: "log-set", workoutExerciseId, weight: "", reps: "" });
    expect((missing.body as FormReply).result.error).toMatchObject({ weight: ["Weight is required"], reps: ["Reps is required"] });

    // the same rules on the JSON door
    const json = await respond(() =>
      startRoute(
        args(
          request("/api/workout-sessions", {
            method: "POST",
            cookie,
            json: { exercises: [{ exerciseId: BENCH, sets: [{ weight: -5, reps: "abc" }] }] },
          }),
        ),
      ),
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      error: "exercises.0.sets.0.reps: Reps must be a number; exercises.0.sets.0.weight: Weight cannot be negative",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("another user's session: 403 on the API, 404 for their exercise on the form", async () => {
    const owner = await activeGuest();
    const other = await newGuest();
    const before = await snapshot();
    const read = await respond(() =>
      sessionLoader(args(request(`/api/workout-session/${owner.userId}`, { cookie: other.cookie }), { userId: String(owner.userId) })),
    );
    expect(read.status).toBe(403);
    const complete = await respond(() =>
      completeRoute(
        args(request("/api/workout-sessions/complete", { method: "POST", cookie: other.cookie, json: { userId: owner.userId } })),
      ),
    );
    expect(complete.status).toBe(403);
    expect(await complete.json()).toEqual({ error: "You can only access your own workouts" });
    const log = await screenPost(other.cookie, { intent: "log-set", workoutExerciseId: owner.workoutExerciseId, weight: "80", reps: "5" });
    expect(log.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("finishing twice, or with no active workout: 409 'No active workout'", async () => {
    const { userId, cookie } = await activeGuest();
    expect(
      (await respond(() => completeRoute(args(request("/api/workout-sessions/complete", { method: "POST", cookie, json: { userId } })))))
        .status,
    ).toBe(200);
    const before = await snapshot();
    const again = await respond(() =>
      completeRoute(args(request("/api/workout-sessions/complete", { method: "POST", cookie, json: { userId } }))),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "No active workout" });
    const screen = await screenPost(cookie, { intent: "finish-workout" });
    expect(screen.status).toBe(409);
    expect((screen.body as FormReply).result.error).toEqual({ "": ["No active workout"] });
    expect((await activeOf(userId, cookie)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("a second start while one is active is refused", async () => {
    const { cookie } = await activeGuest();
    const before = await snapshot();
    const second = await respond(() =>
      startRoute(args(request("/api/workout-sessions", { method: "POST", cookie, json: { exercises: [{ exerciseId: BENCH }] } }))),
    );
    expect(second.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the JSON doors", () => {
  it("starts with the spec's body, reads the active session, completes with sets kept on the client", async () => {
    const { userId, cookie } = await newGuest();
    const startTime = new Date(Date.now() - 30 * 60_000).toISOString();
    const created = await respond(() =>
      startRoute(
        args(
          request("/api/workout-sessions", {
            method: "POST",
            cookie,
            json: { userId, startTime, exercises: [{ exerciseId: BENCH, sets: [] }] },
          }),
        ),
      ),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      userId,
      startTime,
      endTime: null,
      status: "active",
      exercises: [{ exerciseId: BENCH, targetSets: 3, restSeconds: 90, sets: [] }], // the spec's default rest, a compound lift too
    });

    const endTime = new Date().toISOString();
    const done = await respond(() =>
      completeRoute(
        args(
          request("/api/workout-sessions/complete", {
            method: "POST",
            cookie,
            json: {
              userId,
              endTime,
              exercises: [
                {
                  exerciseId: BENCH,
                  sets: [
                    { reps: 5, weight: 100, restTime: 90 },
                    { reps: 5, weight: 100 },
                  ],
                },
              ],
            },
          }),
        ),
      ),
    );
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      startTime,
      endTime,
      durationSeconds: expect.any(Number),
      totalVolume: 1000,
      completedSets: 2,
      exercises: 1,
    });
    expect((await activeOf(userId, cookie)).status).toBe(404);
    expect((await activeOf(userId, cookie)).body).toEqual({ error: "No active workout" });
  });

  it("refuses a startTime in the future and an unknown exercise", async () => {
    const { cookie } = await newGuest();
    const future = await respond(() =>
      startRoute(
        args(
          request("/api/workout-sessions", {
            method: "POST",
            cookie,
            json: { startTime: new Date(Date.now() + 3600_000).toISOString(), exercises: [{ exerciseId: BENCH }] },
          }),
        ),
      ),
    );
    expect(future.status).toBe(400);
    const unknown = await respond(() =>
      startRoute(args(request("/api/workout-sessions", { method: "POST", cookie, json: { exercises: [{ exerciseId: 999999 }] } }))),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Exercise 999999 not found" });
  });

  it("keeps GET /api/exercises", async () => {
    const response = await respond(() => exercisesLoader({ request: request("/api/exercises"), params: {}, context: {} }));
    const list = (await response.json()) as unknown[];
    expect(list).toHaveLength(873);
  });
});
