import { describe, expect, it } from "vitest";
import { byRank, parseQuery, rankFoods, scoreFood, singular, topRanked, wordMatch, wordsOf, type RankCandidate, type Scored } from "./rank";

let nextId = 1;
const food = (name: string, extra: Partial<RankCandidate> = {}): RankCandidate => ({
  id: nextId++,
  name,
  brand: null,
  foodGroup: "Test Foods",
  personal: false,
  ...extra,
});
const order = (term: string, foods: RankCandidate[]) => rankFoods(parseQuery(term), foods).map((f) => f.name);

describe("parseQuery", () => {
  it("keeps letters and digits, folds case and accents, drops stop words and repeats; the last word is a prefix", () => {
    expect(parseQuery("  Chicken, with BREAST!! ")).toEqual([
      { text: "chicken", prefix: false },
      { text: "breast", prefix: true },
    ]);
    expect(parseQuery("Crème brûlée").map((w) => w.text)).toEqual(["creme", "brulee"]);
    expect(parseQuery("2% milk milk").map((w) => w.text)).toEqual(["2", "milk"]);
    expect(parseQuery(`"milk" OR *raw* -- ;`).map((w) => w.text)).toEqual(["milk", "raw"]);
    expect(parseQuery("the and of")).toEqual([]);
    expect(parseQuery("a b c d e f g h i j k l m n o p").length).toBeLessThanOrEqual(8);
  });

  it("splits words the way the index does", () => {
    expect(wordsOf("KELLOGG'S Apple-Banana, 3.25%")).toEqual(["kellogg", "s", "apple", "banana", "3", "25"]);
  });
});

describe("word matching", () => {
  it("treats plurals as the same word", () => {
    expect(["bananas", "berries", "peaches", "tomatoes", "oats", "glass", "hummus", "milk"].map(singular)).toEqual([
      "banana",
      "berry",
      "peach",
      "tomato",
      "oat",
      "glass",
      "hummus",
      "milk",
    ]);
    expect(wordMatch({ text: "banana", prefix: false }, "bananas")).toBe(1);
  });

  it("gives a prefix partial credit: the last word typed, or a shared stem of 4+ letters", () => {
    expect(wordMatch({ text: "chick", prefix: true }, "chicken")).toBe(0.6);
    expect(wordMatch({ text: "chi", prefix: false }, "chicken")).toBe(0);
    expect(wordMatch({ text: "roast", prefix: false }, "roasted")).toBe(0.6);
    expect(wordMatch({ text: "roasted", prefix: false }, "roast")).toBe(0.6);
    expect(wordMatch({ text: "cheese", prefix: false, alternatives: ["chees"] }, "chees")).toBe(1);
    expect(wordMatch({ text: "milk", prefix: false }, "silk")).toBe(0);
  });
});

