import type { ChartBar } from "~/modules/tracking/progress";

const WIDTH = 320;
const HEIGHT = 160;
const TOP = 12;
const BOTTOM = 20;

/**
 * Daily calories as bars against the goal line: an SVG drawn on the server (no chart library, no
 * JavaScript), with a table of the same figures for screen readers.
 */
export function CalorieChart({ bars, goal, caption }: { bars: ChartBar[]; goal: number; caption: string }) {
  const max = Math.max(goal * 1.25, ...bars.map((bar) => bar.calories), 1);
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / max) * plot;
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.max(2, slot * 0.64);
  const labelEvery = bars.length > 14 ? Math.ceil(bars.length / 8) : 1;
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="chart-caption"
        data-testid="calorie-chart"
      >
        <line x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} className="stroke-slate-300" strokeWidth={1} />
        {bars.map((bar, i) => {
          const top = y(bar.calories);
          const over = bar.calories > goal;
          return (
            <g key={bar.key}>
              <rect
                x={i * slot + (slot - barWidth) / 2}
                y={top}
                width={barWidth}
                height={Math.max(0, y(0) - top)}
                rx={Math.min(3, barWidth / 2)}
                className={over ? "fill-amber-500" : "fill-brand-600"}
              >
                <title>{`${bar.title}: ${bar.calories} kcal`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text x={i * slot + slot / 2} y={HEIGHT - 5} textAnchor="middle" className="fill-slate-600 text-[9px]">
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={y(goal)} y2={y(goal)} className="stroke-slate-700" strokeWidth={1} strokeDasharray="4 3" />
        <text x={WIDTH - 2} y={y(goal) - 3} textAnchor="end" className="fill-slate-700 text-[9px]">
          Goal {goal}
        </text>
      </svg>
      <figcaption id="chart-caption" className="mt-1 text-xs text-slate-600">
        {caption}
      </figcaption>
      {/* sr-only on the wrapper: a table ignores the 1 px width and would widen the page */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Calories</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.title}</th>
                <td>{bar.calories} kcal</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
