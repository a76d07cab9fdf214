import { describe, expect, it } from "vitest";
import { csvColumnName, fromCsvRow, isUsableHeader } from "./csv-rows";

describe("CSV rows", () => {
  it("names columns loosely and needs a date and one known column", () => {
    expect(["Date", "Weight KG", "active-energy"].map(csvColumnName)).toEqual(["date", "weight_kg", "active_energy"]);
    expect(isUsableHeader(["date", "steps"])).toBe(true);
    expect(isUsableHeader(["date", "mood"])).toBe(false);
    expect(isUsableHeader(["steps"])).toBe(false);
  });

  it("turns a row into one record per filled column, on that day", () => {
    const records = fromCsvRow({ date: "2026-02-03", weight: "81,4", steps: "9000", sleep_hours: "7.5", water_ml: "" }, "UTC");
    expect(records.map(({ kind, value, day, source }) => ({ kind, value, day, source }))).toEqual([
      { kind: "weight_kg", value: 81.4, day: "2026-02-03", source: "CSV import" },
      { kind: "steps", value: 9000, day: "2026-02-03", source: "CSV import" },
      { kind: "sleep_minutes", value: 450, day: "2026-02-03", source: "CSV import" },
    ]);
  });

  it("puts a timed row on the member's local day and skips rows without a real date or values", () => {
    expect(fromCsvRow({ date: "2026-02-03T23:30:00Z", weight_lb: "180" }, "Asia/Tokyo")[0]).toMatchObject({
      kind: "weight_kg",
      value: 81.65,
      day: "2026-02-04",
    });
    expect(fromCsvRow({ date: "2026-02-30", steps: "10" }, "UTC")).toEqual([]);
    expect(fromCsvRow({ date: "2026-02-03", steps: "many", weight: "-1" }, "UTC")).toEqual([]);
  });

  it("keys a day's value by column and date, so a re-import adds nothing", () => {
    const [first] = fromCsvRow({ date: "2026-02-03", steps: "10" }, "UTC");
    const [again] = fromCsvRow({ date: "2026-02-03", steps: "10" }, "Europe/Paris");
    expect(first!.dedupeKey).toBe(again!.dedupeKey);
  });
});
