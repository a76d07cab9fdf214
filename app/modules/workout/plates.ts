// Which plates load a barbell to a weight (issue 42 part 5): the bar, then the same plates on each
// side, heaviest first. Pure, so the set form shows it on the server and updates it as a weight is typed.

import type { LoadUnit } from "./load";

/** An Olympic bar: 20 kg, or 45 lb. */
export const BAR_WEIGHT: Record<LoadUnit, number> = { kg: 20, lb: 45 };

/** The plates a gym stocks, heaviest first (IWF-style kilogram plates; the usual US pound plates). */
export const STANDARD_PLATES: Record<LoadUnit, number[]> = {
  kg: [25, 20, 15, 10, 5, 2.5, 1.25],
  lb: [45, 35, 25, 10, 5, 2.5],
};

export type PlateBreakdown = {
  bar: number;
  /** Each side's plates, heaviest first, with how many of each. */
  perSide: { plate: number; count: number }[];
  /** What the bar and plates weigh: the target, or the nearest below it that the plates make. */
  loaded: number;
  /** target − loaded: 0 when the plates make the weight exactly. */
  short: number;
};

// In hundredths, so 2.5 and 1.25 add up without binary fractions.
const hundredths = (n: number) => Math.round(n * 100);

/**
 * The plates for `target` on a bar of `bar`, each side alike (greedy, heaviest first: exact for these
 * plate sets whenever a loading exists). Null below the bar or for a weight that is not a number.
 */
export function plateBreakdown(
  target: number,
  unit: LoadUnit,
  plates: number[] = STANDARD_PLATES[unit],
  bar: number = BAR_WEIGHT[unit],
): PlateBreakdown | null {
  if (!Number.isFinite(target) || target < bar) return null;
  let side = Math.floor((hundredths(target) - hundredths(bar)) / 2);
  const perSide: PlateBreakdown["perSide"] = [];
  for (const plate of [...plates].sort((a, b) => b - a)) {
    const count = Math.floor(side / hundredths(plate));
    if (count > 0) perSide.push({ plate, count });
    side -= count * hundredths(plate);
  }
  const loaded = (hundredths(bar) + 2 * perSide.reduce((sum, { plate, count }) => sum + hundredths(plate) * count, 0)) / 100;
  return { bar, perSide, loaded, short: (hundredths(target) - hundredths(loaded)) / 100 };
}

/** "45 + 2.5 a side" (or "bar only"); a plate twice is "45 × 2". */
export function plateWords(breakdown: PlateBreakdown): string {
  if (breakdown.perSide.length === 0) return "bar only";
  return `${breakdown.perSide.map(({ plate, count }) => (count > 1 ? `${plate} × ${count}` : String(plate))).join(" + ")} a side`;
}

/** A lift on a barbell (the library's equipment): its set form shows the plates. */
export const isBarbell = (exercise: { equipment: string | null }): boolean => exercise.equipment === "barbell";
