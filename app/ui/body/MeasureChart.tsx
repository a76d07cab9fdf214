import type { MeasureChart as Chart } from "~/modules/body/chart";
import { MEASURE_LABELS, unitOf } from "~/modules/body/measures";
import type { Units } from "~/modules/units/units";
import { PHONE_CHART } from "~/modules/workout/chart";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * One measure over time as server-rendered SVG (dots joined by a line), drawn at 360 × 200 like the
 * weight chart so its 12 px labels are 12 px on a phone; the figures are also in words (desc).
 */
export function MeasureChart({ chart: { measure, days, chart }, units }: { chart: Chart; units: Units }) {
  const box = PHONE_CHART;
  const unit = unitOf(measure, units);
  const label = MEASURE_LABELS[measure];
  const first = chart.points[0]!;
  const last = chart.points.at(-1)!;
  const id = `measure-chart-${measure}`;
  const words =
    days.length === 1
      ? `${label}: ${last.value} ${unit} on ${day(days[0]!)}.`
      : `${label}: ${days.length} days from ${day(days[0]!)} to ${day(days.at(-1)!)}; ${first.value} ${unit} then, ${last.value} ${unit} latest.`;
  return (
    <figure className="min-w-0">
      <figcaption className="font-semibold text-slate-800">
        {label} <span className="font-normal text-slate-600">({unit})</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        width="100%"
        className="block h-auto max-w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid={id}
      >
        <title id={`${id}-title`}>{label} over time</title>
        <desc id={`${id}-desc`}>{words}</desc>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" strokeWidth="1" />
            <text x={box.left - 6} y={tick.y + 4} textAnchor="end" fontSize="12" fill="#475569">
              {tick.value}
            </text>
          </g>
        ))}
        {chart.points.length > 1 ? (
          <path d={chart.path} fill="none" stroke="#15803d" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
        ) : null}
        {chart.points.map((point) => (
          <circle key={point.time} cx={point.x} cy={point.y} r="4" fill="#15803d" />
        ))}
        <text x={box.left} y={box.height - 8} fontSize="12" fill="#475569">
          {day(days[0]!)}
        </text>
        {days.length > 1 ? (
          <text x={box.width - box.right} y={box.height - 8} textAnchor="end" fontSize="12" fill="#475569">
            {day(days.at(-1)!)}
          </text>
        ) : null}
      </svg>
    </figure>
  );
}
