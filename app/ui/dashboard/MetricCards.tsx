import { Link } from "@remix-run/react";
import type { MetricCard, Trend } from "~/modules/dashboard/metrics";

const arrows = { up: "↑", down: "↓", stable: "→" } as const;

function TrendLine({ trend }: { trend: Trend | null }) {
  if (!trend) return <p className="text-xs text-slate-600">No earlier period to compare with</p>;
  const sign = trend.changePercent > 0 ? "+" : "";
  return (
    <p className="text-xs font-medium text-slate-700" data-trend={trend.direction}>
      <span aria-hidden="true">{arrows[trend.direction]}</span>{" "}
      {trend.direction === "stable" ? "Stable" : trend.direction === "up" ? "Up" : "Down"} {sign}
      {trend.changePercent} % on the previous period
    </p>
  );
}

/** The six metric cards: the period's figure and its trend, or how to get one. */
export function MetricCards({ metrics }: { metrics: MetricCard[] }) {
  return (
    <section aria-labelledby="metrics-title">
      <h2 id="metrics-title" className="sr-only">
        Metrics
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-3">
        {metrics.map((metric) => (
          <li
            key={metric.id}
            data-testid={`metric-${metric.id}`}
            className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
          >
            <h3 className="text-sm font-medium text-slate-600">{metric.name}</h3>
            {metric.value !== null ? (
              <>
                <p className="text-2xl font-bold tracking-tight" data-testid={`metric-${metric.id}-value`}>
                  {metric.value}
                </p>
                <p className="text-xs text-slate-600">{metric.basis}</p>
                <TrendLine trend={metric.trend} />
              </>
            ) : metric.empty ? (
              <>
                <p className="text-lg font-semibold text-slate-600">No data yet</p>
                <p className="text-sm text-slate-700">{metric.empty.text}</p>
                <Link to={metric.empty.to} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
                  {metric.empty.label}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
