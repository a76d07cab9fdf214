import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { FormReply } from "~/shared/form-reply";
import {
  MAX_EXERCISES_PER_WORKOUT,
  MAX_SETS_PER_DAY,
  MAX_SETS_PER_EXERCISE,
  MAX_SETS_PER_WORKOUT,
  TOO_MANY_EXERCISES,
  TOO_MANY_SETS_IN_WORKOUT,
  TOO_MANY_SETS_OF_EXERCISE,
  TOO_MANY_SETS_TODAY,
} from "~/modules/workout/bounds";
import { finishWorkout } from "~/modules/workout/complete.server";
import { addExercise } from "~/modules/workout/plan.server";
import { logSet } from "~/modules/workout/sets.server";
import { createWorkout, startWorkout } from "~/modules/workout/start.server";
import { action as startRoute } from "~/routes/api.workout-sessions";
import { action as completeRoute } from "~/routes/api.workout-sessions.complete";
import { action as workoutScreen } from "~/routes/workout";
import { formPost, newGuest, request, respond } from "../helpers/requests";

// Issue 23, item 6: every collection a workout request grows is bounded (app/modules/workout/bounds.ts),
// on both doors, and a refused request stores nothing.

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const SET = { reps: 5, weight: 60 };
const sets = (count: number) => Array.from({ length: count }, () => SET);
/** `count` exercises (seeded ids from 1), each with `each` sets. */
const exercises = (count: number, each = 0) => Array.from({ length: count }, (_, i) => ({ exerciseId: i + 1, sets: sets(each) }));

async function rows(userId: number) {
  const where = { session: { userId } };
  return {
    sessions: await db.workoutSession.count({ where: { userId } }),
    exercises: await db.workoutExercise.count({ where }),
    sets: await db.workoutSet.count({ where: { workoutExercise: where } }),
  };
}

async function screen(cookie: string, fields: Record<string, string>) {
  const reply = (await workoutScreen(args(formPost("/workout", fields, cookie)))) as unknown as {
    data: FormReply;
    init?: { status?: number };
  };
  return { status: reply.init?.status ?? 200, errors: reply.data.result.error };
}

const startApi = (cookie: string, json: unknown) =>
  respond(() => startRoute(args(request("/api/workout-sessions", { method: "POST", cookie, json }))));
const completeApi = (cookie: string, json: unknown) =>
  respond(() => completeRoute(args(request("/api/workout-sessions/complete", { method: "POST", cookie, json }))));

