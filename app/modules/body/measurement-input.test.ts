import { describe, expect, it } from "vitest";
import { MeasurementEditForm, MeasurementForm, MeasurementInput, NO_MEASURE } from "./measurement-input";
import { boundsOf, formatMeasure, measureValue, storedMeasure } from "./measures";

describe("a measure typed in the member's units", () => {
  it("stores inches as cm (0.1) and shows them back unchanged; body fat stays in %", () => {
    expect(storedMeasure("waist", 32, "us")).toBe(81.3);
    expect(measureValue("waist", 81.3, "us")).toBe(32);
    expect(formatMeasure("waist", 81.3, "us")).toBe("32 in");
    expect(formatMeasure("arms", 35.5, "metric")).toBe("35.5 cm");
    expect(storedMeasure("bodyFat", 18.25, "us")).toBe(18.3);
    expect(formatMeasure("bodyFat", 18.3, "us")).toBe("18.3 %");
  });

  it("gives bounds in inches rounded inward", () => {
    expect(boundsOf("waist", "us")).toEqual({ min: 11.9, max: 98.4 });
    expect(boundsOf("waist", "metric")).toEqual({ min: 30, max: 250 });
    expect(boundsOf("bodyFat", "us")).toEqual({ min: 2, max: 75 });
  });
});

describe("the screen's form", () => {
  it("turns inches into the JSON door's centimetres, leaving blank fields out", () => {
    const parsed = MeasurementForm("us").parse({ date: "2026-03-01", waist: "32", hips: "", bodyFat: "21.5" });
    expect(parsed).toEqual({ date: "2026-03-01", waistCm: 81.3, bodyFatPct: 21.5 });
    expect(MeasurementInput.parse(parsed)).toEqual(parsed);
  });

  it("refuses a value out of bounds in the member's units", () => {
    const result = MeasurementForm("us").safeParse({ waist: "120" });
    expect(result.error?.issues[0]?.message).toBe("Waist must be between 11.9 and 98.4 in");
    expect(MeasurementEditForm("metric").safeParse({ entryId: "3", arms: "abc" }).error?.issues[0]?.message).toBe("Arms must be a number");
  });

  it("needs at least one measure (JSON)", () => {
    expect(MeasurementInput.safeParse({ date: "2026-03-01" }).error?.issues[0]?.message).toBe(NO_MEASURE);
    expect(MeasurementInput.safeParse({ waistCm: 500 }).error?.issues[0]?.message).toBe("waistCm must be between 30 and 250");
  });
});
