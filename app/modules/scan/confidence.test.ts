import { describe, expect, it } from "vitest";
import { confidenceBand, healthBand } from "./confidence";

describe("bands", () => {
  it("confidence: above 0.9, above 0.8, otherwise (spec core §9)", () => {
    expect(confidenceBand(0.95)).toBe("high");
    expect(confidenceBand(0.9)).toBe("medium");
    expect(confidenceBand(0.81)).toBe("medium");
    expect(confidenceBand(0.8)).toBe("low");
    expect(confidenceBand(0)).toBe("low");
    expect(confidenceBand(1)).toBe("high");
  });

  it("health score: 80 or more green, 60 to 79 yellow, below 60 red", () => {
    expect(healthBand(100)).toBe("high");
    expect(healthBand(80)).toBe("high");
    expect(healthBand(79)).toBe("medium");
    expect(healthBand(60)).toBe("medium");
    expect(healthBand(59)).toBe("low");
    expect(healthBand(0)).toBe("low");
  });
});
