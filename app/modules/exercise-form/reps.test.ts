import { describe, expect, it } from "vitest";
import { findReps, medianSmooth } from "./reps";

const samples = (values: number[]) => values.map((value, i) => ({ t: i / 10, value }));

describe("rep counting", () => {
  it("counts a rep only from rest, past engaged, back to rest", () => {
    const reps = findReps(samples([170, 170, 150, 120, 100, 120, 150, 170, 170, 150, 145, 170]), { rest: 160, engaged: 140 });
    expect(reps).toEqual([{ start: 1, bottom: 4, end: 7, top: 7 }]); // the dip to 145 never engaged
  });

  it("does not count jitter round a threshold twice", () => {
    const reps = findReps(samples([170, 139, 141, 139, 141, 139, 165, 159, 161, 159, 165]), { rest: 160, engaged: 140 });
    expect(reps).toHaveLength(1);
  });

  it("finds where the movement starts and ends, and the lockout after it", () => {
    const reps = findReps(samples([178, 178, 175, 168, 150, 120, 150, 165, 172, 176, 176, 179, 178]), { rest: 160, engaged: 140 });
    expect(reps).toEqual([{ start: 1, bottom: 5, end: 9, top: 11 }]);
  });

  it("smooths a single wild frame away", () => {
    expect(medianSmooth(samples([170, 170, 40, 170, 170])).map((s) => s.value)).toEqual([170, 170, 170, 170, 170]);
  });
});
