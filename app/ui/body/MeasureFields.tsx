import type { MeasurementEntry } from "~/modules/body/measurement-input";
import { boundsOf, MEASURE_FIELDS, MEASURE_LABELS, MEASURES, measureValue, unitOf } from "~/modules/body/measures";
import type { Units } from "~/modules/units/units";
import { inputClass } from "~/ui/Field";

/**
 * The six measures as text fields in the member's units, each labelled with its unit and range, in a
 * grid that is two columns on a phone and three wider; `entry` fills them in (an edit form).
 */
export function MeasureFields({ units, entry, idPrefix }: { units: Units; entry?: MeasurementEntry; idPrefix: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {MEASURES.map((measure) => {
        const { min, max } = boundsOf(measure, units);
        const unit = unitOf(measure, units);
        const stored = entry?.[MEASURE_FIELDS[measure]];
        const hint = `${idPrefix}-${measure}-range`;
        return (
          <label key={measure} className="block text-sm font-medium text-slate-800">
            {MEASURE_LABELS[measure]} ({unit})
            <input
              name={measure}
              type="text"
              inputMode="decimal"
              defaultValue={stored === null || stored === undefined ? "" : String(measureValue(measure, stored, units))}
              className={inputClass}
              aria-describedby={hint}
            />
            <span id={hint} className="text-xs font-normal text-slate-600">
              {min}–{max}
            </span>
          </label>
        );
      })}
    </div>
  );
}
