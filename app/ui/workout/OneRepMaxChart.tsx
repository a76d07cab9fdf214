import { lineChart, PHONE_CHART } from "~/modules/workout/chart";
import type { LoadUnit } from "~/modules/workout/load";

const day = (iso: string | number) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * Estimated 1RM over time as server-rendered SVG (no script): drawn at 360 × 200 so its 12 px labels
 * are 12 px on a phone, and scaled up with the page on a kiosk. The figures are also in words (desc).
 */
export function OneRepMaxChart({
  name,
  series,
  unit,
}: {
  name: string;
  /** Each workout's best estimated 1RM in `unit`. */
  series: { endTime: string; oneRepMax: number }[];
  unit: LoadUnit;
}) {
  // Guides on a multiple of 5 kg or 10 lb (a pound is under half a kilogram).
  const chart = lineChart(
    series.map((point) => ({ time: new Date(point.endTime).getTime(), value: point.oneRepMax })),
    PHONE_CHART,
    unit === "lb" ? 10 : 5,
  );
  const box = PHONE_CHART;
  const words = series.map((point) => `${day(point.endTime)}: ${point.oneRepMax} ${unit}`).join(", ");
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      width="100%"
      className="block h-auto max-w-full"
      role="img"
      aria-labelledby="e1rm-title e1rm-desc"
      data-testid="e1rm-chart"
    >
      <title id="e1rm-title">{`Estimated 1RM of ${name} over time`}</title>
      <desc id="e1rm-desc">{words}</desc>
      {chart.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" strokeWidth="1" />
          <text x={box.left - 6} y={tick.y + 4} textAnchor="end" fontSize="12" fill="#475569">
            {tick.value}
          </text>
        </g>
      ))}
      <path d={chart.path} fill="none" stroke="#15803d" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
      {chart.points.map((point) => (
        <circle key={point.time} cx={point.x} cy={point.y} r="4.5" fill="#15803d" stroke="#fff" strokeWidth="1.5" />
      ))}
      {chart.points.length > 0 ? (
        <>
          <text x={box.left} y={box.height - 8} fontSize="12" fill="#475569">
            {day(chart.points[0]!.time)}
          </text>
          {chart.points.length > 1 ? (
            <text x={box.width - box.right} y={box.height - 8} textAnchor="end" fontSize="12" fill="#475569">
              {day(chart.points.at(-1)!.time)}
            </text>
          ) : null}
        </>
      ) : null}
      <text x={box.left} y={box.top - 2} fontSize="12" fill="#475569" dominantBaseline="auto">
        {unit}
      </text>
    </svg>
  );
}
