import { describe, expect, it } from "vitest";
import { energyShares, healthScore, nutritionTip } from "./health-score";

const plate = (calories: number, protein: number, carbs: number, fat: number) => ({ calories, protein, carbs, fat });

describe("healthScore", () => {
  it("gives full marks to a meal exactly on the targets at a third of the day", () => {
    // 30 % / 45 % / 25 % of 600 kcal: 45 g protein, 67.5 g carbs, 16.7 g fat
    expect(healthScore(plate(600, 45, 67.5, (600 * 0.25) / 9))).toBe(100);
  });

  it("scores a lean plate (chicken, rice, broccoli) green and burger and fries yellow", () => {
    expect(healthScore(plate(522, 54, 63, 6))).toBe(82);
    const burgerAndFries = healthScore(plate(910, 28, 105, 42));
    expect(burgerAndFries).toBeGreaterThanOrEqual(60);
    expect(burgerAndFries).toBeLessThan(80);
  });

  it("scores only carbs or only fat low, and nothing 0", () => {
    expect(healthScore(plate(150, 0, 37.5, 0))).toBe(20); // a soda: portion points only
    expect(healthScore(plate(0, 0, 0, 0))).toBe(0);
    expect(healthScore(plate(270, 0, 0, 30))).toBe(20);
  });

  it("takes portion points away from a meal far over a third of the goal, and scales with the goal", () => {
    const big = plate(1800, 135, 202.5, 50);
    expect(healthScore(big)).toBe(80); // balanced, but 2.7 × a third of 2000 kcal
    expect(healthScore(big, 4000)).toBe(97); // 1.35 × a third of 4000 kcal: 17 of 20 portion points
  });

  it("stays within 0–100 for any macros", () => {
    for (const [p, c, f] of [
      [1000, 0, 0],
      [0, 1000, 0],
      [0, 0, 1000],
      [1, 1, 1],
      [0.1, 0, 0],
    ] as const) {
      const score = healthScore(plate(p * 4 + c * 4 + f * 9, p, c, f));
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });
});

describe("energyShares and nutritionTip", () => {
  it("splits the energy 4/4/9", () => {
    expect(energyShares({ protein: 10, carbs: 10, fat: 0 })).toEqual({ protein: 0.5, carbs: 0.5, fat: 0 });
    expect(energyShares({ protein: 0, carbs: 0, fat: 0 })).toBeNull();
  });

  it("names what most moves the meal from the targets", () => {
    expect(nutritionTip(plate(522, 54, 63, 6))).toMatch(/^Well balanced/);
    expect(nutritionTip(plate(600, 10, 40, 40))).toMatch(/high in fat/);
    expect(nutritionTip(plate(500, 5, 110, 3))).toMatch(/^Mostly carbs/);
    expect(nutritionTip(plate(1200, 60, 150, 40))).toMatch(/^A large meal: about 60% of your daily goal/);
    expect(nutritionTip(plate(0, 0, 0, 0))).toMatch(/^No calories/);
  });
});
