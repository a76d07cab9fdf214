import { describe, expect, it } from "vitest";
import { checkScore, formScore, scoreColor, statusOf } from "./score";

describe("scores", () => {
  const depth = { better: "lower" as const, good: 100, warn: 120 };

  it("gives the spec's color bands: ≥ 80 green, ≥ 60 yellow, else red", () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreColor)).toEqual(["green", "green", "yellow", "yellow", "red", "red"]);
  });

  it("grades a figure good, warning or error by its thresholds", () => {
    expect([90, 100, 110, 120, 121].map((value) => statusOf(depth, value))).toEqual(["good", "good", "warning", "warning", "error"]);
    expect(statusOf({ better: "higher", good: 0.9, warn: 0.75 }, 0.8)).toBe("warning");
  });

  it("scores 100 when good, 60 at the warning threshold, 0 twice the band beyond", () => {
    expect([100, 110, 120, 140, 160, 200].map((value) => checkScore(depth, value))).toEqual([100, 80, 60, 30, 0, 0]);
  });

  it("caps the weighted mean: an error on a main check is red, any other error yellow", () => {
    expect(formScore([{ weight: 3, score: 100, status: "good" }])).toBe(100);
    expect(
      formScore([
        { weight: 3, score: 50, status: "error" },
        { weight: 9, score: 100, status: "good" },
      ]),
    ).toBe(59);
    expect(
      formScore([
        { weight: 1, score: 0, status: "error" },
        { weight: 9, score: 100, status: "good" },
      ]),
    ).toBe(79);
    expect(
      formScore([
        { weight: 1, score: 80, status: "warning" },
        { weight: 1, score: 100, status: "good" },
      ]),
    ).toBe(90);
    expect(formScore([])).toBe(0);
  });
});
