import type { MacroTargets, Nutrients } from "~/modules/food/nutrition";
import { progressPercent } from "~/modules/food/nutrition";
import { ProgressBar } from "~/ui/ProgressBar";

/** Calories against the goal and the three macros against their targets. */
export function DaySummary({ totals, goal, targets }: { totals: Nutrients; goal: number; targets: MacroTargets }) {
  const remaining = goal - totals.calories;
  const macros = [
    { key: "protein", label: "Protein", value: totals.protein, target: targets.protein, color: "bg-protein" },
    { key: "carbs", label: "Carbs", value: totals.carbs, target: targets.carbs, color: "bg-carbs" },
    { key: "fat", label: "Fat", value: totals.fat, target: targets.fat, color: "bg-fat" },
  ] as const;
  return (
    <section aria-label="Today's calories and macros" className="rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex items-end justify-between gap-2">
        <p>
          <span className="text-3xl font-bold" data-testid="calories-consumed">
            {totals.calories}
          </span>
          <span className="text-slate-500"> / {goal} kcal</span>
        </p>
        <p className="text-sm font-medium text-slate-600" data-testid="calories-remaining">
          {remaining >= 0 ? `${remaining} kcal left` : `${-remaining} kcal over`}
        </p>
      </div>
      <div className="mt-2">
        <ProgressBar value={totals.calories} target={goal} label={`Calories: ${progressPercent(totals.calories, goal)}% of goal`} />
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {macros.map((macro) => (
          <div key={macro.key}>
            <dt className="text-xs font-medium text-slate-500">{macro.label}</dt>
            <dd className="text-sm font-semibold" data-testid={`macro-${macro.key}`}>
              {macro.value} / {macro.target} g
            </dd>
            <dd className="mt-1">
              <ProgressBar value={macro.value} target={macro.target} label={`${macro.label}: ${progressPercent(macro.value, macro.target)}% of target`} colorClass={macro.color} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
