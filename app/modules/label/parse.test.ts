import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseLabel, type FigureName } from "./parse";

// The corpus: corpus/*.txt are what tesseract.js (eng, 4.0.0_best_int) read off the labels of
// tests/helpers/nutrition-label.ts, rendered at 1–3× and as photos (rotated, on a table) — real
// OCR output with its noise ("559" for "55g", "Total Fat 89", "Fibre 849g 38g", "perdsg").
// The texts below are typed: layouts and noise the renders do not show.

const CORPUS = path.join(import.meta.dirname, "corpus");

type Expected = { name: string | null; servingSize: string; servingGrams: number } & Record<FigureName, number | null>;

const GRANOLA: Expected = {
  name: "Oat Crunch Granola",
  servingSize: "2/3 cup (55g)",
  servingGrams: 55,
  calories: 230,
  protein: 3,
  carbs: 37,
  fat: 8,
  fiber: 4,
  sugar: 12,
  sodium: 160,
};
/** Per 45 g portion: the per-100 g column scaled (27.45 g of carbs printed as 27, as the pack does). */
const MUESLI: Expected = {
  name: "Alpine Fruit Muesli",
  servingSize: "45 g",
  servingGrams: 45,
  calories: 163,
  protein: 4.5,
  carbs: 27,
  fat: 2.8,
  fiber: 3.8,
  sugar: 8.1,
  sodium: 18,
};

function expectFacts(text: string, expected: Expected) {
  const facts = parseLabel(text);
  expect(facts).not.toBeNull();
  const { name, servingSize, servingGrams, figures } = facts!;
  expect({ name, servingSize, servingGrams, ...figures }).toEqual(expected);
  return facts!;
}

describe("the OCR corpus", () => {
  const files = readdirSync(CORPUS).filter((file) => file.endsWith(".txt"));

  it("holds both layouts, rendered and photographed", () => {
    expect(files.filter((file) => file.startsWith("us-")).length).toBeGreaterThanOrEqual(5);
    expect(files.filter((file) => file.startsWith("eu-")).length).toBeGreaterThanOrEqual(5);
  });

  it.each(files)("%s reads to the label's figures", (file) => {
    const text = readFileSync(path.join(CORPUS, file), "utf8");
    const facts = expectFacts(text, file.startsWith("us-") ? GRANOLA : MUESLI);
    expect(facts.layout).toBe(file.startsWith("us-") ? "us" : "eu");
  });

  it("reads the granola's ingredients and its Contains statement", () => {
    const facts = parseLabel(readFileSync(path.join(CORPUS, "us-granola-photo-1280.txt"), "utf8"))!;
    expect(facts.ingredients).toEqual([
      "Whole grain oats",
      "sugar",
      "canola oil",
      "rice flour",
      "honey",
      "almonds",
      "salt",
      "soy lecithin",
      "natural flavor",
    ]);
    expect(facts.contains).toEqual(["Almonds", "Soy"]);
  });
});