describe("rankFoods", () => {
  it("puts the food whose head is the query, raw, first", () => {
    expect(
      order("banana", [
        food("Bread, banana, prepared from recipe, made with margarine"),
        food("Babyfood, fruit, bananas with tapioca, strained", { foodGroup: "Baby Foods" }),
        food("Bananas, dehydrated, or banana powder"),
        food("Bananas, raw"),
        food("Pie, banana cream, prepared from recipe"),
      ])[0],
    ).toBe("Bananas, raw");
  });

  it("prefers whole milk to buttermilk, chocolate milk and milk chocolate", () => {
    const ranked = order("milk", [
      food("Candies, milk chocolate", { foodGroup: "Sweets" }),
      food("Milk, chocolate, fluid, commercial, whole, with added vitamin A and vitamin D"),
      food("Milk, buttermilk, fluid, whole"),
      food("Milk, dry, whole, with added vitamin D"),
      food("Milk, whole, 3.25% milkfat, with added vitamin D"),
      food("Milk, sheep, fluid"),
    ]);
    expect(ranked[0]).toBe("Milk, whole, 3.25% milkfat, with added vitamin D");
    expect(ranked.at(-1)).toBe("Candies, milk chocolate");
    expect(ranked.indexOf("Milk, dry, whole, with added vitamin D")).toBeGreaterThan(ranked.indexOf("Milk, buttermilk, fluid, whole"));
  });

  it("puts plain chicken breast before deli slices, breaded tenders and meatless chicken", () => {
    expect(
      order("chicken breast", [
        food("Chicken breast, oven-roasted, fat-free, sliced", { foodGroup: "Sausages and Luncheon Meats" }),
        food("Chicken breast tenders, breaded, cooked, microwaved"),
        food("Chicken, meatless, breaded, fried"),
        food("Chicken, broilers or fryers, breast, meat and skin, raw"),
      ])[0],
    ).toBe("Chicken, broilers or fryers, breast, meat and skin, raw");
  });

  it("reads past a generic head: almonds are nuts, not oil", () => {
    expect(order("almonds", [food("Oil, almond"), food("Nuts, almonds, honey roasted"), food("Nuts, almonds")])).toEqual([
      "Nuts, almonds",
      "Nuts, almonds, honey roasted",
      "Oil, almond",
    ]);
  });

  it("prefers a whole word to a prefix of a longer one", () => {
    expect(order("water", [food("Watermelon, raw"), food("Water, tap, drinking")])[0]).toBe("Water, tap, drinking");
  });

  it("demotes baby food, restaurant food and candies unless asked for", () => {
    const foods = [food("Babyfood, fruit, bananas with tapioca, strained", { foodGroup: "Baby Foods" }), food("Snacks, banana chips")];
    expect(order("banana", foods)[0]).toBe("Snacks, banana chips");
    expect(order("babyfood banana", foods)[0]).toBe("Babyfood, fruit, bananas with tapioca, strained");
    expect(
      order("chicken", [
        food("Restaurant, chicken fingers", { foodGroup: "Restaurant Foods" }),
        food("Chicken, stewing, meat only, raw"),
      ])[0],
    ).toBe("Chicken, stewing, meat only, raw");
  });

  it("boosts the user's own and recently logged foods", () => {
    const catalogue = food("Bread, banana, prepared from recipe");
    const personal = { ...catalogue, id: nextId++, personal: true };
    const query = parseQuery("banana");
    expect(scoreFood(query, personal)).toBeGreaterThan(scoreFood(query, catalogue));
    const foods = [food("Bananas, raw"), food("Snacks, banana chips"), food("Pepper, banana, raw"), personal];
    expect(rankFoods(query, foods).indexOf(personal)).toBeLessThan(rankFoods(query, [...foods.slice(0, 3), catalogue]).indexOf(catalogue));
  });

  it("returns at most the limit, ties broken by shorter name then id", () => {
    const many = Array.from({ length: 40 }, (_, i) => food(`Rice, white, variety ${String.fromCharCode(97 + (i % 26))}${i}`));
    expect(rankFoods(parseQuery("rice"), many)).toHaveLength(25);
    expect(rankFoods(parseQuery("rice"), many, 5)).toHaveLength(5);
    const [a, b] = [food("Rice, brown"), food("Rice, white")];
    expect(rankFoods(parseQuery("rice"), [b, a]).map((f) => f.id)).toEqual([a.id, b.id]);
  });
});

describe("topRanked", () => {
  // What it must equal: personal first, then the catalogue's not already personal, cut to `candidates`, sorted, cut to `limit`.
  const sortAll = (personal: Scored[], scored: Scored[], candidates: number, limit: number) => {
    const mine = new Set(personal.map(({ candidate }) => candidate.id));
    return [...personal, ...scored.filter(({ candidate }) => !mine.has(candidate.id))].slice(0, candidates).sort(byRank).slice(0, limit);
  };
  // mulberry32, seeded: the same cases on every run.
  let seed = 7;
  const random = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  const entry = (id: number, personal: boolean): Scored => ({
    candidate: { id, name: "x".repeat(1 + random(4)), brand: null, foodGroup: null, personal },
    score: random(5),
  });

  it("gives what sorting every candidate gives, whether the personal ones push catalogue ones out or not", () => {
    let truncated = 0;
    for (let round = 0; round < 1000; round++) {
      const candidates = 1 + random(12);
      const limit = 1 + random(6);
      const scored = Array.from({ length: random(candidates + 1) }, (_, i) => entry(i + 1, false));
      // personal: some catalogue foods logged lately (the same ids), some foods of the user's own (new ids)
      const logged = (picked: Scored): Scored => ({ candidate: { ...picked.candidate, personal: true }, score: random(5) });
      const personal = Array.from({ length: random(5) }, (_, i) =>
        random(2) === 0 && scored.length > 0 ? logged(scored[random(scored.length)]!) : entry(1000 + i, true),
      ).filter((item, i, all) => all.findIndex((other) => other.candidate.id === item.candidate.id) === i);
      const catalogue = {
        scored,
        ranked: [...scored].sort(byRank),
        position: new Map(scored.map(({ candidate }, i) => [candidate.id, i])),
      };
      const mine = new Set(personal.map(({ candidate }) => candidate.id));
      if (personal.length + scored.filter(({ candidate }) => !mine.has(candidate.id)).length > candidates) truncated++;
      expect(topRanked(personal, catalogue, candidates, limit)).toEqual(sortAll(personal, scored, candidates, limit));
    }
    expect(truncated).toBeGreaterThan(100);
  });
});
