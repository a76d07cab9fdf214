import { describe, expect, it } from "vitest";
import fnddsFoods from "../../../prisma/seed-data/fndds-foods.json";
import srFoods from "../../../prisma/seed-data/foods.json";
import { singular } from "./rank";
import { ALIASES, DEFAULT_FORMS, defaultForm, isMissingFood, phraseWords, rewriteQuery, VOCABULARY_WORDS } from "./vocabulary";

const foods: { name: string }[] = [...srFoods, ...fnddsFoods];
const names = new Set(foods.map((food) => food.name));
/** Each catalogue name's words and their singulars. */
const nameWords = foods.map((food) => new Set(phraseWords(food.name).flatMap((word) => [word, singular(word)])));
const inCatalogue = (target: string) =>
  nameWords.some((words) => phraseWords(target).every((word) => words.has(word) || words.has(singular(word))));

describe("the search vocabulary", () => {
  it("maps every alias to words some catalogue food holds together", () => {
    for (const [phrase, alias] of Object.entries(ALIASES)) {
      for (const target of alias.targets) expect(inCatalogue(target), `${phrase} → ${target}`).toBe(true);
    }
  });

  it("names only real catalogue foods as default forms", () => {
    for (const [key, name] of Object.entries(DEFAULT_FORMS)) expect(names.has(name), `${key} → ${name}`).toBe(true);
  });

  it("keys every default form as a query finds it (singulars, sorted)", () => {
    for (const [key, name] of Object.entries(DEFAULT_FORMS)) expect(defaultForm(key.split(" ")), key).toBe(name);
  });

  it("rewrites aliases, longest phrase first; a lone-only alias only alone", () => {
    expect(rewriteQuery(["coke"])).toEqual([["carbonated", "cola"]]);
    expect(rewriteQuery(["diet", "coke"])).toEqual([["carbonated", "low", "calorie", "cola", "aspartame"]]);
    expect(rewriteQuery(["chips"])).toEqual([
      ["potato", "chips"],
      ["potatoes", "french", "fried"],
    ]);
    expect(rewriteQuery(["potato", "salad"])).toEqual([]);
    expect(rewriteQuery(["hot", "dog"])).toEqual([["frankfurter"]]);
    expect(rewriteQuery(["banana"])).toEqual([]);
  });

  it("finds the form people mean whatever the word order or number", () => {
    expect(defaultForm(["tomatoes"])).toBe("Tomatoes, red, ripe, raw, year round average");
    expect(defaultForm(["rice", "white"])).toBe(defaultForm(["white", "rice"]));
    expect(defaultForm(["cookies"])).toBe(DEFAULT_FORMS.cookie);
  });

  it("knows foods the catalogue lacks as words, not typos", () => {
    expect(isMissingFood(["kombucha"])).toBe(true);
    expect(isMissingFood(["oat", "milk"])).toBe(true);
    expect(isMissingFood(["milk"])).toBe(false);
    for (const word of ["coke", "kombucha", "cofee"]) expect(VOCABULARY_WORDS.has(word)).toBe(true);
  });

  it("no longer calls missing what FNDDS holds (issue 39)", () => {
    for (const dish of [["sushi"], ["latte"], ["pad", "thai"], ["pho"], ["green", "tea"], ["protein", "shake"], ["ramen"]])
      expect(isMissingFood(dish), dish.join(" ")).toBe(false);
  });
});
