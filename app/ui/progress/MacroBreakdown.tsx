import type { MacroLine } from "~/modules/tracking/progress";
import { ProgressBar } from "~/ui/ProgressBar";

const colors = { protein: "bar-protein", carbs: "bar-carbs", fat: "bar-fat" } as const;

/** Average grams per logged day against the targets from the goal, and each macro's share of the energy. */
export function MacroBreakdown({ macros }: { macros: MacroLine[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {macros.map((macro) => (
        <div key={macro.key} className="min-w-0" data-testid={`avg-${macro.key}`}>
          <dt className="text-sm font-medium text-slate-700">{macro.label}</dt>
          <dd className="text-sm">
            <span className="font-semibold">{macro.grams} g</span> <span className="text-slate-600">of {macro.target} g</span>
            <span className="text-slate-600"> · {macro.energyShare} % of energy</span>
          </dd>
          <dd className="mt-1">
            <ProgressBar
              value={macro.grams}
              target={macro.target}
              label={`${macro.label}: ${macro.percentOfTarget}% of target`}
              className={colors[macro.key]}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
