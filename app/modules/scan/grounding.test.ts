import { describe, expect, it } from "vitest";
import {
  estimatePer100g,
  ground,
  nameMatches,
  namesSameFood,
  plausibleDensity,
  searchTermsFor,
  stem,
  type CatalogueFood,
  type ModelFood,
} from "./grounding";

const food = (id: number, name: string, caloriesPer100g: number | null): CatalogueFood => ({
  id,
  name,
  caloriesPer100g,
  proteinPer100g: 1,
  carbsPer100g: 1,
  fatPer100g: 1,
});
const seen = (name: string, grams: number, calories: number): ModelFood => ({
  name,
  grams,
  calories,
  protein: 1,
  carbs: 1,
  fat: 1,
  confidence: 0.9,
});

describe("searchTermsFor", () => {
  it("tries the name, then the food with 'cooked' for a cooking word, then the food words alone", () => {
    expect(searchTermsFor("Steamed broccoli")).toEqual(["steamed broccoli", "broccoli cooked", "broccoli"]);
    expect(searchTermsFor("grilled chicken breast")).toEqual(["grilled chicken breast", "chicken breast cooked", "chicken breast"]);
    expect(searchTermsFor("Rice, white, cooked")).toEqual(["rice white cooked", "rice white"]);
    expect(searchTermsFor("a bowl of fresh blueberries")).toEqual(["a bowl of fresh blueberries", "blueberries"]);
    expect(searchTermsFor("banana")).toEqual(["banana"]);
    expect(searchTermsFor("!")).toEqual([]);
  });
});

describe("nameMatches", () => {
  it("needs every word of the term in the catalogue name, plurals and simple forms alike", () => {
    expect(nameMatches("grilled chicken breast", "Chicken, broiler or fryers, breast, skinless, meat only, cooked, grilled")).toBe(true);
    expect(nameMatches("eggs", "Egg, whole, cooked, scrambled")).toBe(true);
    expect(nameMatches("french fries", "Potatoes, french fried, frozen, oven-heated")).toBe(true);
    expect(nameMatches("blueberries", "Blueberries, raw")).toBe(true);
    expect(nameMatches("dragon fruit", "Fruit cocktail, canned, heavy syrup")).toBe(false);
    expect(nameMatches("salad", "Lettuce, green leaf, raw")).toBe(false);
    expect(stem("berries")).toBe("berry");
  });
});

describe("namesSameFood", () => {
  it("needs every word the model gave, preparation included, and the catalogue name's lead words among them", () => {
    expect(namesSameFood("white rice, cooked", "Rice, white, long-grain, regular, enriched, cooked")).toBe(true);
    expect(namesSameFood("white rice, cooked", "Rice, white, long-grain, regular, raw")).toBe(false);
    expect(
      namesSameFood("a plate of grilled chicken breast", "Chicken, broiler or fryers, breast, skinless, meat only, cooked, grilled"),
    ).toBe(true);
    expect(namesSameFood("scrambled eggs", "Egg, whole, cooked, scrambled")).toBe(true);
    expect(namesSameFood("caesar salad", "Salad dressing, caesar, regular")).toBe(false);
    expect(namesSameFood("white rice", "Rice flour, white")).toBe(false);
    expect(namesSameFood("a bowl", "Bowl, anything")).toBe(false);
  });
});

describe("plausibleDensity", () => {
  const per100 = (caloriesPer100g: number | null) => ({ caloriesPer100g, proteinPer100g: 0, carbsPer100g: 0, fatPer100g: 0 });
  it("accepts foods within 60 kcal/100 g or within ×2, and refuses the rest", () => {
    expect(plausibleDensity(per100(165), per100(151))).toBe(true);
    expect(plausibleDensity(per100(20), per100(75))).toBe(true); // within 60 kcal
    expect(plausibleDensity(per100(300), per100(590))).toBe(true); // ×1.97
    expect(plausibleDensity(per100(130), per100(365))).toBe(false); // cooked rice is not raw rice
    expect(plausibleDensity(per100(180), per100(542))).toBe(false); // a salad is not its dressing
    expect(plausibleDensity(per100(100), per100(null))).toBe(false);
    expect(plausibleDensity(null, per100(100))).toBe(true);
  });
});