describe("typed labels", () => {
  it("reads a clean US panel, vitamins and minerals left out", () => {
    const facts = expectFacts(
      `Greek Yogurt Vanilla
Nutrition Facts
1 serving per container
Serving size 1 container (150g)
Amount per serving
Calories 140
% Daily Value*
Total Fat 2.5g 3%
Saturated Fat 1.5g 8%
Trans Fat 0g
Cholesterol 10mg 3%
Sodium 55mg 2%
Total Carbohydrate 16g 6%
Dietary Fiber 0g 0%
Total Sugars 14g
Includes 9g Added Sugars 18%
Protein 13g 26%
Vitamin D 0mcg 0%
Calcium 150mg 10%
*The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet.
2,000 calories a day is used for general nutrition advice.
INGREDIENTS: CULTURED PASTEURIZED NONFAT MILK, CANE SUGAR, NATURAL VANILLA FLAVOR, PECTIN.
CONTAINS: MILK.`,
      {
        name: "Greek Yogurt Vanilla",
        servingSize: "1 container (150g)",
        servingGrams: 150,
        calories: 140,
        protein: 13,
        carbs: 16,
        fat: 2.5,
        fiber: 0,
        sugar: 14,
        sodium: 55,
      },
    );
    expect(facts.ingredients).toEqual(["CULTURED PASTEURIZED NONFAT MILK", "CANE SUGAR", "NATURAL VANILLA FLAVOR", "PECTIN"]);
    expect(facts.contains).toEqual(["MILK"]);
  });

  it("undoes O for 0 and l for 1, and reads <1g as half a gram", () => {
    expectFacts(
      `Nutrition Facts
About 3 servings per container
Serving size 1 oz (28g)
Calories 160
Total Fat 1Og 13%
Saturated Fat l.5g 8%
Trans Fat Og
Cholesterol Omg 0%
Sodium 17Omg 7%
Total Carbohydrate 15g 5%
Dietary Fiber lg 4%
Total Sugars <lg
Includes Og Added Sugars 0%
Protein 2g`,
      {
        name: null,
        servingSize: "1 oz (28g)",
        servingGrams: 28,
        calories: 160,
        protein: 2,
        carbs: 15,
        fat: 10,
        fiber: 1,
        sugar: 0.5,
        sodium: 170,
      },
    );
  });

  it("checks a figure against its % Daily Value: 89 beside 10% of fat is 8 g", () => {
    const text = (fat: string) =>
      `Nutrition Facts\nServing size 1 bar (40g)\nCalories 190\nTotal Fat ${fat}\nTotal Carbohydrate 22g 8%\nProtein 10g 20%`;
    expect(parseLabel(text("89 10%"))!.figures.fat).toBe(8);
    expect(parseLabel(text("7g 9%"))!.figures.fat).toBe(7);
  });

  it("cuts the tabular US panel at each nutrient's name", () => {
    expectFacts(
      `Nutrition Facts Serving size 1 bar (40g) Servings 12
Calories 190 Total Fat 7g 9% Sodium 95mg 4% Protein 10g 20%
Saturated Fat 3.5g 18% Total Carb. 22g 8%
Trans Fat 0g Dietary Fiber 3g 11%
Cholesterol 5mg 2% Total Sugars 8g Incl. 6g Added Sugars 12%`,
      {
        name: null,
        servingSize: "1 bar (40g)",
        servingGrams: 40,
        calories: 190,
        protein: 10,
        carbs: 22,
        fat: 7,
        fiber: 3,
        sugar: 8,
        sodium: 95,
      },
    );
  });

  it("finds the calories under a big 'Calories' on its own line, ml as grams, thousands of mg", () => {
    expectFacts(
      `Nutrition Facts
Serving size 1 cup (240mL)
Calories
120
Total Fat 5g 6%
Sodium 1,050mg 46%
Total Carbohydrate 12g 4%
Total Sugars 12g
Protein 8g 16%`,
      {
        name: null,
        servingSize: "1 cup (240mL)",
        servingGrams: 240,
        calories: 120,
        protein: 8,
        carbs: 12,
        fat: 5,
        fiber: null,
        sugar: 12,
        sodium: 1050,
      },
    );
  });

  it("reads an EU single column with decimal commas, energy on one line, salt as sodium", () => {
    const facts = expectFacts(
      `Hazelnut Milk Chocolate
NUTRITION INFORMATION
Typical values per 100g
Energy 2215 kJ / 531 kcal
Fat 30,9 g
of which saturates 18,6 g
Carbohydrate 56,5 g
of which sugars 55,8 g
Fibre 2,3 g
Protein 7,3 g
Salt 0,24 g
Ingredients: sugar, cocoa butter, whole milk powder (18%), cocoa mass, emulsifier (soya lecithin), hazelnut
paste, flavouring.
May contain traces of peanuts and other nuts.`,
      {
        name: "Hazelnut Milk Chocolate",
        servingSize: "100 g",
        servingGrams: 100,
        calories: 531,
        protein: 7.3,
        carbs: 56.5,
        fat: 30.9,
        fiber: 2.3,
        sugar: 55.8,
        sodium: 96,
      },
    );
    expect(facts.layout).toBe("eu");
    expect(facts.ingredients).toEqual([
      "sugar",
      "cocoa butter",
      "whole milk powder (18%)",
      "cocoa mass",
      "emulsifier (soya lecithin)",
      "hazelnut paste",
      "flavouring",
    ]);
    expect(facts.mayContain).toEqual(["peanuts", "other nuts"]);
  });

  it("works out kcal from kJ when only kJ is printed", () => {
    expectFacts(
      `Nutrition declaration per 100 ml
Energy 180 kJ
Fat 0 g
Carbohydrate 10,6 g
of which sugars 10,6 g
Protein 0 g
Salt 0 g`,
      {
        name: null,
        servingSize: "100 g",
        servingGrams: 100,
        calories: 43,
        protein: 0,
        carbs: 10.6,
        fat: 0,
        fiber: null,
        sugar: 10.6,
        sodium: 0,
      },
    );
  });

  it("keeps 'contains 2% or less of' in the ingredient list", () => {
    const facts = parseLabel(
      `Nutrition Facts\nServing size 1 slice (38g)\nCalories 100\nTotal Fat 1.5g 2%\nTotal Carbohydrate 18g 7%\nProtein 4g\n` +
        `INGREDIENTS: WHOLE WHEAT FLOUR, WATER, SUGAR, WHEAT GLUTEN, CONTAINS 2% OR LESS OF: SALT, YEAST, SOYBEAN OIL.\nCONTAINS: WHEAT, SOY.`,
    )!;
    expect(facts.ingredients).toEqual([
      "WHOLE WHEAT FLOUR",
      "WATER",
      "SUGAR",
      "WHEAT GLUTEN",
      "CONTAINS 2% OR LESS OF: SALT",
      "YEAST",
      "SOYBEAN OIL",
    ]);
    expect(facts.contains).toEqual(["WHEAT", "SOY"]);
  });

  it("is null for text that is no nutrition label", () => {
    expect(parseLabel("")).toBeNull();
    expect(parseLabel("THANK YOU FOR SHOPPING\nTotal 12.50\nCard ****1234")).toBeNull();
    expect(parseLabel("Calories 230")).toBeNull();
    expect(parseLabel("Protein 3g\nTotal Fat 8g")).toBeNull();
  });
});
