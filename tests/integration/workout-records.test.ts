import { describe, expect, it } from "vitest";
import { loader as exerciseLoader } from "~/routes/workout_.exercises.$exerciseId";
import { loader as recordsLoader } from "~/routes/workout_.records";
import { newGuest, request, respond } from "../helpers/requests";
import { DAY_MS, finishedWorkout } from "../helpers/workouts";

// Issue 42 item 3: the records list and an exercise's page, from the member's finished workouts.

const BENCH = 44;
const SQUAT = 64; // "Barbell Squat"
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

async function exercisePage(cookie: string, exerciseId: string) {
  const response = await respond(() => exerciseLoader(args(request(`/workout/exercises/${exerciseId}`, { cookie }), { exerciseId })));
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
}

describe("records and progress per exercise", () => {
  it("lists each exercise's bests and opens one with its history and 1RM series, hand-computed", async () => {
    const { userId, cookie } = await newGuest();
    const stranger = await newGuest();
    const t0 = new Date(Date.now() - 20 * DAY_MS);
    const first = await finishedWorkout(userId, "Legs A", t0, [
      {
        exerciseId: SQUAT,
        sets: [
          { weight: 100, reps: 5 }, // 1RM 100 × (1 + 5/30) = 116.7, volume 500
          { weight: 100, reps: 6 }, // 1RM 120, volume 600
        ],
      },
    ]);
    const second = await finishedWorkout(userId, "Legs B", new Date(t0.getTime() + 3 * DAY_MS), [
      {
        exerciseId: SQUAT,
        sets: [
          { weight: 110, reps: 3 }, // 1RM 121, volume 330
          { weight: 90, reps: 8 }, // 1RM 114, volume 720
        ],
      },
      { exerciseId: BENCH, sets: [{ weight: 60, reps: 10 }] }, // 1RM 80
    ]);
    // Another member's heavier squat is not this member's record.
    await finishedWorkout(stranger.userId, "Legs", t0, [{ exerciseId: SQUAT, sets: [{ weight: 200, reps: 5 }] }]);

    const list = await recordsLoader(args(request("/workout/records", { cookie })));
    expect(list.records.map((item) => [item.exerciseId, item.workouts])).toEqual([
      [BENCH, 1], // same day as the last squat: by name
      [SQUAT, 2],
    ]);
    const squat = list.records.find((item) => item.exerciseId === SQUAT)!.records;
    expect(squat.heaviestWeight?.value).toBe(110);
    expect(squat.bestOneRepMax?.value).toBe(121);
    expect(squat.bestSetVolume?.value).toBe(720);
    expect(squat.bestSessionVolume?.value).toBe(1100); // 500 + 600 beats 330 + 720 = 1050

    const { status, body } = await exercisePage(cookie, String(SQUAT));
    expect(status).toBe(200);
    expect(body.progress.exercise).toMatchObject({ id: SQUAT });
    expect(body.progress.series.map((point: { sessionId: number; oneRepMax: number }) => [point.sessionId, point.oneRepMax])).toEqual([
      [first, 120],
      [second, 121],
    ]);
    expect(body.progress.history).toMatchObject([
      {
        sessionId: second,
        name: "Legs B",
        bestOneRepMax: 121,
        volume: 1050,
        sets: [
          { weight: 110, reps: 3 },
          { weight: 90, reps: 8 },
        ],
      },
      { sessionId: first, name: "Legs A", bestOneRepMax: 120, volume: 1100 },
    ]);
    expect(body.progress.records.mostRepsByWeight.map((row: { weight: number; reps: number }) => [row.weight, row.reps])).toEqual([
      [110, 3],
      [100, 6],
      [90, 8],
    ]);
  });

  it("an exercise never done has an empty page; an unknown or malformed one is not found", async () => {
    const { cookie } = await newGuest();
    const empty = await exercisePage(cookie, String(BENCH));
    expect(empty.status).toBe(200);
    expect(empty.body.progress).toMatchObject({ series: [], history: [], records: { heaviestWeight: null } });
    expect((await exercisePage(cookie, "999999")).status).toBe(404);
    expect((await exercisePage(cookie, "abc")).status).toBe(404);
  });
});
