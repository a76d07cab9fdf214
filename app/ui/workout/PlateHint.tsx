import { parseAmount } from "~/modules/units/units";
import { formatLoad, type LoadUnit } from "~/modules/workout/load";
import { plateBreakdown, plateWords } from "~/modules/workout/plates";

/** The plates for a barbell weight (as typed, or the one filled in), beside its set form. */
export function PlateHint({ weight, unit }: { weight: string | number | null | undefined; unit: LoadUnit }) {
  const value = parseAmount(weight);
  const breakdown = value === null ? null : plateBreakdown(value, unit);
  if (!breakdown) return null;
  const short = breakdown.short > 0 ? ` (the plates make ${formatLoad(breakdown.loaded, unit)}, not ${formatLoad(value!, unit)})` : "";
  return (
    <p className="mb-2 text-sm text-slate-700" data-testid="plates" aria-live="polite">
      <span className="font-medium">Plates:</span> {plateWords(breakdown)} on a {formatLoad(breakdown.bar, unit)} bar{short}
    </p>
  );
}
