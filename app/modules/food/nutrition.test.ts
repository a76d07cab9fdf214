import { describe, expect, it } from "vitest";
import { gramsOf, macroTargets, normalizeQuantity, nutritionFor, progressPercent, sumNutrients } from "./nutrition";

const banana = { caloriesPer100g: 89, proteinPer100g: 1.09, carbsPer100g: 22.84, fatPer100g: 0.33 };

describe("nutritionFor", () => {
  it("scales per-100 g values by grams, kcal whole and macros to one decimal", () => {
    expect(nutritionFor(banana, 100)).toEqual({ calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 });
    expect(nutritionFor(banana, 118)).toEqual({ calories: 105, protein: 1.3, carbs: 27, fat: 0.4 });
    expect(nutritionFor(banana, 1)).toEqual({ calories: 1, protein: 0, carbs: 0.2, fat: 0 });
  });
  it("treats unmeasured values as zero", () => {
    expect(nutritionFor({ caloriesPer100g: 0, proteinPer100g: null, carbsPer100g: null, fatPer100g: null }, 250)).toEqual({
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
  });
});

describe("normalizeQuantity (the live preview while typing)", () => {
  it("keeps whole grams and rounds decimals", () => {
    expect(normalizeQuantity("150")).toBe(150);
    expect(normalizeQuantity("99.6")).toBe(100);
    expect(normalizeQuantity(42)).toBe(42);
  });
  it("turns invalid, empty, zero or negative input into 1", () => {
    for (const raw of ["abc", "", "  ", "0", "-5", null, undefined, Number.NaN]) expect(normalizeQuantity(raw)).toBe(1);
  });
  it("does not clamp large quantities silently (the schema refuses them with a message)", () => {
    expect(normalizeQuantity("9999")).toBe(9999);
  });
});

describe("gramsOf (what a log takes)", () => {
  it("rounds numbers and decimal strings to whole grams", () => {
    expect(gramsOf("150")).toBe(150);
    expect(gramsOf(" 99.6 ")).toBe(100);
    expect(gramsOf(0.5)).toBe(1);
  });
  it("has no grams for negative, zero, empty or non-numeric input (refused, never saved as 1 g)", () => {
    for (const raw of ["abc", "", "  ", "0", "0.4", "-5", "-0.4", "0x10", "1e3", -3, 0, Number.NaN, Infinity, null, undefined, true, []])
      expect(gramsOf(raw), String(raw)).toBeNull();
  });
});

describe("targets and totals", () => {
  it("derives macro targets from the calorie goal", () => {
    expect(macroTargets(2000)).toEqual({ protein: 150, carbs: 225, fat: 56 });
  });
  it("caps progress at 100 %", () => {
    expect(progressPercent(1000, 2000)).toBe(50);
    expect(progressPercent(2600, 2000)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
  });
  it("sums without floating-point dust", () => {
    expect(
      sumNutrients([
        { calories: 105, protein: 0.1, carbs: 0.2, fat: 0.7 },
        { calories: 1, protein: 0.2, carbs: 0.1, fat: 0.7 },
      ]),
    ).toEqual({
      calories: 106,
      protein: 0.3,
      carbs: 0.3,
      fat: 1.4,
    });
  });
});
