import type { Units } from "~/modules/units/units";
import { lineChart, PHONE_CHART, type ChartBox, type LineChart } from "~/modules/workout/chart";
import type { MeasurementEntry } from "./measurement-input";
import { isLength, MEASURE_FIELDS, MEASURES, measureValue, type Measure } from "./measures";

// One chart a measure (pure): the days it was measured, oldest first, in the member's units, laid
// out by the workout module's line chart at the phone's 360 × 200.

export type MeasureChart = { measure: Measure; days: string[]; chart: LineChart };

const timeOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The axis step: whole 5 cm, 2 in or 2 % (a waist moves a few cm a month; finer steps crowd the labels). */
const stepOf = (measure: Measure, units: Units) => (isLength(measure) && units === "metric" ? 5 : 2);

/** The chart of one measure over `entries` (any order), or null when it was never measured. */
export function measureChart(
  entries: MeasurementEntry[],
  measure: Measure,
  units: Units,
  box: ChartBox = PHONE_CHART,
): MeasureChart | null {
  const field = MEASURE_FIELDS[measure];
  const measured = entries
    .filter((entry) => entry[field] !== null)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({ date: entry.date, value: measureValue(measure, entry[field]!, units) }));
  if (measured.length === 0) return null;
  const chart = lineChart(
    measured.map(({ date, value }) => ({ time: timeOf(date), value })),
    box,
    stepOf(measure, units),
  );
  return { measure, days: measured.map(({ date }) => date), chart };
}

/** The charts of every measure that has at least one value, in the order of MEASURES. */
export const measureCharts = (entries: MeasurementEntry[], units: Units) =>
  MEASURES.map((measure) => measureChart(entries, measure, units)).filter((chart): chart is MeasureChart => chart !== null);
