import type { MacroTargets, Nutrients } from "~/modules/food/nutrition";
import { progressPercent } from "~/modules/food/nutrition";
import { Card } from "~/ui/Card";
import { ProgressBar } from "~/ui/ProgressBar";

/** Calories against the goal and the three macros against their targets. */
export function DaySummary({ totals, goal, targets }: { totals: Nutrients; goal: number; targets: MacroTargets }) {
  const remaining = goal - totals.calories;
  const macros = [
    { key: "protein", label: "Protein", value: totals.protein, target: targets.protein, color: "bar-protein" },
    { key: "carbs", label: "Carbs", value: totals.carbs, target: targets.carbs, color: "bar-carbs" },
    { key: "fat", label: "Fat", value: totals.fat, target: targets.fat, color: "bar-fat" },
  ] as const;
  return (
    <Card>
      <h2 className="sr-only">Calories and macros</h2>
      <div className="flex flex-wrap items-end justify-between gap-x-3">
        <p className="whitespace-nowrap">
          <span className="text-4xl font-bold tracking-tight" data-testid="calories-consumed">
            {totals.calories}
          </span>
          <span className="text-slate-600">{` / ${goal} kcal`}</span>
        </p>
        <p className="whitespace-nowrap text-sm font-medium text-slate-700" data-testid="calories-remaining">
          {remaining >= 0 ? `${remaining} kcal left` : `${-remaining} kcal over`}
        </p>
      </div>
      <ProgressBar
        value={totals.calories}
        target={goal}
        label={`Calories: ${progressPercent(totals.calories, goal)}% of goal`}
        className="mt-2"
      />
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {macros.map((macro) => (
          <div key={macro.key} className="min-w-0">
            <dt className="text-xs font-medium text-slate-600">{macro.label}</dt>
            <dd className="whitespace-nowrap text-sm font-semibold" data-testid={`macro-${macro.key}`}>
              {`${macro.value} g`}
            </dd>
            <dd className="whitespace-nowrap text-xs text-slate-600">{`of ${macro.target} g`}</dd>
            <dd className="mt-1">
              <ProgressBar
                value={macro.value}
                target={macro.target}
                label={`${macro.label}: ${progressPercent(macro.value, macro.target)}% of target`}
                className={macro.color}
              />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
