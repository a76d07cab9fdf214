import { formatWeight, WEIGHT_UNIT, weightValue, type Units } from "~/modules/units/units";
import type { WeightTrend } from "~/modules/weight/log.server";

/** A weekly rate in the member's units, signed: "−0.4 kg a week", "+0.2 lb a week", "steady". */
export function rateText(kgPerWeek: number, units: Units): string {
  const value = weightValue(Math.abs(kgPerWeek), units);
  if (value === 0) return "steady";
  return `${kgPerWeek < 0 ? "−" : "+"}${value} ${WEIGHT_UNIT[units]} a week`;
}

/** The latest weigh-in, the trend and its weekly rate, as three figures (the Weight and Progress screens). */
export function TrendSummary({ trend, units }: { trend: Pick<WeightTrend, "latest" | "weeklyRate">; units: Units }) {
  if (!trend.latest) return <p className="text-slate-700">No weigh-ins yet.</p>;
  const figures = [
    ["Latest", formatWeight(trend.latest.kg, units)],
    ["Trend", formatWeight(trend.latest.trend, units)],
    ["This week", trend.weeklyRate === null ? "—" : rateText(trend.weeklyRate, units)],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-xl bg-slate-50 p-2">
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-bold tabular-nums" data-testid={`weight-${term.toLowerCase().replace(" ", "-")}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
