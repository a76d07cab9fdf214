import type { LabelResult } from "~/modules/label/result";
import { Card } from "~/ui/Card";
import { HealthScoreBadge } from "~/ui/scan/badges";

const FACTS: [keyof LabelResult["nutrients"], string, string][] = [
  ["protein", "Protein", "g"],
  ["carbs", "Carbs", "g"],
  ["fat", "Fat", "g"],
  ["fiber", "Fiber", "g"],
  ["sugar", "Sugar", "g"],
  ["sodium", "Sodium", "mg"],
];

function List({ title, id, items, tone }: { title: string; id: string; items: string[]; tone: string }) {
  // Spec §2.12: warnings, recommendations and allergens show only when there are some.
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`rounded-xl p-3 ${tone}`}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The results panel (spec §2.12): name, health score, serving size, nutrition facts, warnings, recommendations, allergens. */
export function LabelResultPanel({ result }: { result: LabelResult }) {
  return (
    <Card title={result.name ?? "Scanned label"} titleId="label-result">
      <div className="space-y-3" data-testid="label-result">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <HealthScoreBadge score={result.healthScore} />
          <p className="text-sm text-slate-700">
            Serving size: <span className="font-semibold">{result.serving_size ?? "not read"}</span>
          </p>
        </div>
        <section aria-labelledby="label-facts">
          <h3 id="label-facts" className="sr-only">
            Nutrition facts per serving
          </h3>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <div className="col-span-2 rounded-xl bg-brand-50 p-2 sm:col-span-4">
              <dt className="text-xs text-slate-700">Calories per serving</dt>
              <dd className="text-2xl font-bold" data-testid="label-calories">
                {result.calories} kcal
              </dd>
            </div>
            {FACTS.map(([key, name, unit]) => (
              <div key={key} className="rounded-xl bg-slate-50 p-2">
                <dt className="text-xs text-slate-700">{name}</dt>
                <dd className="font-semibold tabular-nums" data-testid={`label-${key}`}>
                  {result.nutrients[key] === null ? "not read" : `${result.nutrients[key]} ${unit}`}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <List title="Warnings" id="label-warnings" items={result.warnings} tone="bg-red-50 text-red-900" />
        <List title="Recommendations" id="label-recommendations" items={result.recommendations} tone="bg-violet-50 text-violet-900" />
        <List title="Allergens" id="label-allergens" items={result.allergens} tone="bg-amber-50 text-amber-900" />
        {result.ingredients.length > 0 ? (
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer font-medium">Ingredients ({result.ingredients.length})</summary>
            <p className="mt-1">{result.ingredients.join(", ")}</p>
          </details>
        ) : null}
      </div>
    </Card>
  );
}
