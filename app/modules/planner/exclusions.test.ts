import { describe, expect, it } from "vitest";
import { dietAllows, entryExcludes } from "./exclusions";

const food = (name: string, foodGroup: string, category = "protein") => ({ name, foodGroup, category });
const chicken = food("Chicken, broilers or fryers, breast, meat only, cooked, roasted", "Poultry Products");
const salmon = food("Fish, salmon, sockeye, cooked, dry heat", "Finfish and Shellfish Products");
const egg = food("Egg, whole, cooked, hard-boiled", "Dairy and Egg Products");
const yogurt = food("Yogurt, Greek, plain, nonfat", "Dairy and Egg Products", "dairy");
const tofu = food("Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)", "Legumes and Legume Products");
const oats = food("Cereals, oats, regular and quick, not fortified, dry", "Breakfast Cereals", "grains");
const peanutButter = food("Peanut butter, smooth style, with salt", "Legumes and Legume Products", "nuts");
const almonds = food("Nuts, almonds", "Nut and Seed Products", "nuts");
const whey = { ...food("Beverages, Protein powder whey based", "Beverages", "beverages"), dairy: true };

describe("dietAllows", () => {
  it("vegetarian: no meat or fish; vegan: no dairy or eggs either; paleo: no grains, dairy or legumes", () => {
    expect([chicken, salmon, egg, yogurt, tofu].map((f) => dietAllows("vegetarian", f))).toEqual([false, false, true, true, true]);
    expect([chicken, egg, yogurt, whey, tofu].map((f) => dietAllows("vegan", f))).toEqual([false, false, false, false, true]);
    expect([chicken, egg, yogurt, tofu, oats, almonds].map((f) => dietAllows("paleo", f))).toEqual([true, true, false, false, false, true]);
    expect([chicken, oats].map((f) => dietAllows("keto", f))).toEqual([true, true]);
  });
});

describe("entryExcludes", () => {
  it("matches a whole word of the name or group, singular or plural, any case", () => {
    expect(entryExcludes("Peanuts", peanutButter)).toBe(true);
    expect(entryExcludes("eggs", egg)).toBe(true);
    expect(entryExcludes("oat", oats)).toBe(true);
    expect(entryExcludes("legumes", tofu)).toBe(true);
    expect(entryExcludes("pea", peanutButter)).toBe(false);
  });

  it("knows the group words people type for allergies", () => {
    expect([yogurt, whey, egg].map((f) => entryExcludes("dairy", f))).toEqual([true, true, false]);
    expect([almonds, peanutButter].map((f) => entryExcludes("tree nuts", f))).toEqual([true, false]);
    expect([salmon, chicken].map((f) => entryExcludes("fish", f))).toEqual([true, false]);
    expect(entryExcludes("gluten", oats)).toBe(true);
    expect(entryExcludes("soy", tofu)).toBe(true);
    expect(entryExcludes("  ", tofu)).toBe(false);
  });
});
