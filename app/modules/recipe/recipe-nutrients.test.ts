import { describe, expect, it } from "vitest";
import { NUTRIENT_COLUMNS, NUTRIENT_NAMES, recipeNutrients, type Ingredient } from "./recipe-nutrients";

// Four ingredients with every nutrient (and one without fiber or sugar: not measured).
const OATS: Ingredient = {
  grams: 80,
  caloriesPer100g: 379,
  proteinPer100g: 13.2,
  carbsPer100g: 67.7,
  fatPer100g: 6.5,
  fiberPer100g: 10.1,
  sugarPer100g: 1,
  sodiumMgPer100g: 6,
};
const MILK: Ingredient = {
  grams: 250,
  caloriesPer100g: 61,
  proteinPer100g: 3.2,
  carbsPer100g: 4.8,
  fatPer100g: 3.3,
  fiberPer100g: 0,
  sugarPer100g: 5.1,
  sodiumMgPer100g: 43,
};
const BANANA: Ingredient = {
  grams: 118,
  caloriesPer100g: 89,
  proteinPer100g: 1.1,
  carbsPer100g: 22.8,
  fatPer100g: 0.3,
  fiberPer100g: 2.6,
  sugarPer100g: 12.2,
  sodiumMgPer100g: 1,
};
const HONEY: Ingredient = {
  grams: 21,
  caloriesPer100g: 304,
  proteinPer100g: 0.3,
  carbsPer100g: 82.4,
  fatPer100g: 0,
  fiberPer100g: null,
  sugarPer100g: null,
  sodiumMgPer100g: 4,
};
const FOUR = [OATS, MILK, BANANA, HONEY];

/** What the ingredients carry of a nutrient, summed by hand (null when none carries it). */
const summed = (column: (typeof NUTRIENT_COLUMNS)[number]) =>
  FOUR.filter((food) => food[column] !== null).reduce((sum, food) => sum + (food[column]! * food.grams) / 100, 0);

describe("recipeNutrients", () => {
  it("4 ingredients, 4 servings: one serving is a quarter of the ingredients' sums, for every nutrient", () => {
    const recipe = recipeNutrients(FOUR, 4);
    expect(recipe.ingredientGrams).toBe(80 + 250 + 118 + 21);
    expect(recipe.servingGrams).toBeCloseTo(469 / 4, 10);
    for (const column of NUTRIENT_COLUMNS) {
      const name = NUTRIENT_NAMES[column];
      expect(recipe.total[name], name).toBeCloseTo(summed(column), 10);
      expect(recipe.perServing[name], name).toBeCloseTo(summed(column) / 4, 10);
      // per 100 g of the uncooked sum; a serving's grams at that density give the serving again
      expect(recipe.per100g[column], column).toBeCloseTo((summed(column) / 469) * 100, 10);
      expect((recipe.per100g[column]! * recipe.servingGrams) / 100).toBeCloseTo(recipe.perServing[name]!, 10);
    }
    expect(recipe.perServing.calories).toBeCloseTo((303.2 + 152.5 + 105.02 + 63.84) / 4, 10);
  });

  it("with a cooked weight, per 100 g is the totals over the cooked weight; a serving stays its share", () => {
    const raw = recipeNutrients(FOUR, 4);
    const cooked = recipeNutrients(FOUR, 4, 600);
    expect(cooked.weightGrams).toBe(600);
    expect(cooked.servingGrams).toBe(150);
    for (const column of NUTRIENT_COLUMNS) {
      expect(cooked.per100g[column], column).toBeCloseTo(summed(column) / 6, 10);
      expect(cooked.perServing[NUTRIENT_NAMES[column]]).toBeCloseTo(raw.perServing[NUTRIENT_NAMES[column]]!, 10);
    }
    expect(cooked.per100g.caloriesPer100g).toBeCloseTo(624.56 / 6, 10);
  });

  it("a nutrient no ingredient carries stays null, never zero; one some carry counts what they carry", () => {
    const recipe = recipeNutrients([HONEY], 1);
    expect(recipe.per100g.fiberPer100g).toBeNull();
    expect(recipe.perServing.sugar).toBeNull();
    expect(recipe.perServing.sodiumMg).toBeCloseTo(0.84, 10);
    expect(recipeNutrients([HONEY, BANANA], 2).perServing.fiber).toBeCloseTo((2.6 * 1.18) / 2, 10);
  });
});
