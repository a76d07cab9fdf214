import { describe, expect, it } from "vitest";
import { dailyWeights, importedWeighIns, latestOf } from "./sources";

const entry = (date: string, kg: number, source: "manual" | "import" | "integration") => ({ date, kg, source });

describe("dailyWeights", () => {
  it("keeps one weight a day, oldest first: typed over integration over import", () => {
    expect(
      dailyWeights([
        entry("2026-03-02", 80, "import"),
        entry("2026-03-01", 81, "import"),
        entry("2026-03-02", 79.5, "manual"),
        entry("2026-03-02", 79.8, "integration"),
        entry("2026-03-03", 79.9, "import"),
        entry("2026-03-03", 79.7, "integration"),
      ]),
    ).toEqual([entry("2026-03-01", 81, "import"), entry("2026-03-02", 79.5, "manual"), entry("2026-03-03", 79.7, "integration")]);
    expect(latestOf([entry("2026-03-01", 81, "manual"), entry("2026-03-04", 78, "import")])).toEqual(entry("2026-03-04", 78, "import"));
    expect(latestOf([])).toBeNull();
  });
});

describe("importedWeighIns", () => {
  it("takes the day's first weigh-in of the weight records, to 0.01 kg, and ignores other kinds", () => {
    const record = (kind: string, day: string, at: string, value: number) => ({ kind, day, startAt: new Date(at), value });
    expect(
      importedWeighIns([
        record("weight_kg", "2026-03-01", "2026-03-01T20:00:00Z", 82.6),
        record("steps", "2026-03-01", "2026-03-01T05:00:00Z", 9000),
        record("weight_kg", "2026-03-01", "2026-03-01T06:30:00Z", 81.2345),
        record("weight_kg", "2026-03-02", "2026-03-02T06:30:00Z", 81),
      ]),
    ).toEqual([
      { date: "2026-03-01", kg: 81.23 },
      { date: "2026-03-02", kg: 81 },
    ]);
  });
});
