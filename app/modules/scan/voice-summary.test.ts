import { describe, expect, it } from "vitest";
import { listOf, voiceSummaryOf } from "./voice-summary";

describe("voiceSummaryOf", () => {
  it("says the totals, the foods with grams, where the figures come from, the score and a tip", () => {
    const text = voiceSummaryOf({
      foods: [
        { name: "Grilled chicken breast", quantity: 150, estimated: false },
        { name: "White rice", quantity: 200, estimated: false },
        { name: "Dragon fruit", quantity: 80, estimated: true },
      ],
      totals: { calories: 566.4, protein: 54.2, carbs: 73.6, fat: 6.4 },
      healthScore: 82,
    });
    expect(text).toBe(
      "This meal has about 566 cal, with 54 g of protein, 74 g of carbs and 6 g of fat. " +
        "I found grilled chicken breast (150 g), white rice (200 g) and dragon fruit (80 g). " +
        "1 of 3 foods are estimates; the rest come from the food catalogue. " +
        "Health score: 82 out of 100. " +
        "Well balanced: protein, carbs and fat are close to your targets. Keep it up!",
    );
  });

  it("says so when every figure is from the catalogue, or every one an estimate, or nothing is left", () => {
    const base = { totals: { calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 }, healthScore: 30 };
    expect(voiceSummaryOf({ ...base, foods: [{ name: "Banana", quantity: 100, estimated: false }] })).toContain(
      "Every figure comes from the food catalogue.",
    );
    expect(voiceSummaryOf({ ...base, foods: [{ name: "Banana", quantity: 100, estimated: true }] })).toContain("The figures are estimates");
    expect(voiceSummaryOf({ ...base, foods: [] })).toMatch(/^No foods/);
  });

  it("lists words the English way", () => {
    expect(listOf([])).toBe("");
    expect(listOf(["a"])).toBe("a");
    expect(listOf(["a", "b"])).toBe("a and b");
    expect(listOf(["a", "b", "c"])).toBe("a, b and c");
  });
});
