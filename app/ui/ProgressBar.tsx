import { progressPercent } from "~/modules/food/nutrition";

/** A labelled bar, filled to the share of the target reached (capped at 100 %). */
export function ProgressBar({
  value,
  target,
  label,
  colorClass = "bg-brand-500",
}: {
  value: number;
  target: number;
  label: string;
  colorClass?: string;
}) {
  const percent = progressPercent(value, target);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div className={`h-full rounded-full ${colorClass}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
