import { describe, expect, it } from "vitest";
import { healthScore } from "~/modules/scan/health-score";
import { allergensIn } from "./allergens";
import { candidatesOf, matchesDailyValue, roundsRight } from "./figures";
import { NO_WARNINGS, OVERLAY_TOPS, SCAN_COMPLETE, overlayBoxes } from "./overlay";
import type { LabelFacts } from "./parse";
import { normalizeLine, readingsOf } from "./readings";
import { labelResult, recommendationsOf, warningsOf, type LabelNutrients } from "./result";

const nutrients = (values: Partial<LabelNutrients>): LabelNutrients => ({
  protein: null,
  carbs: null,
  fat: null,
  fiber: null,
  sugar: null,
  sodium: null,
  ...values,
});

describe("readings of an OCR line", () => {
  it("puts O, l and rn right only beside digits, and decimal commas as points", () => {
    expect(normalizeLine("Trans Fat Og", "us")).toBe("Trans Fat 0g");
    expect(normalizeLine("Cholesterol Omg 0%", "us")).toBe("Cholesterol 0mg 0%");
    expect(normalizeLine("Sodium 16Orng", "us")).toBe("Sodium 160mg");
    expect(normalizeLine("Protein l2g", "us")).toBe("Protein 12g");
    expect(normalizeLine("Sodium 1,050mg", "us")).toBe("Sodium 1050mg");
    expect(normalizeLine("Fat 30,9 g", "eu")).toBe("Fat 30.9 g");
    expect(normalizeLine("Energy 1 520 kJ", "eu")).toBe("Energy 1520 kJ");
    expect(normalizeLine("Olive Oil", "us")).toBe("Olive Oil");
  });

  it("reads numbers with their units, a g look-alike as g, micrograms left out", () => {
    expect(readingsOf("Fibre 8.4¢ 3.8 g").map(({ value, unit, guessedUnit }) => [value, unit, guessedUnit])).toEqual([
      [8.4, "g", true],
      [3.8, "g", false],
    ]);
    expect(readingsOf("Energy 1520 kJ / 362 kcaI").map(({ value, unit }) => [value, unit])).toEqual([
      [1520, "kj"],
      [362, "kcal"],
    ]);
    expect(readingsOf("Vitamin D 2mcg 10%").map(({ value, unit }) => [value, unit])).toEqual([[10, "%"]]);
    expect(readingsOf("Total Sugars <1g")[0]).toMatchObject({ value: 1, lessThan: true });
  });
});

describe("what a noisy figure may have been", () => {
  const values = (digits: string, unit: "g" | null = null) =>
    candidatesOf({ digits, value: Number(digits), unit, guessedUnit: false, lessThan: false }).map((c) => c.value);

  it("a trailing 9 without a unit is likelier a g", () => {
    expect(values("89")[0]).toBe(8);
    expect(values("6.29")[0]).toBe(6.2);
    expect(values("89")).toContain(89);
  });

  it("a leading zero lost its decimal point; other lost points are possible", () => {
    expect(values("05", "g")).toEqual([0.5]);
    expect(values("28", "g")).toEqual([28, 2.8]);
  });

  it("knows the labels' rounding and the FDA's daily values", () => {
    expect(roundsRight(8, "grams", "us")).toBe(true);
    expect(roundsRight(8.5, "grams", "us")).toBe(false);
    expect(roundsRight(2.5, "grams", "us")).toBe(true);
    expect(roundsRight(165, "sodium", "us")).toBe(false);
    expect(roundsRight(6.29, "grams", "eu")).toBe(false);
    expect(roundsRight(0.24, "salt", "eu")).toBe(true);
    expect(matchesDailyValue(8, 10, 78, "grams")).toBe(true);
    expect(matchesDailyValue(89, 10, 78, "grams")).toBe(false);
  });
});