describe("estimatePer100g", () => {
  it("scales the model's figures for its grams to 100 g", () => {
    expect(estimatePer100g({ ...seen("x", 200, 300), protein: 10, carbs: 50.5, fat: 3 })).toEqual({
      caloriesPer100g: 150,
      proteinPer100g: 5,
      carbsPer100g: 25.3,
      fatPer100g: 1.5,
    });
    expect(estimatePer100g(seen("x", 0, 300))).toBeNull();
  });
});

describe("ground", () => {
  it("matches the first catalogue food whose name and energy fit, and offers the others", () => {
    const raw = food(1, "Rice, white, long-grain, raw", 365);
    const cooked = food(2, "Rice, white, long-grain, cooked", 130);
    const flour = food(3, "Rice flour, white", 366);
    const result = ground(seen("white rice", 200, 260), [{ term: "white rice", foods: [raw, cooked, flour] }]);
    expect(result.match).toBe(cooked);
    expect(result.options.map((option) => option.id)).toEqual([1, 2, 3]);
  });

  it("lets a catalogue food named as the model named it win over the model's density; the density picks raw or cooked", () => {
    const raw = food(1, "Rice, white, long-grain, regular, raw", 365);
    const cooked = food(2, "Rice, white, long-grain, regular, cooked", 130);
    const flour = food(3, "Rice flour, white", 366);
    // a vision model's 400 kcal/100 g for cooked rice is its own error: the cooked rice wins
    const wrong = ground(seen("white rice, cooked", 200, 800), [{ term: "white rice cooked", foods: [raw, cooked, flour] }]);
    expect(wrong.match).toBe(cooked);
    // without the preparation word, raw and cooked are both named: the density chooses between them
    expect(ground(seen("white rice", 200, 260), [{ term: "white rice", foods: [raw, cooked] }]).match).toBe(cooked);
    expect(ground(seen("white rice", 100, 350), [{ term: "white rice", foods: [cooked, raw] }]).match).toBe(raw);
    // neither plausible: the nearest of the named ones, never the model
    expect(ground(seen("white rice", 100, 900), [{ term: "white rice", foods: [cooked, raw] }]).match).toBe(raw);
  });

  it("has no match (an estimate) when no name fits or every density is far off", () => {
    const cocktail = food(4, "Fruit cocktail, canned", 70);
    expect(ground(seen("dragon fruit", 100, 60), [{ term: "dragon fruit", foods: [cocktail] }])).toEqual({ options: [], match: null });
    const dressing = food(5, "Salad dressing, caesar, regular", 542);
    const caesar = ground(seen("caesar salad", 200, 360), [{ term: "caesar salad", foods: [dressing] }]);
    expect(caesar.match).toBeNull();
    expect(caesar.options).toEqual([dressing]);
  });

  it("tries the later searches in turn, without repeats, at most five options", () => {
    const broccoli = [food(6, "Broccoli, cooked, boiled", 35), food(7, "Broccoli, raw", 34)];
    const many = Array.from({ length: 8 }, (_, i) => food(10 + i, `Broccoli, kind ${i}`, 30));
    const result = ground(seen("steamed broccoli", 100, 35), [
      { term: "steamed broccoli", foods: [] },
      { term: "broccoli cooked", foods: [broccoli[0]!] },
      { term: "broccoli", foods: [broccoli[0]!, broccoli[1]!, ...many] },
    ]);
    expect(result.match?.id).toBe(6);
    expect(result.options.map((option) => option.id)).toEqual([6, 7, 10, 11, 12]);
  });
});
