import { lineChart, PHONE_CHART } from "~/modules/workout/chart";
import { WEIGHT_UNIT, weightValue, type Units } from "~/modules/units/units";
import type { TrendPoint } from "~/modules/weight/trend";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const timeOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * Daily weights (dots) and the trend (line) as server-rendered SVG, in the member's units: drawn at
 * 360 × 200 so its 12 px labels are 12 px on a phone, scaled up with the page on a kiosk. Both
 * series share one axis (laid out together, then split); the figures are also in words (desc).
 */
export function WeightChart({ points, units }: { points: TrendPoint[]; units: Units }) {
  const box = PHONE_CHART;
  const weights = points.map((point) => ({ time: timeOf(point.date), value: weightValue(point.kg, units) }));
  const trend = points.map((point) => ({ time: timeOf(point.date), value: weightValue(point.trend, units) }));
  const chart = lineChart([...weights, ...trend], box, units === "us" ? 2 : 1);
  const dots = chart.points.slice(0, weights.length);
  const line = chart.points.slice(weights.length);
  const path = line.map((point, i) => `${i === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" ");
  const unit = WEIGHT_UNIT[units];
  const last = points.at(-1);
  const words = last
    ? `${points.length} weigh-ins from ${day(points[0]!.date)} to ${day(last.date)}; latest ${weightValue(last.kg, units)} ${unit}, trend ${weightValue(last.trend, units)} ${unit}.`
    : "No weigh-ins yet.";
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      width="100%"
      className="block h-auto max-w-full"
      role="img"
      aria-labelledby="weight-chart-title weight-chart-desc"
      data-testid="weight-chart"
    >
      <title id="weight-chart-title">Daily weights and the trend</title>
      <desc id="weight-chart-desc">{words}</desc>
      {chart.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" strokeWidth="1" />
          <text x={box.left - 6} y={tick.y + 4} textAnchor="end" fontSize="12" fill="#475569">
            {tick.value}
          </text>
        </g>
      ))}
      {dots.map((point) => (
        <circle key={point.time} cx={point.x} cy={point.y} r="3" fill="#94a3b8" />
      ))}
      <path d={path} fill="none" stroke="#15803d" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
      {last ? (
        <>
          <text x={box.left} y={box.height - 8} fontSize="12" fill="#475569">
            {day(points[0]!.date)}
          </text>
          <text x={box.width - box.right} y={box.height - 8} textAnchor="end" fontSize="12" fill="#475569">
            {day(last.date)}
          </text>
        </>
      ) : null}
      <text x={box.left} y={box.top - 2} fontSize="12" fill="#475569">
        {unit}
      </text>
    </svg>
  );
}
