import { describe, expect, it } from "vitest";
import { quickLogFields, quickLogKey, quickLogValue } from "./quick-log";

describe("a quick food's button value", () => {
  it("names the food and grams, and the portion label after a second colon (colons in it kept)", () => {
    expect(quickLogValue({ foodId: 9040, quantity: 118, portionLabel: null })).toBe("9040:118");
    expect(quickLogFields("9040:118")).toEqual({ foodId: "9040", quantity: "118" });
    const portion = { foodId: 9040, quantity: 118, portionLabel: "1 cup: sliced" };
    expect(quickLogFields(quickLogValue(portion))).toEqual({ foodId: "9040", quantity: "118", portionLabel: "1 cup: sliced" });
  });

  it("gives a malformed value's parts as they are, for the form's schema to refuse", () => {
    expect(quickLogFields("banana")).toEqual({ foodId: "banana" });
    expect(quickLogFields(":100")).toEqual({ foodId: "", quantity: "100" });
    // No grams is no quantity, never the empty field the quantity rule reads as 1 g.
    expect(quickLogFields("9040:")).toEqual({ foodId: "9040" });
  });

  it("makes each food's key from the list's", () => {
    expect(quickLogKey("page-quick", "9040")).toBe("page-quick-9040");
  });
});
