// The geometry of a small line chart (pure), drawn as server-rendered SVG: a value over time.

export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number };

/** Sized for a 360 px phone at 1:1, so 12 px labels stay 12 px; it scales up with the page. */
export const PHONE_CHART: ChartBox = { width: 360, height: 200, left: 44, right: 16, top: 12, bottom: 28 };

export type LineChart = {
  points: { x: number; y: number; time: number; value: number }[];
  /** The SVG path through the points ("M x y L x y …"). */
  path: string;
  /** Horizontal guides: the bottom, middle and top of the value axis. */
  ticks: { y: number; value: number }[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Points placed by time (left to right) and value (bottom to top) in `box`; the value axis runs from
 * the lowest value down to a multiple of `step` to the highest up to one (a flat series gets one step).
 */
export function lineChart(series: { time: number; value: number }[], box: ChartBox = PHONE_CHART, step = 5): LineChart {
  if (series.length === 0) return { points: [], path: "", ticks: [] };
  const values = series.map((point) => point.value);
  const low = Math.floor(Math.min(...values) / step) * step;
  let high = Math.ceil(Math.max(...values) / step) * step;
  if (high === low) high = low + step;
  const first = Math.min(...series.map((point) => point.time));
  const span = Math.max(...series.map((point) => point.time)) - first;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const yOf = (value: number) => round1(box.top + ((high - value) / (high - low)) * plotHeight);
  const points = series.map(({ time, value }) => ({
    x: round1(span === 0 ? box.left + plotWidth / 2 : box.left + ((time - first) / span) * plotWidth),
    y: yOf(value),
    time,
    value,
  }));
  return {
    points,
    path: points.map((point, i) => `${i === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" "),
    ticks: [low, round1((low + high) / 2), high].map((value) => ({ y: yOf(value), value })),
  };
}
