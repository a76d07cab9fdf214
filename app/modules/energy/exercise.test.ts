import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_METS, dayExercise, exerciseCounts, MAX_WORKOUT_MINUTES, sessionMet, workoutKcal } from "./exercise";

describe("a workout's energy, from the Compendium's METs", () => {
  it("counts the net energy: (MET − 1) × kg × hours", () => {
    // an hour of weight training (3.5 MET) at 80 kg: 2.5 × 80 = 200 kcal; half an hour of stationary cycling (7): 6 × 70 / 2 = 210
    expect(workoutKcal(60, CATEGORY_METS.strength!.met, 80)).toBe(200);
    expect(workoutKcal(30, CATEGORY_METS.cardio!.met, 70)).toBe(210);
    expect(workoutKcal(0, 6, 80)).toBe(0);
    expect(workoutKcal(-5, 6, 80)).toBe(0);
  });

  it("caps a session left open at three hours, and grows with time, weight and MET", () => {
    expect(workoutKcal(600, 6, 80)).toBe(workoutKcal(MAX_WORKOUT_MINUTES, 6, 80));
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 170 }),
        fc.integer({ min: 30, max: 200 }),
        fc.double({ min: 2, max: 10, noNaN: true }),
        (minutes, kg, met) => {
          expect(workoutKcal(minutes + 10, met, kg)).toBeGreaterThanOrEqual(workoutKcal(minutes, met, kg));
          expect(workoutKcal(minutes, met, kg + 10)).toBeGreaterThanOrEqual(workoutKcal(minutes, met, kg));
          expect(workoutKcal(minutes, met + 1, kg)).toBeGreaterThan(workoutKcal(minutes, met, kg));
        },
      ),
    );
  });

  it("weights a session's MET by the sets of each category, unknown categories as weight training", () => {
    expect(sessionMet([{ category: "strength", sets: 3 }])).toBe(3.5);
    // 3 sets of strength (3.5) and 1 of plyometrics (8): (10.5 + 8) / 4 = 4.6
    expect(
      sessionMet([
        { category: "strength", sets: 3 },
        { category: "plyometrics", sets: 1 },
      ]),
    ).toBe(4.6);
    expect(sessionMet([{ category: "juggling", sets: 2 }])).toBe(3.5);
    expect(sessionMet([{ category: "stretching", sets: 0 }])).toBe(2.3);
    expect(sessionMet([])).toBe(3.5);
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
