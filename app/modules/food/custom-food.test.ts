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

describe("custom food input refuses garbage (issue 7, item 6)", () => {
  const problems = (patch: Record<string, unknown>) =>
    CustomFoodInput.safeParse({ ...valid, ...patch }).error?.issues.map((issue) => issue.message) ?? [];

  it("numbers are JSON numbers or decimal strings: null, false, [], true and 0x10 are refused, not 0, 1 or 16", () => {
    expect(CustomFoodInput.parse({ ...valid, proteinPer100g: 10, fatPer100g: "20.0" })).toMatchObject({
      proteinPer100g: 10,
      fatPer100g: 20,
    });
    for (const value of [null, false, [], true, "0x10", ""]) {
      expect(problems({ carbsPer100g: value }), JSON.stringify(value)).toContain("Carbs must be a number");
    }
    expect(problems({ caloriesPer100g: "0x10" })).toContain("Calories must be a number");
    // Optional values: empty or null means "not given".
    expect(CustomFoodInput.parse({ ...valid, fiberPer100g: "", sugarPer100g: null })).toMatchObject({ fiberPer100g: undefined });
    expect(problems({ fiberPer100g: true })).toContain("Fiber must be a number");
  });

  it("names and brands are cleaned: NFC, no NUL, control characters, bidi overrides or lone surrogates", () => {
    const food = CustomFoodInput.parse({ ...valid, name: "Cre\u0300me\u0000 bru\u0302le\u0301e\u202E", brand: "\u2066Acme\uD800\u0007" });
    expect(food).toMatchObject({ name: "Crème brûlée", brand: "Acme" });
    expect(problems({ name: "\u0000\u202Ea" })).toContain("Name must be at least 2 characters");
  });
});
