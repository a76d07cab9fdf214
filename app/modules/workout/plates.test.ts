import { describe, expect, it } from "vitest";
import { plateBreakdown, plateWords } from "./plates";

describe("plate breakdown of a barbell weight", () => {
  it("loads 135 lb as a 45 lb bar and a 45 on each side", () => {
    expect(plateBreakdown(135, "lb")).toEqual({ bar: 45, perSide: [{ plate: 45, count: 1 }], loaded: 135, short: 0 });
  });

  it("loads 100 kg as a 20 kg bar and 25 + 15 a side, and 102.5 kg with 1.25s", () => {
    expect(plateWords(plateBreakdown(100, "kg")!)).toBe("25 + 15 a side");
    expect(plateBreakdown(102.5, "kg")).toMatchObject({
      perSide: [{ plate: 25 }, { plate: 15 }, { plate: 1.25 }],
      loaded: 102.5,
      short: 0,
    });
  });

  it("stacks the heaviest plate: 315 lb is 45 × 3 a side; 185 lb is 45 + 25 a side", () => {
    expect(plateWords(plateBreakdown(315, "lb")!)).toBe("45 × 3 a side");
    expect(plateWords(plateBreakdown(185, "lb")!)).toBe("45 + 25 a side");
    expect(plateWords(plateBreakdown(140, "lb")!)).toBe("45 + 2.5 a side");
  });

  it("says how much the plates cannot make, and nothing below the bar", () => {
    expect(plateBreakdown(137, "lb")).toMatchObject({ loaded: 135, short: 2 });
    expect(plateBreakdown(61.23, "kg")).toMatchObject({ perSide: [{ plate: 20, count: 1 }], loaded: 60, short: 1.23 });
    expect(plateBreakdown(20, "kg")).toMatchObject({ perSide: [], loaded: 20, short: 0 });
    expect(plateWords(plateBreakdown(45, "lb")!)).toBe("bar only");
    expect(plateBreakdown(40, "lb")).toBeNull();
    expect(plateBreakdown(Number.NaN, "kg")).toBeNull();
  });

  it("takes the member's own plates and bar", () => {
    // 22.5 a side from 10s and 5s: two 10s, 2.5 short a side.
    expect(plateBreakdown(60, "kg", [5, 10], 15)).toEqual({ bar: 15, perSide: [{ plate: 10, count: 2 }], loaded: 55, short: 5 });
  });
});
