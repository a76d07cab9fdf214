import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayExercise, exerciseCounts, MAX_WORKOUT_MINUTES, workoutBudgetKcal } from "./exercise";

describe("a workout's share of the budget", () => {
  it("counts its energy above resting, (MET − 1) × kg × hours, from the workout module's Compendium METs", () => {
    // an hour of weight training (3.5 MET) at 80 kg: 2.5 × 80 = 200 kcal; half an hour of stationary cycling (7): 6 × 70 / 2 = 210
    expect(workoutBudgetKcal(60, 80, ["strength", "strength"])).toEqual({ kcal: 200, met: 3.5 });
    expect(workoutBudgetKcal(30, 70, ["cardio"])).toEqual({ kcal: 210, met: 7 });
    // 3 sets of strength (3.5) and 1 of plyometrics (8): (10.5 + 8) / 4 = 4.63
    expect(workoutBudgetKcal(60, 80, ["strength", "strength", "strength", "plyometrics"])?.met).toBe(4.63);
  });

  it("has nothing to estimate without a weight, a duration or a completed set", () => {
    expect(workoutBudgetKcal(60, null, ["strength"])).toBeNull();
    expect(workoutBudgetKcal(0, 80, ["strength"])).toBeNull();
    expect(workoutBudgetKcal(60, 80, [])).toBeNull();
  });

  it("caps a session left open at three hours, and grows with time and weight up to it", () => {
    expect(workoutBudgetKcal(600, 80, ["strength"])).toEqual(workoutBudgetKcal(MAX_WORKOUT_MINUTES, 80, ["strength"]));
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 170 }), fc.integer({ min: 30, max: 200 }), (minutes, kg) => {
        const kcal = (m: number, w: number) => workoutBudgetKcal(m, w, ["powerlifting"])!.kcal;
        expect(kcal(minutes + 10, kg)).toBeGreaterThan(kcal(minutes, kg));
        expect(kcal(minutes, kg + 10)).toBeGreaterThan(kcal(minutes, kg));
      }),
    );
  });
});

describe("the day's exercise and whether it counts", () => {
  it("takes the imported active energy (the largest source) over the workouts' estimate, which it measures too", () => {
    expect(dayExercise(200, [350.4, 120])).toEqual({ workoutsKcal: 200, activeEnergyKcal: 350, exerciseKcal: 350, basis: "active energy" });
    expect(dayExercise(200, [])).toEqual({ workoutsKcal: 200, activeEnergyKcal: null, exerciseKcal: 200, basis: "workouts" });
    expect(dayExercise(null, [])).toEqual({ workoutsKcal: null, activeEnergyKcal: null, exerciseKcal: 0, basis: "none" });
  });

  it("counts by default only while the target is not the adaptive estimate's; the member's choice wins", () => {
    expect(exerciseCounts("auto", false)).toBe(true);
    expect(exerciseCounts("auto", true)).toBe(false);
    expect(exerciseCounts("on", true)).toBe(true);
    expect(exerciseCounts("off", false)).toBe(false);
  });
});
