import { describe, expect, it } from "vitest";
import { metricFields } from "./metric-fields";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("metricFields", () => {
  it("turns ounces into whole grams and keeps every other field", () => {
    const fields = metricFields(form({ intent: "log-food", foodId: "9040", quantity: "4", quantityUnit: "oz", idempotencyKey: "k" }));
    expect(Object.fromEntries(fields)).toEqual({
      intent: "log-food",
      foodId: "9040",
      quantity: "113",
      quantityUnit: "oz",
      idempotencyKey: "k",
    });
  });

  it("turns a typed water amount into millilitres, from fl oz or ml", () => {
    expect(metricFields(form({ amount: "8", amountUnit: "fl oz" })).get("amountMl")).toBe("237");
    expect(metricFields(form({ amount: "330", amountUnit: "ml" })).get("amountMl")).toBe("330");
  });

  it("leaves grams as they are, and what is not a number for the schema to refuse", () => {
    const grams = form({ quantity: "150" });
    expect(metricFields(grams)).toBe(grams);
    expect(metricFields(form({ quantity: "lots", quantityUnit: "oz" })).get("quantity")).toBe("lots");
    expect(metricFields(form({ amount: "a glass", amountUnit: "fl oz" })).get("amountMl")).toBe("a glass");
  });
});
