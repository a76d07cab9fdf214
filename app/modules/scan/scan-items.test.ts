import { describe, expect, it } from "vitest";
import { applyCorrections, parseItems, scanTotals, viewItem, type ScanItem } from "./scan-items";

const chicken: ScanItem = {
  name: "Grilled chicken breast",
  grams: 150,
  confidence: 0.95,
  estimate: { caloriesPer100g: 165, proteinPer100g: 31, carbsPer100g: 0, fatPer100g: 3.6 },
  options: [
    { id: 1, name: "Chicken, breast, grilled", caloriesPer100g: 151, proteinPer100g: 30.5, carbsPer100g: 0, fatPer100g: 3.2 },
    { id: 2, name: "Chicken, breast, roasted", caloriesPer100g: 165, proteinPer100g: 31, carbsPer100g: 0, fatPer100g: 3.6 },
  ],
  choice: 1,
};
const fruit: ScanItem = {
  name: "Dragon fruit",
  grams: 80,
  confidence: 0.7,
  estimate: { caloriesPer100g: 60, proteinPer100g: 1.2, carbsPer100g: 13, fatPer100g: 0.4 },
  options: [],
  choice: null,
};

describe("viewItem and scanTotals", () => {
  it("computes a matched food from the catalogue's per-100 g values × grams (spec core §5 rounding)", () => {
    expect(viewItem(chicken)).toEqual({
      name: "Grilled chicken breast",
      foodId: 1,
      matchedName: "Chicken, breast, grilled",
      quantity: 150,
      unit: "g",
      calories: 227, // 151 × 1.5 = 226.5
      protein: 45.8,
      carbs: 0,
      fat: 4.8,
      confidence: 0.95,
      estimated: false,
      modelCalories: null,
    });
  });

  it("keeps the catalogue's figures for a named match and says what the model estimated when it disagrees", () => {
    const cooked = {
      id: 3,
      name: "Rice, white, long-grain, regular, cooked",
      caloriesPer100g: 130,
      proteinPer100g: 2.7,
      carbsPer100g: 28.2,
      fatPer100g: 0.3,
    };
    const estimate = { caloriesPer100g: 400, proteinPer100g: 7, carbsPer100g: 88, fatPer100g: 1 };
    const rice: ScanItem = { ...chicken, name: "White rice, cooked", grams: 200, estimate, options: [cooked], choice: 3 };
    expect(viewItem(rice)).toMatchObject({ foodId: 3, calories: 260, estimated: false, modelCalories: 800 });
    expect(viewItem({ ...rice, choice: null })).toMatchObject({ calories: 800, estimated: true, modelCalories: null });
  });

  it("keeps the model's estimate for an unmatched food and marks it", () => {
    expect(viewItem(fruit)).toMatchObject({ foodId: null, matchedName: null, calories: 48, protein: 1, carbs: 10.4, estimated: true });
  });

  it("adds the items up", () => {
    expect(scanTotals([chicken, fruit])).toEqual({ calories: 275, protein: 46.8, carbs: 10.4, fat: 5.1 });
    expect(scanTotals([])).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
  });
});

describe("applyCorrections", () => {
  it("changes grams, swaps to another match or back to the estimate, and removes", () => {
    const corrected = applyCorrections([chicken, fruit], [{ grams: 200, choice: 2 }, { remove: true }]);
    expect(corrected).toEqual([{ ...chicken, grams: 200, choice: 2, corrected: true }]);
    expect(scanTotals(corrected as ScanItem[]).calories).toBe(330);
    expect(applyCorrections([chicken], [{ choice: "estimate" }])).toEqual([{ ...chicken, choice: null, corrected: true }]);
    expect(applyCorrections([chicken, fruit], [])).toEqual([chicken, fruit]);
  });

  it("marks a food corrected only when its grams or match change, and keeps the mark", () => {
    expect(applyCorrections([chicken, fruit], [{ grams: 150, choice: 1 }, { grams: 80 }])).toEqual([chicken, fruit]);
    const changed = applyCorrections([chicken], [{ grams: 120 }]) as ScanItem[];
    expect(applyCorrections(changed, [{ grams: 150 }])).toEqual([{ ...chicken, corrected: true }]);
  });

  it("refuses a choice that was not offered, an estimate that does not exist, and extra corrections", () => {
    expect(applyCorrections([chicken], [{ choice: 99 }])).toBe("Choose one of the matches offered for Grilled chicken breast");
    expect(applyCorrections([{ ...chicken, estimate: null }], [{ choice: "estimate" }])).toMatch(/no estimate/);
    expect(applyCorrections([chicken], [{}, {}])).toMatch(/More corrections than foods/);
  });
});

it("parseItems reads stored JSON and nothing else", () => {
  expect(parseItems(JSON.stringify([fruit]))).toEqual([fruit]);
  expect(parseItems(null)).toEqual([]);
  expect(parseItems("{")).toEqual([]);
  expect(parseItems("{}")).toEqual([]);
});
