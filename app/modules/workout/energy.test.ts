import { describe, expect, it } from "vitest";
import { estimateWorkoutKcal, MET_BY_CATEGORY } from "./energy";

// Hand-computed: kcal = MET × kg × hours (Ainsworth et al. 2011); active = (MET − 1) × kg × hours.
describe("a workout's energy estimate", () => {
  it("is MET × body weight × hours: 45 min of weight training at 80 kg is 3.5 × 80 × 0.75 = 210 kcal", () => {
    expect(estimateWorkoutKcal({ durationSeconds: 45 * 60, weightKg: 80, categories: ["strength", "strength"] })).toEqual({
      kcal: 210,
      activeKcal: 150, // 2.5 × 80 × 0.75
      met: 3.5,
      weightKg: 80,
      hours: 0.75,
    });
  });

  it("weighs each category by its share of the sets: 3 strength and 1 plyometric set is (3 × 3.5 + 8) / 4 = 4.63 METs", () => {
    const estimate = estimateWorkoutKcal({
      durationSeconds: 3600,
      weightKg: 70,
      categories: ["strength", "strength", "strength", "plyometrics"],
    });
    expect(estimate).toMatchObject({ met: 4.63, kcal: 324 }); // 4.625 → 4.63 × 70 = 324.1
  });

  it("takes the Compendium's values: powerlifting 6.0 (02050), stretching 2.3 (02101); an unknown category is weight training", () => {
    expect(MET_BY_CATEGORY.powerlifting).toMatchObject({ met: 6, code: "02050" });
    expect(estimateWorkoutKcal({ durationSeconds: 1800, weightKg: 60, categories: ["stretching"] })!.kcal).toBe(69); // 2.3 × 60 × 0.5
    expect(estimateWorkoutKcal({ durationSeconds: 3600, weightKg: 100, categories: ["unheard of"] })!.met).toBe(3.5);
  });

  it("is null without a body weight, a duration or a set", () => {
    expect(estimateWorkoutKcal({ durationSeconds: 3600, weightKg: null, categories: ["strength"] })).toBeNull();
    expect(estimateWorkoutKcal({ durationSeconds: 0, weightKg: 80, categories: ["strength"] })).toBeNull();
    expect(estimateWorkoutKcal({ durationSeconds: 3600, weightKg: 80, categories: [] })).toBeNull();
  });
});
