import { describe, expect, it } from "vitest";
import { LogSetInput, StartSessionInput } from "./inputs";

const issues = (input: unknown) => {
  const result = LogSetInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("set entry (spec core §5)", () => {
  it("reads weight as a decimal in kg and reps as a whole number, from a form or JSON", () => {
    expect(LogSetInput.parse({ workoutExerciseId: "3", weight: "82.5", reps: "5" })).toEqual({
      workoutExerciseId: 3,
      weight: 82.5,
      reps: 5,
    });
    expect(LogSetInput.parse({ workoutExerciseId: 3, weight: "82,5", reps: 5 })).toMatchObject({ weight: 82.5 });
    expect(LogSetInput.parse({ workoutExerciseId: 3, weight: 0, reps: 12 })).toMatchObject({ weight: 0 });
  });
  it("requires both and names what is wrong", () => {
    expect(issues({ workoutExerciseId: 3 })).toEqual(["weight: Weight is required", "reps: Reps is required"]);
    expect(issues({ workoutExerciseId: 3, weight: "", reps: "" })).toEqual(["weight: Weight is required", "reps: Reps is required"]);
    expect(issues({ workoutExerciseId: 3, weight: 80, reps: "abc" })).toEqual(["reps: Reps must be a number"]);
    expect(issues({ workoutExerciseId: 3, weight: -5, reps: 5 })).toEqual(["weight: Weight cannot be negative"]);
    expect(issues({ workoutExerciseId: 3, weight: 80, reps: 5.5 })).toEqual(["reps: Reps must be a whole number"]);
    expect(issues({ workoutExerciseId: 3, weight: true, reps: 0 })).toEqual([
      "weight: Weight must be a number",
      "reps: Reps must be at least 1",
    ]);
    expect(issues({ workoutExerciseId: 3, weight: 1001, reps: 5 })).toEqual(["weight: Weight must be at most 1000 kg"]);
  });
});

describe("POST /api/workout-sessions body", () => {
  it("takes the spec's userId, startTime and exercises with sets", () => {
    const input = StartSessionInput.parse({
      userId: 1,
      startTime: "2026-11-22T08:00:00.000Z",
      exercises: [{ exerciseId: 12, sets: [{ reps: 5, weight: 80, restTime: 120 }] }],
    });
    expect(input.exercises[0]).toMatchObject({ exerciseId: 12, sets: [{ reps: 5, weight: 80, restTime: 120 }] });
  });
  it("refuses an empty workout and a startTime that is not a date", () => {
    expect(StartSessionInput.safeParse({ exercises: [] }).success).toBe(false);
    expect(StartSessionInput.safeParse({ startTime: "yesterday", exercises: [{ exerciseId: 1 }] }).success).toBe(false);
  });
});