describe("allergens from the ingredient list", () => {
  it("finds the groups by their names in ingredients", () => {
    expect(allergensIn(["Whole grain oats", "almonds", "soy lecithin"])).toEqual(["Tree nuts", "Gluten", "Soy"]);
    expect(allergensIn(["wheat flour", "eggs", "butter", "sesame seeds", "anchovies", "shrimp"])).toEqual([
      "Milk",
      "Eggs",
      "Fish",
      "Crustaceans",
      "Wheat",
      "Gluten",
      "Sesame",
    ]);
    expect(allergensIn(["preservative (sulphur dioxide)", "mustard seed", "celery", "lupin flour", "mussels"])).toEqual([
      "Molluscs",
      "Celery",
      "Mustard",
      "Lupin",
      "Sulphites",
    ]);
  });

  it("is not fooled by look-alike words", () => {
    expect(allergensIn(["peanut butter"])).toEqual(["Peanuts"]);
    expect(allergensIn(["coconut milk", "cocoa butter", "buckwheat", "eggplant", "nutmeg", "cream of tartar"])).toEqual([]);
  });
});

describe("warnings and recommendations", () => {
  it("warns at 20% of a daily value or more, and at 400 kcal a serving", () => {
    expect(warningsOf(230, nutrients({ sodium: 459, fat: 15.5, sugar: 9.9 }))).toEqual([]);
    expect(warningsOf(400, nutrients({ sodium: 460, fat: 16, sugar: 10 }), ["peanuts"])).toEqual([
      "High sodium: 460 mg (20% DV)",
      "High fat: 16 g (21% DV)",
      "High sugar: 10 g per serving",
      "High calories: 400 kcal per serving",
      "May contain peanuts",
    ]);
  });

  it("recommends by the same thresholds", () => {
    expect(recommendationsOf(nutrients({ protein: 10, fiber: 5.6, sodium: 115 }))).toEqual([
      "Good source of protein: 10 g",
      "High in fiber: 5.6 g",
      "Low in sodium",
    ]);
    expect(recommendationsOf(nutrients({ fiber: 2.8, sodium: 460, sugar: 12 }))).toEqual([
      "Good source of fiber: 2.8 g",
      "Keep other meals today low in salt",
      "Pair it with protein or fiber to stay full longer",
    ]);
    expect(recommendationsOf(nutrients({ fiber: 0.5, carbs: 20 }))).toEqual(["Add fruit, vegetables or whole grains for fiber"]);
  });
});

const facts: LabelFacts = {
  layout: "us",
  name: "Oat Crunch Granola",
  servingSize: "2/3 cup (55g)",
  servingGrams: 55,
  figures: { calories: 230, protein: 3, carbs: 37, fat: 8, fiber: 4, sugar: 12, sodium: 160 },
  ingredients: ["Whole grain oats", "sugar", "almonds"],
  contains: ["Milk"],
  mayContain: [],
};

describe("the scanned label result", () => {
  it("has the spec's fields, allergens from ingredients and Contains, the meal scan's health score", () => {
    const result = labelResult(facts, 1800);
    expect(result).toMatchObject({
      name: "Oat Crunch Granola",
      serving_size: "2/3 cup (55g)",
      calories: 230,
      nutrients: { protein: 3, carbs: 37, fat: 8, fiber: 4, sugar: 12, sodium: 160 },
      allergens: ["Milk", "Tree nuts", "Gluten"],
      warnings: ["High sugar: 12 g per serving"],
    });
    expect(result.healthScore).toBe(healthScore({ calories: 230, protein: 3, carbs: 37, fat: 8 }, 1800));
  });
});

describe("the AR overlay", () => {
  it("puts four boxes at left 20 and tops 50, 120, 180, 240", () => {
    const boxes = overlayBoxes(labelResult(facts));
    expect(boxes.map((box) => [box.type, box.x, box.y])).toEqual([
      ["calories", 20, OVERLAY_TOPS.calories],
      ["protein", 20, 120],
      ["warning", 20, 180],
      ["recommendation", 20, 240],
    ]);
    expect(boxes.map((box) => box.content)).toEqual([
      "230 kcal per serving",
      "Protein: 3 g",
      "High sugar: 12 g per serving",
      "Good source of fiber: 4 g",
    ]);
    for (const [box, next] of boxes.map((box, i) => [box, boxes[i + 1]] as const))
      if (next) expect(box.y + box.height).toBeLessThan(next.y);
  });

  it("falls back to No warnings and Scan complete", () => {
    const boxes = overlayBoxes({ calories: 90, nutrients: nutrients({ protein: 1 }), warnings: [], recommendations: [] });
    expect(boxes[2]!.content).toBe(NO_WARNINGS);
    expect(boxes[3]!.content).toBe(SCAN_COMPLETE);
  });
});
