import { NUTRIENTS, formatNutrient, percentOfDailyValue, type NutrientTotals } from "~/modules/food/nutrients";
import { Card } from "~/ui/Card";

/**
 * The day's nutrients beyond the macros against the FDA Daily Values (ADR 0047). A total that some
 * entries lack says "at least" and how many; one no entry carries says "not measured".
 */
export function DayNutrients({ entries, totals }: { entries: number; totals: NutrientTotals }) {
  if (entries === 0) return null;
  return (
    <Card belowTheFold>
      <h2 className="mb-1 text-lg font-semibold">Nutrients</h2>
      <p className="mb-2 text-xs text-slate-600">The day’s totals against the FDA Daily Values (adults and children 4 and over).</p>
      <table className="w-full table-fixed text-sm" data-testid="day-nutrients">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th scope="col" className="w-[34%] py-1 font-medium">
              Nutrient
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Total
            </th>
            <th scope="col" className="w-[30%] py-1 text-right font-medium">
              Daily Value
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {NUTRIENTS.map((n) => {
            const { amount, unknownEntries } = totals[n.name];
            const partial = amount !== null && unknownEntries > 0;
            const share = percentOfDailyValue(n, amount);
            return (
              <tr key={n.name} data-nutrient={n.name}>
                <th scope="row" className="py-1 pr-1 text-left font-normal text-slate-700">
                  {n.label}
                </th>
                <td className="py-1 text-right tabular-nums">
                  <span className="font-medium">{partial ? `at least ${formatNutrient(n, amount)}` : formatNutrient(n, amount)}</span>
                  {partial ? (
                    <span className="block text-xs text-slate-600">
                      {unknownEntries} of {entries} {entries === 1 ? "entry" : "entries"} not measured
                    </span>
                  ) : null}
                </td>
                <td className="py-1 text-right tabular-nums text-slate-600">
                  {n.dailyValue === null ? "–" : `${share === null ? "–" : `${partial ? "≥ " : ""}${share}%`} of ${n.dailyValue} ${n.unit}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
