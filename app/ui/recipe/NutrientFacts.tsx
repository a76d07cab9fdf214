import type { NutrientAmounts } from "~/modules/recipe/recipe-nutrients";

const ROWS: [keyof NutrientAmounts, string, string][] = [
  ["calories", "Calories", "kcal"],
  ["protein", "Protein", "g"],
  ["carbs", "Carbs", "g"],
  ["fat", "Fat", "g"],
  ["fiber", "Fiber", "g"],
  ["sugar", "Sugar", "g"],
  ["sodiumMg", "Sodium", "mg"],
];

const shown = (value: number | null, unit: string) =>
  value === null ? "not measured" : `${unit === "kcal" ? Math.round(value) : Math.round(value * 10) / 10} ${unit}`;

/** A recipe's nutrients (one serving, or 100 g) as a two-column list; a nutrient no ingredient carries says so. */
export function NutrientFacts({ amounts, testId }: { amounts: NutrientAmounts; testId: string }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid={testId}>
      {ROWS.map(([key, label, unit]) => (
        <div key={key} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium tabular-nums" data-nutrient={key}>
            {shown(amounts[key], unit)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
