import { describe, expect, it } from "vitest";
import { LogSetForm, UpdateRoutineExerciseForm } from "./inputs";
import { formatLoad, inUnits, isBodyWeight, loadKg, loadValue, showKg, targetsInUnits } from "./load";

describe("workout weights in the member's units", () => {
  it("stores a typed pound figure as kg and shows it again as typed, on the 0.1 lb grid", () => {
    expect(loadKg(135, "us")).toBe(61.23); // 135 × 0.45359237 = 61.235 → 61.23 kg
    expect(loadValue(61.23, "us")).toBe(135);
    for (let tenths = 0; tenths <= 10000; tenths += 7) {
      const lb = tenths / 10;
      expect(loadValue(loadKg(lb, "us"), "us")).toBe(lb);
    }
  });

  it("keeps kilograms as stored (0.01), so 61.25 kg stays 61.25 kg", () => {
    expect(loadKg(61.25, "metric")).toBe(61.25);
    expect(loadValue(61.25, "metric")).toBe(61.25);
    expect(showKg(61.25, "metric")).toBe("61.25 kg");
    expect(showKg(61.23, "us")).toBe("135 lb");
    expect(formatLoad(1350, "lb")).toBe("1,350 lb");
  });

  it("converts sets and targets, leaving a missing weight missing", () => {
    expect(
      inUnits(
        [
          { weight: 61.23, reps: 5 },
          { weight: null, reps: 3 },
        ],
        "us",
      ),
    ).toEqual([
      { weight: 135, reps: 5 },
      { weight: null, reps: 3 },
    ]);
    expect(targetsInUnits([{ targetWeight: 102.06 }, { targetWeight: null }], "us")).toEqual([
      { targetWeight: 225 },
      { targetWeight: null },
    ]);
  });

  it("knows a body-weight exercise by the library's equipment", () => {
    expect(isBodyWeight({ equipment: "body only" })).toBe(true);
    expect(isBodyWeight({ equipment: "barbell" })).toBe(false);
    expect(isBodyWeight({ equipment: null })).toBe(false);
  });
});

describe("the screens' set and target forms", () => {
  const parse = (
    schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } } },
    v: unknown,
  ) => {
    const result = schema.safeParse(v);
    return result.success ? result.data : result.error!.issues.map((issue) => issue.message);
  };

  it("take pounds from a US member as kg, with the bounds in pounds", () => {
    expect(parse(LogSetForm("us"), { workoutExerciseId: "3", weight: "135", reps: "5" })).toEqual({
      workoutExerciseId: 3,
      weight: 61.23,
      reps: 5,
    });
    expect(parse(LogSetForm("us"), { workoutExerciseId: "3", weight: "2204.6", reps: "1" })).toMatchObject({ weight: 999.99 });
    expect(parse(LogSetForm("us"), { workoutExerciseId: "3", weight: "2205", reps: "1" })).toEqual(["Weight must be at most 2204.6 lb"]);
    expect(parse(LogSetForm("us"), { workoutExerciseId: "3", weight: "", reps: "1" })).toEqual(["Weight is required"]);
    expect(parse(UpdateRoutineExerciseForm("us"), { routineExerciseId: "9", targetWeight: "225" })).toMatchObject({ targetWeight: 102.06 });
  });

  it("take kilograms from a metric member unchanged", () => {
    expect(parse(LogSetForm("metric"), { workoutExerciseId: "3", weight: "61.25", reps: "5" })).toEqual({
      workoutExerciseId: 3,
      weight: 61.25,
      reps: 5,
    });
    expect(parse(LogSetForm("metric"), { workoutExerciseId: "3", weight: "1001", reps: "1" })).toEqual(["Weight must be at most 1000 kg"]);
  });

  it("let a body-weight exercise's set leave the added weight empty (none)", () => {
    expect(parse(LogSetForm("us", true), { workoutExerciseId: "3", reps: "12" })).toEqual({ workoutExerciseId: 3, weight: 0, reps: 12 });
    expect(parse(LogSetForm("us", true), { workoutExerciseId: "3", weight: "25", reps: "8" })).toMatchObject({ weight: 11.34 });
    expect(parse(LogSetForm("metric", true), { workoutExerciseId: "3", weight: "", reps: "" })).toEqual(["Reps is required"]);
  });
});
