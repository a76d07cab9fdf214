import { progressPercent } from "~/modules/food/nutrition";

/**
 * A labelled bar, filled to the share of the target reached (capped at 100 %): a native
 * `<progress>` (its role and value come with it), drawn by the `bar` utility in app.css.
 */
export function ProgressBar({
  value,
  target,
  label,
  className = "",
}: {
  value: number;
  target: number;
  label: string;
  /** The fill's color as a `bar-*` class (`bar-protein`; brand green without one), and any spacing. */
  className?: string;
}) {
  return <progress max={100} value={progressPercent(value, target)} aria-label={label} className={`bar ${className}`} />;
}
