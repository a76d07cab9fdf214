import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createWorkout } from "~/modules/workout/start.server";
import { logWeight } from "~/modules/weight/log.server";
import { action as historyAction, loader as historyLoader } from "~/routes/workout_.history.$sessionId";
import { loader as workoutLoader } from "~/routes/workout";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";
import { DAY_MS as DAY, finishedWorkout } from "../helpers/workouts";

// Issue 42 item 2: History you can open (a finished workout's sets, volume and records), Repeat, Delete.

const BENCH = 44; // "Barbell Bench Press - Medium Grip"
const SQUAT = 64; // "Barbell Squat"
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

async function page(cookie: string, sessionId: number | string) {
  const response = await respond(() =>
    historyLoader(args(request(`/workout/history/${sessionId}`, { cookie }), { sessionId: String(sessionId) })),
  );
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
}

const post = (cookie: string, sessionId: number, intent: string) =>
  respondPage(
    () =>
      historyAction(
        args(formPost(`/workout/history/${sessionId}`, { intent, sessionId: String(sessionId) }, cookie), { sessionId: String(sessionId) }),
      ) as Promise<unknown>,
  );

describe("a finished workout opened from History", () => {
  it("shows its name, duration, every set, its volume and the records it set against earlier workouts only", async () => {
    const { userId, cookie } = await newGuest();
    const t0 = new Date(Date.now() - 10 * DAY);
    await finishedWorkout(userId, "Push A", t0, [{ exerciseId: BENCH, sets: [{ weight: 80, reps: 5 }] }]); // best 80 kg, 1RM 93.3
    const second = await finishedWorkout(userId, "Push B", new Date(t0.getTime() + 2 * DAY), [
      {
        exerciseId: BENCH,
        sets: [
          { weight: 80, reps: 5 }, // a tie: no record
          { weight: 70, reps: 12 }, // 1RM 98: a 1RM record
          { weight: 85, reps: 1 }, // heavier than ever: a weight record (1RM 85 is not)
        ],
      },
      { exerciseId: SQUAT, sets: [{ weight: 100, reps: 5 }] }, // a first-ever set: no record
    ]);
    // A later, heavier workout does not take the records away from the earlier one.
    await finishedWorkout(userId, "Push C", new Date(t0.getTime() + 4 * DAY), [{ exerciseId: BENCH, sets: [{ weight: 120, reps: 5 }] }]);

    const { status, body } = await page(cookie, second);
    expect(status).toBe(200);
    expect(body.workout).toMatchObject({
      id: second,
      name: "Push B",
      durationSeconds: 40 * 60,
      totalVolume: 80 * 5 + 70 * 12 + 85 * 1 + 100 * 5, // 1825
      completedSets: 4,
      records: 2,
      exercises: [
        {
          exerciseId: BENCH,
          volume: 1325,
          sets: [
            { weight: 80, reps: 5, completed: true, record: { weight: false, oneRepMax: false } },
            { weight: 70, reps: 12, completed: true, record: { weight: false, oneRepMax: true } },
            { weight: 85, reps: 1, completed: true, record: { weight: true, oneRepMax: false } },
          ],
        },
        { exerciseId: SQUAT, volume: 500, sets: [{ weight: 100, reps: 5, record: { weight: false, oneRepMax: false } }] },
      ],
    });

    // History names each workout and links to it.
    const list = (await workoutLoader(args(request("/workout", { cookie })))) as { history: { id: number; name: string }[] };
    expect(list.history.map((item) => item.name)).toEqual(["Push C", "Push B", "Push A"]);
  });

  it("is not found for another member's workout, an open one or a malformed id", async () => {
    const owner = await newGuest();
    const stranger = await newGuest();
    const done = await finishedWorkout(owner.userId, "Legs", new Date(Date.now() - DAY), [
      { exerciseId: SQUAT, sets: [{ weight: 60, reps: 5 }] },
    ]);
    expect((await page(stranger.cookie, done)).status).toBe(404);
    expect((await page(owner.cookie, "abc")).status).toBe(404);
    expect((await page(owner.cookie, "2147483648")).status).toBe(404);
    const open = await createWorkout(owner.userId, { exercises: [{ exerciseId: BENCH }] });
    expect((await page(owner.cookie, open.id)).status).toBe(404);
  });

  it("Repeat plans a new workout with its name, exercises and last sets as targets", async () => {
    const { userId, cookie } = await newGuest();
    const done = await finishedWorkout(userId, "Upper", new Date(Date.now() - DAY), [
      {
        exerciseId: BENCH,
        sets: [
          { weight: 60, reps: 8 },
          { weight: 62.5, reps: 6 },
        ],
      },
      { exerciseId: SQUAT, sets: [{ weight: 100, reps: 5 }] },
    ]);
    const response = await post(cookie, done, "repeat-workout");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/workout");
    const planned = await db.workoutSession.findUniqueOrThrow({
      where: { openUserId: userId },
      include: { exercises: { orderBy: { position: "asc" }, include: { sets: true } } },
    });
    expect(planned).toMatchObject({ name: "Upper", startTime: null });
    expect(
      planned.exercises.map(({ exerciseId, targetSets, targetReps, targetWeight, sets }) => ({
        exerciseId,
        targetSets,
        targetReps,
        targetWeight,
        sets,
      })),
    ).toEqual([
      { exerciseId: BENCH, targetSets: 2, targetReps: 6, targetWeight: 62.5, sets: [] },
      { exerciseId: SQUAT, targetSets: 1, targetReps: 5, targetWeight: 100, sets: [] },
    ]);
  });

  it("Repeat is refused while a workout is active, and changes nothing", async () => {
    const { userId, cookie } = await newGuest();
    const done = await finishedWorkout(userId, "Upper", new Date(Date.now() - DAY), [
      { exerciseId: BENCH, sets: [{ weight: 60, reps: 8 }] },
    ]);
    const active = await createWorkout(userId, { exercises: [{ exerciseId: SQUAT }] });
    const response = await post(cookie, done, "repeat-workout");
    expect(response.status).toBe(409);
    expect(JSON.stringify(await response.json())).toContain("A workout is already active");
    expect((await db.workoutSession.findUniqueOrThrow({ where: { openUserId: userId } })).id).toBe(active.id);
  });

  it("Delete removes it with its sets; another member cannot delete it", async () => {
    const owner = await newGuest();
    const stranger = await newGuest();
    const done = await finishedWorkout(owner.userId, "Legs", new Date(Date.now() - DAY), [
      { exerciseId: SQUAT, sets: [{ weight: 60, reps: 5 }] },
    ]);

    const refused = await post(stranger.cookie, done, "delete-workout");
    expect(refused.status).toBe(404);
    expect(await db.workoutSet.count({ where: { workoutExercise: { sessionId: done } } })).toBe(1);

    const deleted = await post(owner.cookie, done, "delete-workout");
    expect(deleted.status).toBe(302);
    expect(await db.workoutSession.findUnique({ where: { id: done } })).toBeNull();
    expect(await db.workoutSet.count({ where: { workoutExercise: { sessionId: done } } })).toBe(0);
    expect((await page(owner.cookie, done)).status).toBe(404);
  });

  it("shows the energy it used as an estimate: MET × the latest weigh-in × its duration (issue 42 part 6)", async () => {
    const { userId, cookie } = await newGuest();
    const sets = [{ weight: 60, reps: 8 }];
    const done = await finishedWorkout(userId, "Upper", new Date(Date.now() - DAY), [{ exerciseId: BENCH, sets }]);
    expect((await page(cookie, done)).body.workout.energy).toBeNull(); // no weigh-in yet

    await logWeight(userId, { kg: 80 });
    const { body } = await page(cookie, done);
    // 40 min of weight training (Compendium 02054, 3.5 METs) at 80 kg: 3.5 × 80 × 2/3 h = 186.7 kcal
    expect(body.workout.energy).toMatchObject({ met: 3.5, weightKg: 80, kcal: 187, activeKcal: 133 });
  });
});
