import { NUTRIENTS, formatNutrient, nutrientAmounts, percentOfDailyValue, type NutrientsPer100g } from "~/modules/food/nutrients";

const percent = (value: number | null) => (value === null ? "–" : `${value}%`);

/**
 * A food's nutrients beyond the macros per 100 g and per the chosen portion, with the portion's share
 * of the FDA Daily Value (ADR 0047). A nutrient its source did not measure says "not measured", never 0.
 */
export function NutrientPanel({
  per100g,
  portionGrams,
  portionLabel,
}: {
  per100g: NutrientsPer100g;
  portionGrams: number;
  portionLabel: string;
}) {
  const portion = nutrientAmounts(per100g, portionGrams);
  const hundred = nutrientAmounts(per100g, 100);
  return (
    <table className="w-full table-fixed text-sm" data-testid="nutrient-panel">
      <caption className="sr-only">Nutrients per 100 g and per {portionLabel}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
          <th scope="col" className="w-[34%] py-1 font-medium">
            Nutrient
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            100 g
          </th>
          <th scope="col" className="py-1 text-right font-medium wrap-anywhere">
            {portionLabel}
          </th>
          <th scope="col" className="w-[16%] py-1 text-right font-medium">
            <abbr title="of the FDA Daily Value, for this portion">% DV</abbr>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {NUTRIENTS.map((n) => (
          <tr key={n.name} data-nutrient={n.name}>
            <th scope="row" className="py-1 pr-1 text-left font-normal text-slate-700">
              {n.label}
            </th>
            <td className="py-1 text-right tabular-nums" data-per="100g">
              {formatNutrient(n, hundred[n.name])}
            </td>
            <td className="py-1 text-right font-medium tabular-nums" data-per="portion">
              {formatNutrient(n, portion[n.name])}
            </td>
            <td className="py-1 text-right tabular-nums text-slate-600">{percent(percentOfDailyValue(n, portion[n.name]))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