describe("workout bounds", () => {
  it(`a workout holds at most ${MAX_EXERCISES_PER_WORKOUT} exercises (form and API)`, async () => {
    const { userId, cookie } = await newGuest();
    for (let id = 1; id <= MAX_EXERCISES_PER_WORKOUT; id++) await addExercise(userId, { exerciseId: id });
    const before = await rows(userId);
    const refused = await screen(cookie, { intent: "add-exercise", exerciseId: String(MAX_EXERCISES_PER_WORKOUT + 1) });
    expect(refused).toEqual({ status: 409, errors: { "": [TOO_MANY_EXERCISES] } });
    expect(await rows(userId)).toEqual(before);

    const api = await startApi(cookie, { exercises: exercises(MAX_EXERCISES_PER_WORKOUT + 1) });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: `exercises: ${TOO_MANY_EXERCISES}` });
    expect(await rows(userId)).toEqual(before);

    // Finish may bring exercises kept on the client: not past the bound either.
    await startWorkout(userId);
    const extra = await completeApi(cookie, { exercises: [{ exerciseId: MAX_EXERCISES_PER_WORKOUT + 1, sets: [SET] }] });
    expect(extra.status).toBe(409);
    expect(await extra.json()).toEqual({ error: TOO_MANY_EXERCISES });
    expect(await rows(userId)).toEqual(before);
    expect(await db.workoutSession.count({ where: { userId, endTime: null } })).toBe(1);
  });

  it(`an exercise holds at most ${MAX_SETS_PER_EXERCISE} sets, even under parallel Log Set`, async () => {
    const { userId, cookie } = await newGuest();
    const view = await createWorkout(userId, { exercises: [{ exerciseId: 1, sets: sets(MAX_SETS_PER_EXERCISE - 3) }] });
    const workoutExerciseId = String(view.exercises[0]!.id);
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => logSet(userId, { workoutExerciseId, weight: 60, reps: 5 })));
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(3);
    for (const answer of answers.filter((answer) => answer.status === "rejected")) {
      expect((answer as PromiseRejectedResult).reason).toMatchObject({ status: 409, message: TOO_MANY_SETS_OF_EXERCISE });
    }
    const before = await rows(userId);
    expect(before.sets).toBe(MAX_SETS_PER_EXERCISE);
    expect(await screen(cookie, { intent: "log-set", workoutExerciseId, weight: "60", reps: "5" })).toEqual({
      status: 409,
      errors: { "": [TOO_MANY_SETS_OF_EXERCISE] },
    });

    const api = await completeApi(cookie, { exercises: [{ exerciseId: 1, sets: sets(MAX_SETS_PER_EXERCISE + 1) }] });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: `exercises.0.sets: ${TOO_MANY_SETS_OF_EXERCISE}` });
    expect(await rows(userId)).toEqual(before);
  });

  it(`a workout holds at most ${MAX_SETS_PER_WORKOUT} sets; a refused request writes nothing`, async () => {
    const { userId, cookie } = await newGuest();
    const over = await startApi(cookie, { exercises: exercises(7, MAX_SETS_PER_EXERCISE) });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ error: `exercises: ${TOO_MANY_SETS_IN_WORKOUT}` });
    expect(await rows(userId)).toEqual({ sessions: 0, exercises: 0, sets: 0 });

    const full = [...exercises(6, MAX_SETS_PER_EXERCISE), { exerciseId: 7, sets: sets(MAX_SETS_PER_WORKOUT - 6 * MAX_SETS_PER_EXERCISE) }];
    expect((await startApi(cookie, { exercises: full })).status).toBe(201);
    const before = await rows(userId);
    expect(before).toEqual({ sessions: 1, exercises: 7, sets: MAX_SETS_PER_WORKOUT });

    const seventh = await db.workoutExercise.findFirstOrThrow({ where: { session: { userId }, exerciseId: 7 } });
    expect(await screen(cookie, { intent: "log-set", workoutExerciseId: String(seventh.id), weight: "60", reps: "5" })).toEqual({
      status: 409,
      errors: { "": [TOO_MANY_SETS_IN_WORKOUT] },
    });
    // Finish with one more exercise and set kept on the client: refused whole, the workout still active.
    const finish = await completeApi(cookie, { exercises: [{ exerciseId: 8, sets: [SET] }] });
    expect(finish.status).toBe(409);
    expect(await finish.json()).toEqual({ error: TOO_MANY_SETS_IN_WORKOUT });
    expect(await rows(userId)).toEqual(before);
    expect(await db.workoutSession.count({ where: { userId, endTime: null } })).toBe(1);
  });

  it(`a member stores at most ${MAX_SETS_PER_DAY} sets in 24 hours (429 + Retry-After)`, async () => {
    const { userId, cookie } = await newGuest();
    const full = exercises(MAX_SETS_PER_WORKOUT / 20, 20);
    for (let stored = 0; stored + MAX_SETS_PER_WORKOUT <= MAX_SETS_PER_DAY; stored += MAX_SETS_PER_WORKOUT) {
      await createWorkout(userId, { exercises: full });
      await finishWorkout(userId);
    }
    const left = MAX_SETS_PER_DAY % MAX_SETS_PER_WORKOUT;
    await createWorkout(userId, { exercises: exercises(left / 20, 20) });
    await finishWorkout(userId);
    const before = await rows(userId);
    expect(before.sets).toBe(MAX_SETS_PER_DAY);

    const api = await startApi(cookie, { exercises: [{ exerciseId: 1, sets: [SET] }] });
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({ error: TOO_MANY_SETS_TODAY });
    const retryAfter = Number(api.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    // Without sets the workout starts; its first set is refused on the screen.
    const started = await createWorkout(userId, { exercises: [{ exerciseId: 1 }] });
    const log = await screen(cookie, { intent: "log-set", workoutExerciseId: String(started.exercises[0]!.id), weight: "60", reps: "5" });
    expect(log).toEqual({ status: 429, errors: { "": [TOO_MANY_SETS_TODAY] } });
    expect((await rows(userId)).sets).toBe(MAX_SETS_PER_DAY);
  });
});
