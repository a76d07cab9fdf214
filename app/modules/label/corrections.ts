import { LABEL_FIGURES, type LabelFigure } from "./scanner";

// How many of a label's figures the scan read, and how many of those the member changed before
// saving (the label scanner's accuracy on the advanced dashboard). Pure.

/** A figure changed by less than this was kept (a form may send 2.50 for 2.5). */
const SAME = 0.005;

export function correctionsOf(
  read: Partial<Record<LabelFigure, number | null>> | undefined,
  saved: Partial<Record<LabelFigure, number | undefined>>,
): { read: number; corrected: number } {
  let count = 0;
  let corrected = 0;
  for (const name of LABEL_FIGURES) {
    const value = read?.[name];
    if (value === null || value === undefined) continue;
    count += 1;
    const kept = saved[name];
    if (kept === undefined || Math.abs(kept - value) > SAME) corrected += 1;
  }
  return { read: count, corrected };
}
