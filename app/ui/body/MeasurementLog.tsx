import { Form } from "@remix-run/react";
import { formatDayLabel } from "~/modules/dates/calendar";
import { MEASUREMENT_INTENTS, type MeasurementEntry } from "~/modules/body/measurement-input";
import { formatMeasure, MEASURE_FIELDS, MEASURE_LABELS, MEASURES } from "~/modules/body/measures";
import type { Units } from "~/modules/units/units";
import { Button } from "~/ui/Button";
import { MeasureFields } from "./MeasureFields";

/**
 * The days of measurements, newest first, each with what was measured; Edit opens the day's own
 * form (a <details>, so it works without JavaScript) and Delete is a one-button form.
 */
export function MeasurementLog({
  entries,
  units,
  today,
  busy,
}: {
  entries: MeasurementEntry[];
  units: Units;
  today: string;
  busy: boolean;
}) {
  if (entries.length === 0) return <p className="text-slate-700">No measurements yet: add today&apos;s above.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Measurement entries">
      {entries.map((entry) => {
        const day = formatDayLabel(entry.date, today);
        const taken = MEASURES.filter((measure) => entry[MEASURE_FIELDS[measure]] !== null);
        return (
          <li key={entry.id} data-testid="measurement-entry" className="py-2">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="w-28 text-sm text-slate-700">{day}</span>
              <dl className="flex flex-wrap gap-x-3 gap-y-1">
                {taken.map((measure) => (
                  <div key={measure} className="flex gap-1">
                    <dt className="text-sm text-slate-600">{MEASURE_LABELS[measure]}</dt>
                    <dd className="font-semibold tabular-nums">{formatMeasure(measure, entry[MEASURE_FIELDS[measure]]!, units)}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <details>
              <summary className="inline-flex min-h-touch cursor-pointer items-center px-2 font-semibold text-brand-700">
                Edit<span className="sr-only"> the measurements of {day}</span>
              </summary>
              <div className="space-y-2 pb-2">
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value={MEASUREMENT_INTENTS.edit} />
                  <input type="hidden" name="entryId" value={entry.id} />
                  <MeasureFields units={units} entry={entry} idPrefix={`edit-${entry.id}`} />
                  <p className="text-sm text-slate-600">A field left empty is cleared.</p>
                  <Button disabled={busy}>Save</Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value={MEASUREMENT_INTENTS.remove} />
                  <input type="hidden" name="entryId" value={entry.id} />
                  <Button variant="danger" disabled={busy}>
                    Delete<span className="sr-only"> the measurements of {day}</span>
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
