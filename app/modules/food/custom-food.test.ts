import { describe, expect, it } from "vitest";
import { CustomFoodInput, energyMismatch } from "./custom-food";

const valid = {
  name: "Granola, homemade",
  category: "grains",
  caloriesPer100g: "471",
  proteinPer100g: "10",
  carbsPer100g: "64",
  fatPer100g: "20",
};

describe("custom food rules", () => {
  it("accepts a consistent label and reads form strings as numbers", () => {
    const food = CustomFoodInput.parse(valid);
    expect(food).toMatchObject({ caloriesPer100g: 471, proteinPer100g: 10 });
    expect(food.brand).toBeUndefined();
  });

  it("rejects negative values, over 900 kcal, macros over 100 g, and unknown categories", () => {
    const problems = (patch: Record<string, string>) =>
      CustomFoodInput.safeParse({ ...valid, ...patch }).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ proteinPer100g: "-1" })).toContain("Protein cannot be negative");
    expect(problems({ caloriesPer100g: "950" })).toContain("Calories cannot exceed 900 kcal per 100 g");
    expect(problems({ fatPer100g: "101" })).toContain("Fat cannot exceed 100 g per 100 g");
    expect(problems({ category: "candy" })).toContain("Choose a category");
    expect(problems({ proteinPer100g: "abc" })).toContain("Protein must be a number");
  });

  it("rejects calories far from the macros' energy, and macros summing over 100 g", () => {
    expect(CustomFoodInput.safeParse({ ...valid, caloriesPer100g: "50" }).success).toBe(false);
    expect(
      CustomFoodInput.safeParse({ ...valid, proteinPer100g: "40", carbsPer100g: "40", fatPer100g: "30", caloriesPer100g: "590" }).success,
    ).toBe(false);
  });

  it("tolerates fibre, alcohol and rounding", () => {
    expect(energyMismatch(89, 1.09, 22.84, 0.33)).toBe(false); // banana
    expect(energyMismatch(34, 2.82, 6.64, 0.37)).toBe(false); // broccoli
    expect(energyMismatch(0, 0, 0, 0)).toBe(false);
    expect(energyMismatch(400, 0, 0, 0)).toBe(true);
  });
});
