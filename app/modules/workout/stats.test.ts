import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestOf, epley1RM, flagRecords, recordSetsIn, setVolume, totalVolume } from "./stats";

describe("volume", () => {
  it("is Σ weight × reps over completed sets", () => {
    expect(setVolume({ weight: 80, reps: 5 })).toBe(400);
    expect(
      totalVolume([
        { weight: 80, reps: 5, completed: true },
        { weight: 82.5, reps: 3, completed: true },
        { weight: 100, reps: 5, completed: false },
        { weight: null, reps: 10 },
      ]),
    ).toBe(647.5);
  });
  it("rounds to 0.1 kg and is never negative", () => {
    expect(totalVolume([{ weight: 0.1, reps: 3 }])).toBe(0.3);
    fc.assert(
      fc.property(
        fc.array(fc.record({ weight: fc.double({ min: 0, max: 1000, noNaN: true }), reps: fc.integer({ min: 1, max: 1000 }) })),
        (sets) => {
          expect(totalVolume(sets)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("estimated 1RM (Epley)", () => {
  it("is weight × (1 + reps / 30), the weight itself for one rep", () => {
    expect(epley1RM({ weight: 100, reps: 10 })).toBe(133.3);
    expect(epley1RM({ weight: 100, reps: 1 })).toBe(100);
    expect(epley1RM({ weight: 60, reps: 5 })).toBe(70);
    expect(epley1RM({ weight: 0, reps: 20 })).toBe(0);
    expect(epley1RM({ weight: null, reps: 5 })).toBe(0);
  });
  it("grows with weight and with reps", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 50 }), (weight, reps) => {
        expect(epley1RM({ weight: weight + 1, reps })).toBeGreaterThanOrEqual(epley1RM({ weight, reps }));
        expect(epley1RM({ weight, reps: reps + 1 })).toBeGreaterThanOrEqual(epley1RM({ weight, reps }));
      }),
    );
  });
});

describe("personal records", () => {
  it("flags the heaviest weight and the best 1RM when beaten, in lifting order", () => {
    const prior = bestOf([{ weight: 80, reps: 5 }]); // 1RM 93.3
    expect(prior).toEqual({ weight: 80, oneRepMax: 93.3 });
    expect(
      flagRecords(prior, [
        { weight: 80, reps: 5 }, // a tie is no record
        { weight: 70, reps: 12 }, // 1RM 98: a 1RM record at a lighter weight
        { weight: 82.5, reps: 1 }, // heavier than ever, 1RM 82.5 is not
        { weight: 82.5, reps: 2 }, // beats neither the weight (tie) nor 98
      ]),
    ).toEqual([
      { weight: false, oneRepMax: false },
      { weight: false, oneRepMax: true },
      { weight: true, oneRepMax: false },
      { weight: false, oneRepMax: false },
    ]);
  });
  it("a first-ever set is no record; the next ones are compared with it", () => {
    expect(
      flagRecords(null, [
        { weight: 50, reps: 5 },
        { weight: 55, reps: 5 },
      ]),
    ).toEqual([
      { weight: false, oneRepMax: false },
      { weight: true, oneRepMax: true },
    ]);
  });
});

describe("records set in chosen workouts (the weekly update's count)", () => {
  it("counts the counted workouts' sets that beat everything lifted before them, earlier workouts included", () => {
    const before = { counted: false, sets: [{ weight: 80, reps: 5 }] }; // 1RM 93.3, before the week
    const week = [
      {
        counted: true,
        sets: [
          { weight: 80, reps: 5 },
          { weight: 85, reps: 3 },
        ],
      }, // a tie; 85 kg heavier (1RM 93.5 too): 1 set
      { counted: true, sets: [{ weight: 70, reps: 12 }] }, // 1RM 98: 1 set
      { counted: true, sets: [] }, // nothing lifted
    ];
    expect(recordSetsIn([before, ...week])).toBe(2);
    expect(recordSetsIn([before, { counted: false, sets: week[0]!.sets }, ...week.slice(1)])).toBe(1);
  });
  it("counts no record for an exercise's first-ever set, as a finished workout shows none", () => {
    expect(recordSetsIn([{ counted: true, sets: [{ weight: 50, reps: 5 }] }])).toBe(0);
    expect(
      recordSetsIn([
        {
          counted: true,
          sets: [
            { weight: 50, reps: 5 },
            { weight: 55, reps: 5 },
          ],
        },
      ]),
    ).toBe(1);
  });
});
