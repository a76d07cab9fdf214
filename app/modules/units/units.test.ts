import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boundsIn,
  cmFromFtIn,
  flOzFromMl,
  foodValue,
  formatFood,
  formatHeight,
  formatLength,
  formatWater,
  formatPace,
  formatWeight,
  ftInFromCm,
  gFromOz,
  kgFromLb,
  lengthValue,
  lbFromKg,
  mlFromFlOz,
  ozFromG,
  parseAmount,
  storedCm,
  storedGrams,
  storedKg,
  storedLengthCm,
  storedMl,
  unitsForLocale,
  waterValue,
  weightValue,
} from "./units";

/** A value a member types: on the display grid of one decimal, within [min, max]. */
const typed = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((tenths) => tenths / 10);

describe("exact conversions", () => {
  it("uses the legal definitions", () => {
    expect(kgFromLb(1)).toBe(0.45359237);
    expect(gFromOz(1)).toBe(28.349523125);
    expect(mlFromFlOz(1)).toBe(29.5735295625);
    expect(cmFromFtIn(1, 0)).toBeCloseTo(30.48, 12);
    expect(cmFromFtIn(5, 9)).toBeCloseTo(175.26, 12);
  });

  it("each conversion is the inverse of the other", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), (value) => {
        expect(lbFromKg(kgFromLb(value))).toBeCloseTo(value, 6);
        expect(ozFromG(gFromOz(value))).toBeCloseTo(value, 6);
        expect(flOzFromMl(mlFromFlOz(value))).toBeCloseTo(value, 6);
      }),
    );
  });
});

describe("the round trip of a typed value is stable", () => {
  it("165 lb is stored as kilograms and shown as 165 lb again", () => {
    expect(storedKg(165, "us")).toBe(74.84);
    expect(weightValue(storedKg(165, "us"), "us")).toBe(165);
    expect(formatWeight(storedKg(165, "us"), "us")).toBe("165 lb");
  });

  it("a weekly pace keeps its hundredths: 0.25 kg is not shown as 0.3", () => {
    expect(formatPace(0.25, "metric")).toBe("0.25 kg");
    expect(formatPace(0.5, "metric")).toBe("0.5 kg");
    expect(formatPace(0.25, "us")).toBe("0.55 lb");
  });

  it("body weight in lb and kg", () => {
    fc.assert(
      fc.property(typed(40, 900), (lb) => {
        expect(weightValue(storedKg(lb, "us"), "us")).toBe(lb);
      }),
    );
    fc.assert(
      fc.property(typed(20, 400), (kg) => {
        expect(weightValue(storedKg(kg, "metric"), "metric")).toBe(kg);
      }),
    );
  });

  it("height in feet and inches, and in cm", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 8 }), typed(0, 11.9), (feet, inches) => {
        expect(ftInFromCm(storedCm({ feet, inches }))).toEqual({ feet, inches });
      }),
    );
    fc.assert(
      fc.property(typed(100, 250), (cm) => {
        expect(formatHeight(storedCm({ cm }), "metric")).toBe(`${cm} cm`);
      }),
    );
    expect(formatHeight(storedCm({ feet: 5, inches: 9 }), "us")).toBe("5 ft 9 in");
  });

  it("food amounts in oz (stored as whole grams) and g", () => {
    fc.assert(
      fc.property(typed(0.1, 176), (oz) => {
        expect(foodValue(storedGrams(oz, "us"), "us")).toBe(oz);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (g) => {
        expect(foodValue(storedGrams(g, "metric"), "metric")).toBe(g);
      }),
    );
    expect(storedGrams(4, "us")).toBe(113);
    expect(formatFood(113, "us")).toBe("4 oz");
  });

  it("water in fl oz (stored as whole ml) and ml", () => {
    fc.assert(
      fc.property(typed(0.1, 169), (flOz) => {
        expect(waterValue(storedMl(flOz, "us"), "us")).toBe(flOz);
      }),
    );
    expect(storedMl(8, "us")).toBe(237);
    expect(formatWater(237, "us")).toBe("8 fl oz");
    expect(formatWater(250, "metric")).toBe("250 ml");
  });

  it("body measurements in inches (stored as cm to 0.1) and cm", () => {
    expect(storedLengthCm(32, "us")).toBe(81.3);
    expect(formatLength(81.3, "us")).toBe("32 in");
    expect(formatLength(81.3, "metric")).toBe("81.3 cm");
    fc.assert(
      fc.property(typed(2, 120), (inches) => {
        expect(lengthValue(storedLengthCm(inches, "us"), "us")).toBe(inches);
      }),
    );
    fc.assert(
      fc.property(typed(5, 300), (cm) => {
        expect(lengthValue(storedLengthCm(cm, "metric"), "metric")).toBe(cm);
      }),
    );
  });

  it("a stored value shown and typed again does not drift", () => {
    fc.assert(
      fc.property(fc.double({ min: 25, max: 400, noNaN: true }), (kg) => {
        const shown = weightValue(kg, "us");
        expect(weightValue(storedKg(shown, "us"), "us")).toBe(shown);
      }),
    );
  });
});

describe("parseAmount", () => {
  it("reads numbers as typed, with a comma decimal, and refuses the rest", () => {
    expect(parseAmount(" 165 ")).toBe(165);
    expect(parseAmount("5,5")).toBe(5.5);
    expect(parseAmount(".5")).toBe(0.5);
    expect(parseAmount(12)).toBe(12);
    for (const bad of ["", "abc", "1e3", "5 lb", "Infinity", null, undefined, Number.NaN]) expect(parseAmount(bad)).toBeNull();
  });
});

describe("boundsIn", () => {
  it("converts metric bounds inward to the member's units", () => {
    expect(boundsIn("weight", { min: 25, max: 400 }, "us")).toEqual({ min: 55.2, max: 881.8 });
    expect(boundsIn("weight", { min: 25, max: 400 }, "metric")).toEqual({ min: 25, max: 400 });
    expect(boundsIn("length", { min: 10, max: 250 }, "us")).toEqual({ min: 4, max: 98.4 });
  });
});

describe("unitsForLocale", () => {
  it("gives US units to an en-US browser only", () => {
    expect(unitsForLocale("en-US,en;q=0.9")).toBe("us");
    expect(unitsForLocale("en-us")).toBe("us");
    expect(unitsForLocale("en-GB,en;q=0.9")).toBe("metric");
    expect(unitsForLocale("fr-FR, en-US;q=0.5")).toBe("metric");
    expect(unitsForLocale(null)).toBe("metric");
  });
});
