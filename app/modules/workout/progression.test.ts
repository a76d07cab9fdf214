import { describe, expect, it } from "vitest";
import { bodyRegion, suggestNext } from "./progression";

const sets = (n: number, weight: number | null, reps: number) => Array.from({ length: n }, () => ({ weight, reps }));

describe("double progression", () => {
  it("all targets met → heavier: +2.5 kg upper body, +5 kg lower body", () => {
    expect(suggestNext({ targetSets: 3, targetReps: 5, targetWeight: 60 }, sets(3, 60, 5), "upper")).toEqual({
      weight: 62.5,
      reps: 5,
      change: "heavier",
      reason: "All 3 × 5 at 60 kg done last time: +2.5 kg (upper body)",
    });
    expect(suggestNext({ targetSets: 3, targetReps: 5, targetWeight: 100 }, [...sets(3, 100, 6)], "lower")).toMatchObject({
      weight: 105,
      change: "heavier",
    });
  });

  it("in pounds: +5 lb upper body, +10 lb lower body", () => {
    expect(suggestNext({ targetSets: 2, targetReps: 8, targetWeight: 135 }, sets(2, 135, 8), "upper", "lb")).toMatchObject({
      weight: 140,
      reason: "All 2 × 8 at 135 lb done last time: +5 lb (upper body)",
    });
    expect(suggestNext({ targetSets: 2, targetReps: 8, targetWeight: 225 }, sets(2, 225, 8), "lower", "lb")).toMatchObject({ weight: 235 });
  });

  it("a missed set → the same weight and reps", () => {
    expect(
      suggestNext({ targetSets: 3, targetReps: 5, targetWeight: 100 }, [...sets(2, 100, 5), { weight: 100, reps: 4 }], "lower"),
    ).toEqual({
      weight: 100,
      reps: 5,
      change: "same",
      reason: "Last time 2 of 3 sets reached 3 × 5 at 100 kg: same again",
    });
    // fewer sets than the target, or a lighter weight, is not every target met
    expect(suggestNext({ targetSets: 3, targetReps: 5, targetWeight: 100 }, sets(2, 100, 5), "lower").change).toBe("same");
    expect(suggestNext({ targetSets: 3, targetReps: 5, targetWeight: 100 }, sets(3, 95, 5), "lower").change).toBe("same");
  });

  it("extra sets past the target do not count against it", () => {
    expect(
      suggestNext({ targetSets: 2, targetReps: 10, targetWeight: 20 }, [...sets(2, 20, 10), { weight: 20, reps: 6 }], "upper").weight,
    ).toBe(22.5);
  });

  it("a body-weight exercise goes one rep more", () => {
    expect(suggestNext({ targetSets: 3, targetReps: 12, targetWeight: null }, sets(3, 0, 12), "upper")).toEqual({
      weight: null,
      reps: 13,
      change: "more reps",
      reason: "All 3 × 12 done last time: one rep more",
    });
  });

  it("without targets, last time's heaviest set is the target; never done → the routine's targets", () => {
    expect(suggestNext({ targetSets: 1, targetReps: null, targetWeight: null }, [{ weight: 50, reps: 8 }], "upper")).toMatchObject({
      weight: 52.5,
      reps: 8,
    });
    expect(suggestNext({ targetSets: 3, targetReps: 5, targetWeight: 40 }, [], "upper")).toEqual({
      weight: 40,
      reps: 5,
      change: "first",
      reason: "First time: the routine's targets",
    });
  });
});

describe("upper or lower body, by primary muscles", () => {
  it("legs, glutes and the lower back are lower body; the rest upper", () => {
    expect(bodyRegion(["quadriceps"])).toBe("lower");
    expect(bodyRegion(["lower back"])).toBe("lower"); // the deadlift
    expect(bodyRegion(["chest"])).toBe("upper");
    expect(bodyRegion(["shoulders", "triceps"])).toBe("upper");
  });
});
