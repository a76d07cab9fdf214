import { describe, expect, it } from "vitest";
import { exerciseRecords, oneRepMaxSeries, type ExerciseSession } from "./records";

// Hand-computed: Epley's 1RM = weight × (1 + reps / 30), rounded to 0.1; one rep is the weight itself.
const mon = "2026-11-02T18:00:00.000Z";
const wed = "2026-11-04T18:00:00.000Z";
const fri = "2026-11-06T18:00:00.000Z";

const sessions: ExerciseSession[] = [
  // Given out of order: the records follow the workouts' times.
  {
    sessionId: 3,
    endTime: fri,
    sets: [
      { weight: 100, reps: 3 }, // 1RM 110, volume 300
      { weight: 105, reps: 1 }, // 1RM 105: the heaviest weight
      { weight: 60, reps: 12 }, // 1RM 84, volume 720: the best set volume
    ],
  },
  {
    sessionId: 1,
    endTime: mon,
    sets: [
      { weight: 80, reps: 7 }, // 1RM 80 × 1.2333 = 98.67 → 98.7, volume 560
      { weight: 80, reps: 8 }, // 1RM 101.3, volume 640
      { weight: 80, reps: 6 }, // 1RM 96
    ],
  },
  {
    sessionId: 2,
    endTime: wed,
    sets: [
      { weight: 90, reps: 6 }, // 1RM 108, volume 540
      { weight: 90, reps: 6 },
      { weight: 90, reps: 5 }, // 1RM 105
      { weight: null, reps: 5 }, // no weight: ignored
    ],
  },
];

describe("the records of one exercise", () => {
  it("finds the heaviest weight, the best Epley 1RM, the best set and workout volume, the most reps at each weight", () => {
    expect(exerciseRecords(sessions)).toEqual({
      heaviestWeight: { value: 105, weight: 105, reps: 1, sessionId: 3, endTime: fri },
      // 100 × (1 + 3/30) = 110 beats Wednesday's 90 × (1 + 6/30) = 108
      bestOneRepMax: { value: 110, weight: 100, reps: 3, sessionId: 3, endTime: fri },
      bestSetVolume: { value: 720, weight: 60, reps: 12, sessionId: 3, endTime: fri },
      // Monday 80×7 + 80×8 + 80×6 = 1680; Wednesday 540 + 540 + 450 = 1530; Friday 300 + 105 + 720 = 1125
      bestSessionVolume: { value: 1680, sessionId: 1, endTime: mon },
      mostReps: { reps: 12, weight: 60, sessionId: 3, endTime: fri },
      mostRepsByWeight: [
        { weight: 105, reps: 1, sessionId: 3, endTime: fri },
        { weight: 100, reps: 3, sessionId: 3, endTime: fri },
        { weight: 90, reps: 6, sessionId: 2, endTime: wed }, // the first 6 holds it, not the tie
        { weight: 80, reps: 8, sessionId: 1, endTime: mon },
        { weight: 60, reps: 12, sessionId: 3, endTime: fri },
      ],
    });
  });

  it("keeps a record with the workout that set it first: a later tie is no new record", () => {
    const tie = exerciseRecords([
      { sessionId: 1, endTime: mon, sets: [{ weight: 100, reps: 5 }] },
      { sessionId: 2, endTime: wed, sets: [{ weight: 100, reps: 5 }] },
    ]);
    expect(tie.heaviestWeight?.sessionId).toBe(1);
    expect(tie.bestOneRepMax).toEqual({ value: 116.7, weight: 100, reps: 5, sessionId: 1, endTime: mon }); // 100 × 7/6
    expect(tie.bestSessionVolume?.sessionId).toBe(1);
  });

  it("is empty with nothing lifted", () => {
    expect(exerciseRecords([])).toEqual({
      heaviestWeight: null,
      bestOneRepMax: null,
      bestSetVolume: null,
      bestSessionVolume: null,
      mostReps: null,
      mostRepsByWeight: [],
    });
    expect(exerciseRecords([{ sessionId: 1, endTime: mon, sets: [{ weight: 0, reps: 10 }] }]).heaviestWeight).toBeNull();
  });

  it("counts a body-weight exercise's reps, with or without weight added: the most in one set, first to reach it", () => {
    const pushUps = exerciseRecords([
      {
        sessionId: 1,
        endTime: mon,
        sets: [
          { weight: 0, reps: 15 },
          { weight: 0, reps: 12 },
        ],
      },
      {
        sessionId: 2,
        endTime: wed,
        sets: [
          { weight: 0, reps: 15 },
          { weight: 10, reps: 8 },
        ],
      }, // a tie: no new record
      { sessionId: 3, endTime: fri, sets: [{ weight: 0, reps: 18 }] },
    ]);
    expect(pushUps.mostReps).toEqual({ reps: 18, weight: 0, sessionId: 3, endTime: fri });
    expect(pushUps.heaviestWeight).toMatchObject({ value: 10, reps: 8, sessionId: 2 }); // the added weight
  });
});

describe("estimated 1RM over time", () => {
  it("is each workout's best Epley estimate, oldest first, skipping workouts with nothing lifted", () => {
    expect(oneRepMaxSeries([...sessions, { sessionId: 4, endTime: "2026-11-08T18:00:00.000Z", sets: [{ weight: 0, reps: 20 }] }])).toEqual([
      { sessionId: 1, endTime: mon, oneRepMax: 101.3 }, // 80 × (1 + 8/30) = 101.33
      { sessionId: 2, endTime: wed, oneRepMax: 108 },
      { sessionId: 3, endTime: fri, oneRepMax: 110 },
    ]);
  });
});
