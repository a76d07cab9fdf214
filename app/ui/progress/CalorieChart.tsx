import type { ChartBar } from "~/modules/tracking/progress";

const WIDTH = 320;
const HEIGHT = 160;
const TOP = 12;
const BOTTOM = 4;
const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/** A label centred under its bar, except near an edge, where it lines up with the edge instead of sticking out. */
function anchorClass(centre: number): string {
  if (centre < WIDTH * 0.08) return "-translate-x-[20%]";
  if (centre > WIDTH * 0.92) return "-translate-x-[80%]";
  return "-translate-x-1/2";
}

/**
 * Daily calories as bars against the goal line: an SVG drawn on the server (no chart library, no
 * JavaScript), with a table of the same figures for screen readers. The labels are HTML over the
 * SVG, so they keep the page's type size (≥ 12 px on phones, ≥ 16 px on kiosks) however wide it is.
 */
export function CalorieChart({ bars, goal, caption }: { bars: ChartBar[]; goal: number; caption: string }) {
  const max = Math.max(goal * 1.25, ...bars.map((bar) => bar.calories), 1);
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / max) * plot;
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.max(2, slot * 0.64);
  // at most 7 labels: each keeps the page's type size without running into the next
  const labelEvery = bars.length > 7 ? Math.ceil(bars.length / 6) : 1;
  return (
    <figure className="m-0">
      <p className="flex items-center justify-end gap-2 text-sm text-slate-700" aria-hidden="true">
        <span className="w-6 border-t-2 border-dashed border-slate-700" />
        Goal {goal}
      </p>
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
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={y(goal)} y2={y(goal)} className="stroke-slate-700" strokeWidth={1} strokeDasharray="4 3" />
      </svg>
      <div aria-hidden="true" className="relative h-6 text-sm text-slate-600" data-testid="chart-labels">
        {bars.map((bar, i) =>
          i % labelEvery === 0 ? (
            <span
              key={bar.key}
              className={`absolute top-0 whitespace-nowrap ${anchorClass(i * slot + slot / 2)}`}
              style={{ left: pct(i * slot + slot / 2, WIDTH) }}
            >
              {bar.label}
            </span>
          ) : null,
        )}
      </div>
      <figcaption id="chart-caption" className="mt-1 text-sm text-slate-600">
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
