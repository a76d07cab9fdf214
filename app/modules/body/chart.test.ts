import { describe, expect, it } from "vitest";
import type { MeasurementEntry } from "./measurement-input";
import { measureChart, measureCharts } from "./chart";

const day = (date: string, measures: Partial<MeasurementEntry>): MeasurementEntry => ({
  id: 1,
  date,
  waistCm: null,
  hipsCm: null,
  chestCm: null,
  armsCm: null,
  thighsCm: null,
  bodyFatPct: null,
  ...measures,
});

describe("the chart of a measure", () => {
  const entries = [
    day("2026-03-15", { waistCm: 81.3 }),
    day("2026-03-01", { waistCm: 86.4, bodyFatPct: 24.5 }),
    day("2026-03-08", { hipsCm: 100 }),
  ];

  it("places the measured days oldest first, by date across and value up, on an axis of whole 5 cm", () => {
    const waist = measureChart(entries, "waist", "metric")!;
    expect(waist.days).toEqual(["2026-03-01", "2026-03-15"]);
    // the axis runs 80 … 90 cm in a plot from y 12 (top) to y 172 (bottom), 16 px a cm; x 44 … 344
    expect(waist.chart.ticks.map((tick) => tick.value)).toEqual([80, 85, 90]);
    expect(waist.chart.points.map(({ x, y, value }) => [x, y, value])).toEqual([
      [44, 69.6, 86.4],
      [344, 151.2, 81.3],
    ]);
  });

  it("shows a US member inches, on an axis of whole 2 in", () => {
    const waist = measureChart(entries, "waist", "us")!;
    expect(waist.chart.points.map((point) => point.value)).toEqual([34, 32]);
    expect(waist.chart.ticks.map((tick) => tick.value)).toEqual([32, 33, 34]);
  });

  it("draws only the measures that were taken, in a fixed order", () => {
    expect(measureChart(entries, "arms", "metric")).toBeNull();
    expect(measureCharts(entries, "metric").map((chart) => chart.measure)).toEqual(["waist", "hips", "bodyFat"]);
    // one day: in the middle across; 24.5 % on an axis of 24 … 26 % sits three quarters down (y 132)
    const single = measureChart(entries, "bodyFat", "us")!;
    expect(single.chart.points).toEqual([{ x: 194, y: 132, time: Date.parse("2026-03-01T00:00:00Z"), value: 24.5 }]);
  });
});
