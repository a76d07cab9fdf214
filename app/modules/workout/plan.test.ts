import { describe, expect, it } from "vitest";
import { currentExercise, DEFAULT_REST_SECONDS, setSlots, setsLeft, setsProgress, prefillOf } from "./plan";

const sets = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

describe("the plan", () => {
  it("rests the spec's 90 s between sets unless the member sets another rest", () => {
    expect(DEFAULT_REST_SECONDS).toBe(90);
  });

  it("counts the planned sets not yet logged", () => {
    expect(
      setsLeft([
        { id: 1, targetSets: 4, sets: sets(2) },
        { id: 2, targetSets: null, sets: sets(0) },
      ]),
    ).toBe(5);
    expect(setsLeft([{ id: 1, targetSets: 1, sets: sets(3) }])).toBe(0);
    expect(setsLeft([])).toBe(0);
  });

  it("counts sets done out of planned, defaulting to 3 sets, extra sets on both sides", () => {
    expect(
      setsProgress([
        { id: 1, targetSets: 4, sets: sets(2) },
        { id: 2, targetSets: null, sets: sets(0) },
        { id: 3, targetSets: 1, sets: sets(2) },
      ]),
    ).toEqual({ done: 4, total: 9 });
  });

  it("goes to the first exercise with sets left, or the one chosen, or the last", () => {
    const plan = [
      { id: 1, targetSets: 2, sets: sets(2) },
      { id: 2, targetSets: 3, sets: sets(1) },
      { id: 3, targetSets: 3, sets: sets(0) },
    ];
    expect(currentExercise(plan)?.id).toBe(2);
    expect(currentExercise(plan, 3)?.id).toBe(3);
    expect(currentExercise(plan, 99)?.id).toBe(2);
    expect(currentExercise([{ id: 1, targetSets: 1, sets: sets(1) }])?.id).toBe(1);
    expect(currentExercise([])).toBeNull();
  });

  it("lists completed, then the current, then pending sets", () => {
    expect(setSlots({ id: 1, targetSets: 3, sets: sets(1) }).map((slot) => slot.state)).toEqual(["completed", "current", "pending"]);
    expect(setSlots({ id: 1, targetSets: 2, sets: sets(2) }).map((slot) => slot.state)).toEqual(["completed", "completed", "current"]);
  });
});

describe("a set pre-filled from a routine", () => {
  const previous = {
    sets: [
      { weight: 60, reps: 8 },
      { weight: 62.5, reps: 6 },
    ],
  };
  it("takes the targets, else the same set last time, else last time's last set", () => {
    expect(prefillOf({ targetWeight: 65, targetReps: 5, sets: [], previous })).toEqual({ weight: 65, reps: 5 });
    expect(prefillOf({ targetWeight: null, targetReps: null, sets: [{}], previous })).toEqual({ weight: 62.5, reps: 6 });
    expect(prefillOf({ targetWeight: null, targetReps: null, sets: [{}, {}, {}], previous })).toEqual({ weight: 62.5, reps: 6 });
    expect(prefillOf({ targetWeight: null, targetReps: 10, sets: [], previous: null })).toEqual({ weight: null, reps: 10 });
  });
});
