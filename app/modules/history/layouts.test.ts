import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { columnName, detectLayout, numberOf, readRow, type LayoutId, type WeightUnit } from "./layouts";
import { mealsOf } from "./meals";
import { MAX_HISTORY_DAYS, Tally } from "./tally";

// The fixtures are made from each app's documented export layout: tests/fixtures/history/README.md
// says where each header comes from (MyFitnessPal's Nutrition and Measurement Summaries,
// Cronometer's dailysummary.csv and biometrics.csv, MacroFactor's Food Log CSV and two workbook sheets).

function tallyOfFixture(name: string, weightUnit: WeightUnit = "kg"): { layout: LayoutId | null; tally: Tally } {
  const [header, ...rows] = parse(readFileSync(`tests/fixtures/history/${name}`), { bom: true, relax_column_count: true }) as string[][];
  const columns = header!.map(columnName);
  const layout = detectLayout(columns);
  const tally = new Tally();
  for (const cells of rows)
    tally.add(readRow(layout!, Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ""])), weightUnit));
  return { layout, tally };
}

const slots = (tally: Tally) =>
  [...tally.intake.values()].map(({ date, slot, kcal, protein, carbs, fat }) => [date, slot, kcal, protein, carbs, fat]);

describe("history export layouts", () => {
  it("tells each documented export from its header row", () => {
    expect(
      [
        "mfp-nutrition-summary.csv",
        "mfp-measurement-summary.csv",
        "cronometer-dailysummary.csv",
        "cronometer-biometrics.csv",
        "macrofactor-food-log.csv",
        "macrofactor-calories-macros.csv",
        "macrofactor-scale-weight.csv",
      ].map((name) => tallyOfFixture(name).layout),
    ).toEqual([
      "mfp-nutrition",
      "mfp-measurements",
      "cronometer-daily",
      "cronometer-biometrics",
      "macrofactor-food-log",
      "macrofactor-daily",
      "macrofactor-weight",
    ]);
    expect(detectLayout(["date", "steps"])).toBeNull();
    expect(detectLayout(["food name", "calories (kcal)"])).toBeNull();
  });

  it("MyFitnessPal's Nutrition Summary: a meal per slot and day, two rows of one meal summed, an empty meal skipped", () => {
    const { tally } = tallyOfFixture("mfp-nutrition-summary.csv");
    expect(slots(tally)).toEqual([
      ["2026-01-05", "breakfast", 420, 24, 48.5, 14.2],
      ["2026-01-05", "lunch", 650, 38.5, 71, 22],
      ["2026-01-05", "dinner", 780, 52, 76, 28.4],
      ["2026-01-05", "snack", 210, 6, 24, 9],
      ["2026-01-06", "breakfast", 390, 25, 45, 12],
      ["2026-01-06", "lunch", 610, 36, 68, 20.5],
      ["2026-01-06", "dinner", 820, 55, 80, 30.1],
      ["2026-01-07", "breakfast", 450, 22, 55, 15],
      ["2026-01-07", "dinner", 900, 60, 85, 35],
    ]);
    expect(Object.fromEntries(tally.skipped)).toEqual({ empty: 1 });
    expect(tally.rows).toBe(11);
  });

  it("MyFitnessPal's Measurement Summary: weights in the unit the member says (the file does not name it)", () => {
    expect([...tallyOfFixture("mfp-measurement-summary.csv", "lb").tally.weights]).toEqual([
      ["2026-01-05", 82.74],
      ["2026-01-06", 82.46],
      ["2026-01-07", 82.37],
    ]);
    expect([...tallyOfFixture("mfp-measurement-summary.csv", "kg").tally.weights][0]).toEqual(["2026-01-05", 182.4]);
  });

  it("Cronometer's Daily Nutrition: one total a day, a day with nothing logged skipped", () => {
    const { tally } = tallyOfFixture("cronometer-dailysummary.csv");
    expect(slots(tally)).toEqual([
      ["2026-01-05", "day", 2105.4, 121.3, 231.6, 78.9],
      ["2026-01-06", "day", 1987, 118, 210.2, 74.6],
      ["2026-01-08", "day", 2250.5, 130.2, 245, 82.4],
    ]);
    expect(Object.fromEntries(tally.skipped)).toEqual({ empty: 1 });
  });

  it("Cronometer's daily totals per diary group go to their meal slots", () => {
    const reading = readRow("cronometer-daily", { date: "2026-01-05", group: "Dinner", "energy (kcal)": "800", "protein (g)": "50" }, "kg");
    expect(reading).toEqual({ kind: "intake", date: "2026-01-05", slot: "dinner", kcal: 800, protein: 50, carbs: 0, fat: 0 });
  });

  it("Cronometer's Biometrics: weights only, in the unit of their row, a scale's named ones too", () => {
    const { tally } = tallyOfFixture("cronometer-biometrics.csv");
    expect([...tally.weights]).toEqual([
      ["2026-01-05", 82.6],
      ["2026-01-06", 82.3],
      ["2026-01-07", 82.1],
    ]);
    expect(tally.skipped.size).toBe(0);
    expect(readRow("cronometer-biometrics", { day: "2026-01-05", metric: "Weight", unit: "stone", amount: "13" }, "kg")).toEqual({
      kind: "skip",
      reason: "unit",
    });
  });

  it("MacroFactor's Food Log: the day's foods summed into its total", () => {
    const { tally } = tallyOfFixture("macrofactor-food-log.csv");
    const tenths = (row: (string | number)[]) => row.map((cell) => (typeof cell === "number" ? Math.round(cell * 10) / 10 : cell));
    expect(slots(tally).map(tenths)).toEqual([
      ["2026-01-05", "day", 753, 75.8, 81, 12.3],
      ["2026-01-06", "day", 589, 58.8, 1.1, 37],
    ]);
  });

  it("MacroFactor's Calories & Macros and Scale Weight sheets saved as CSV", () => {
    expect(slots(tallyOfFixture("macrofactor-calories-macros.csv").tally)).toEqual([
      ["2026-01-05", "day", 2180, 142, 236, 71],
      ["2026-01-06", "day", 1995, 131, 212, 66],
    ]);
    expect([...tallyOfFixture("macrofactor-scale-weight.csv").tally.weights]).toEqual([
      ["2026-01-05", 82.4],
      ["2026-01-06", 82.1],
    ]);
    expect(readRow("macrofactor-weight", { date: "2026-01-05", "weight (lbs)": "180" }, "kg")).toEqual({
      kind: "weight",
      date: "2026-01-05",
      kg: 81.65,
    });
  });

  it("skips rows it cannot read, saying why", () => {
    const read = (row: Record<string, string>) => readRow("mfp-nutrition", { meal: "Lunch", ...row }, "kg");
    expect(read({ date: "01/05/2026", calories: "500" })).toEqual({ kind: "skip", reason: "date" });
    expect(read({ date: "2026-02-30", calories: "500" })).toEqual({ kind: "skip", reason: "date" });
    expect(read({ date: "2026-01-05", calories: "lots" })).toEqual({ kind: "skip", reason: "number" });
    expect(read({ date: "2026-01-05", calories: "12000" })).toEqual({ kind: "skip", reason: "range" });
    expect(read({ date: "2026-01-05", calories: "500", "protein (g)": "-3" })).toEqual({ kind: "skip", reason: "range" });
    expect(read({ date: "2026-01-05", calories: "1,234.5" })).toMatchObject({ kind: "intake", kcal: 1234.5 });
    expect(readRow("mfp-measurements", { date: "2026-01-05", weight: "900" }, "kg")).toEqual({ kind: "skip", reason: "range" });
    expect(numberOf("81,4")).toBe(81.4);
    expect(numberOf("")).toBeNull();
  });

  it("stores a meal per slot and day with its source in the key and name, a day's total as a snack", () => {
    const mfp = mealsOf("myfitnesspal", tallyOfFixture("mfp-nutrition-summary.csv").tally, ["2026-01-07"]);
    expect(mfp).toEqual([
      {
        date: "2026-01-07",
        meals: [
          expect.objectContaining({
            name: "MyFitnessPal: Breakfast",
            mealType: "breakfast",
            importKey: "myfitnesspal:2026-01-07:breakfast",
            calories: 450,
          }),
          expect.objectContaining({
            name: "MyFitnessPal: Dinner",
            mealType: "dinner",
            importKey: "myfitnesspal:2026-01-07:dinner",
            calories: 900,
          }),
        ],
      },
    ]);
    const [day] = mealsOf("cronometer", tallyOfFixture("cronometer-dailysummary.csv").tally, ["2026-01-05"]);
    expect(day!.meals).toEqual([
      {
        date: "2026-01-05",
        name: "Cronometer: Day total",
        mealType: "snack",
        importKey: "cronometer:2026-01-05:day",
        note: "Imported from Cronometer: 2105 kcal",
        calories: 2105,
        protein: 121.3,
        carbs: 231.6,
        fat: 78.9,
      },
    ]);
  });

  it("refuses a file of more days than it holds, with a 413", () => {
    const tally = new Tally();
    const start = Date.UTC(2000, 0, 1);
    const day = (i: number) => new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < MAX_HISTORY_DAYS; i++) tally.add({ kind: "weight", date: day(i), kg: 80 });
    expect(() => tally.add({ kind: "weight", date: day(MAX_HISTORY_DAYS), kg: 80 })).toThrow(expect.objectContaining({ status: 413 }));
  });
});
