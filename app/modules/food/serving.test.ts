import { describe, expect, it } from "vitest";
import { CustomFoodInput } from "./custom-food";
import { per100gOf, perServingOf, servingGrams, servingOfPortion, servingPortion } from "./serving";

// Issue 39 part 5: a label's values per serving become the food's values per 100 g.

describe("a serving turned per 100 g", () => {
  it("scales each figure by 100 / the serving's grams, to 2 decimals", () => {
    expect(per100gOf(120, 30)).toBe(400);
    expect(per100gOf(7, 45)).toBe(15.56); // 15.555…
    expect(per100gOf(0.1, 3)).toBe(3.33);
    expect(perServingOf(15.56, 45)).toBe(7); // 7.002 back on the edit form
  });

  it("weighs ml at 1 g per ml unless a density is given", () => {
    expect(servingGrams({ size: 250, unit: "ml" })).toBe(250);
    expect(servingGrams({ size: 250, unit: "ml", gramsPerMl: 1.035 })).toBe(258.75);
    expect(servingGrams({ size: 15, unit: "ml", gramsPerMl: 0.92 })).toBe(13.8);
    expect(servingGrams({ size: 30, unit: "g", gramsPerMl: 2 })).toBe(30);
  });

  it("becomes the portion '1 serving' (ml named in it) and reads back from it", () => {
    expect(servingPortion({ size: 30, unit: "g" })).toEqual({ label: "1 serving", grams: 30 });
    expect(servingPortion({ size: 250, unit: "ml", gramsPerMl: 1.03 })).toEqual({ label: "1 serving, 250 ml", grams: 257.5 });
    for (const serving of [
      { size: 30, unit: "g" },
      { size: 250, unit: "ml" },
      { size: 250, unit: "ml", gramsPerMl: 1.035 },
      { size: 15, unit: "ml", gramsPerMl: 0.92 },
    ] as const) {
      expect(servingOfPortion(servingPortion(serving))).toEqual(serving);
    }
    expect(servingOfPortion({ label: "1 cup", grams: 240 })).toBeNull();
  });
});

describe("custom food input per serving", () => {
  const cereal = {
    name: "Crunchy cereal",
    category: "grains",
    servingSize: "30",
    caloriesPerServing: "120",
    proteinPerServing: "3",
    carbsPerServing: "24",
    fatPerServing: "1.5",
    fiberPerServing: "2",
    sodiumMgPerServing: "",
  };
  const problems = (input: Record<string, unknown>) =>
    CustomFoodInput.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

  it("stores the label per 100 g, keeps the serving, and parses its own output again to the same", () => {
    const food = CustomFoodInput.parse(cereal);
    expect(food).toEqual({
      name: "Crunchy cereal",
      brand: undefined,
      category: "grains",
      caloriesPer100g: 400,
      proteinPer100g: 10,
      carbsPer100g: 80,
      fatPer100g: 5,
      fiberPer100g: 6.67,
      sugarPer100g: undefined,
      sodiumMgPer100g: undefined,
      barcode: undefined,
      servingSize: 30,
      servingUnit: "g",
    });
    expect(CustomFoodInput.parse(food)).toEqual(food);
  });

  it("a drink in ml: 1 ml = 1 g, or the density given", () => {
    const milk = {
      name: "Oat drink",
      category: "beverages",
      servingSize: 250,
      servingUnit: "ml",
      caloriesPerServing: 120,
      proteinPerServing: 2.5,
      carbsPerServing: 16,
      fatPerServing: 5,
    };
    expect(CustomFoodInput.parse(milk)).toMatchObject({ caloriesPer100g: 48, proteinPer100g: 1, carbsPer100g: 6.4, fatPer100g: 2 });
    expect(CustomFoodInput.parse({ ...milk, gramsPerMl: 1.03 })).toMatchObject({
      caloriesPer100g: 46.6,
      gramsPerMl: 1.03,
      servingUnit: "ml",
    });
    expect(problems({ ...milk, servingUnit: "g", gramsPerMl: 1.03 })).toEqual(["gramsPerMl: A density is for a serving in ml"]);
    expect(problems({ ...milk, gramsPerMl: 9 })).toEqual(["gramsPerMl: Density cannot exceed 2.5 g per ml"]);
    expect(problems({ ...milk, servingUnit: "cup" })).toEqual(["servingUnit: Serving unit is g or ml"]);
  });

  it("per 100 g values with a serving size keep the values and add the serving", () => {
    const food = CustomFoodInput.parse({
      name: "Muesli",
      category: "grains",
      caloriesPer100g: 360,
      proteinPer100g: 10,
      carbsPer100g: 60,
      fatPer100g: 7,
      servingSize: 45,
    });
    expect(food).toMatchObject({ caloriesPer100g: 360, servingSize: 45, servingUnit: "g" });
  });

  it("refuses what cannot be: no serving size, both bases, more than the serving weighs, energy off, under 1 g", () => {
    expect(problems({ ...cereal, servingSize: "" })).toEqual(["servingSize: Serving size is required for values per serving"]);
    expect(problems({ ...cereal, caloriesPer100g: 400 })).toEqual(["caloriesPer100g: Give the values per 100 g or per serving, not both"]);
    expect(problems({ ...cereal, proteinPerServing: undefined })).toEqual(["proteinPerServing: Protein is required"]);
    expect(problems({ ...cereal, carbsPerServing: "31" })).toContain("carbsPerServing: Carbs cannot exceed the serving's weight (30 g)");
    expect(problems({ ...cereal, carbsPerServing: "26", fatPerServing: "3", caloriesPerServing: "143" })).toEqual([
      "fatPerServing: Protein, carbs and fat together cannot exceed the serving's weight (30 g)",
    ]);
    expect(problems({ ...cereal, caloriesPerServing: "300" })).toEqual([
      "caloriesPerServing: More than 900 kcal per 100 g: check the calories and the serving size",
    ]);
    expect(problems({ ...cereal, caloriesPerServing: "40" })).toEqual([
      "caloriesPerServing: Calories do not match the macros (protein and carbs give 4 kcal/g, fat 9 kcal/g)",
    ]);
    expect(
      problems({
        ...cereal,
        servingSize: "0.5",
        caloriesPerServing: "2",
        proteinPerServing: "0",
        carbsPerServing: "0.4",
        fatPerServing: "0",
      }),
    ).toEqual(["servingSize: A serving weighs at least 1 g"]);
    expect(problems({ ...cereal, servingSize: "-3" })).toContain("servingSize: Serving size must be more than 0");
    expect(problems({ ...cereal, sodiumMgPerServing: "20000" })).toEqual([
      "sodiumMgPerServing: More sodium than salt itself holds: check the sodium (mg) and the serving size",
    ]);
  });

  it("without a serving, the per-100 g values are required as before", () => {
    expect(problems({ name: "Plain", category: "grains" })).toEqual([
      "caloriesPer100g: Calories is required",
      "proteinPer100g: Protein is required",
      "carbsPer100g: Carbs is required",
      "fatPer100g: Fat is required",
    ]);
  });
});
