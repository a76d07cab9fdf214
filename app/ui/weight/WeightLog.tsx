import { Form } from "@remix-run/react";
import { formatDayLabel } from "~/modules/dates/calendar";
import { formatWeight, WEIGHT_UNIT, weightValue, type Units } from "~/modules/units/units";
import { SOURCE_LABELS, type WeightEntry } from "~/modules/weight/sources";
import { WEIGHT_INTENTS } from "~/modules/weight/weight-input";
import { Button } from "~/ui/Button";
import { inputClass } from "~/ui/Field";

/**
 * The log's entries, newest first, each with its source; Edit opens its own small form (a
 * <details>, so it works without JavaScript) and Delete is a one-button form.
 */
export function WeightLog({ entries, units, today, busy }: { entries: WeightEntry[]; units: Units; today: string; busy: boolean }) {
  if (entries.length === 0)
    return <p className="text-slate-700">No weights yet: add today&apos;s above, or import them on Integrations.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Weight entries">
      {entries.map((entry) => {
        const day = formatDayLabel(entry.date, today);
        return (
          <li key={entry.id} data-testid="weight-entry" className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="w-28 text-sm text-slate-700">{day}</span>
            <span className="min-w-20 font-semibold tabular-nums">{formatWeight(entry.kg, units)}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-700">{SOURCE_LABELS[entry.source]}</span>
            <details className="ml-auto">
              <summary className="inline-flex min-h-touch cursor-pointer items-center px-2 font-semibold text-brand-700">
                Edit<span className="sr-only"> the weight of {day}</span>
              </summary>
              <div className="flex flex-wrap items-end gap-2 pb-2">
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="intent" value={WEIGHT_INTENTS.edit} />
                  <input type="hidden" name="entryId" value={entry.id} />
                  <label className="text-sm font-medium text-slate-800">
                    Weight ({WEIGHT_UNIT[units]})
                    <input
                      name="weight"
                      type="text"
                      inputMode="decimal"
                      defaultValue={String(weightValue(entry.kg, units))}
                      required
                      className={`${inputClass} w-28`}
                    />
                  </label>
                  <Button disabled={busy}>Save</Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value={WEIGHT_INTENTS.remove} />
                  <input type="hidden" name="entryId" value={entry.id} />
                  <Button variant="danger" disabled={busy}>
                    Delete<span className="sr-only"> the weight of {day}</span>
                  </Button>
                </Form>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
