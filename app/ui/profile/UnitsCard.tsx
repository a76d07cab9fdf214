import { Form } from "@remix-run/react";
import { UNIT_LABELS, UNIT_SYSTEMS, type Units } from "~/modules/units/units";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { inputClass } from "~/ui/Field";

/** The member's units: how every screen shows and takes weights, heights, food and water. Its own plain form (no JavaScript needed). */
export function UnitsCard({ units, intent, error, busy }: { units: Units; intent: string; error: string | null; busy: boolean }) {
  return (
    <Card title="Units" titleId="units" belowTheFold>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={intent} />
        {/* 16rem before it grows: on a phone the choice takes the row and its button goes under it, not "Metric (kg, cm" cut off. */}
        <div className="min-w-0 grow basis-64">
          <label htmlFor="units-select" className="text-sm font-medium text-slate-800">
            Show and enter amounts in
          </label>
          <select id="units-select" name="units" defaultValue={units} className={inputClass}>
            {UNIT_SYSTEMS.map((system) => (
              <option key={system} value={system}>
                {UNIT_LABELS[system]}
              </option>
            ))}
          </select>
        </div>
        <Button disabled={busy}>Save units</Button>
      </Form>
      <FormAlert message={error} className="mt-2" />
    </Card>
  );
}
