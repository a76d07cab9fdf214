import type { MealType } from "./meal-types";

// Which meal a log without a chosen slot goes to: by the member's local time of day. Pure.

/** Where each slot starts, in minutes after local midnight; before the first, the night's snack. */
const SLOT_STARTS: readonly (readonly [number, MealType])[] = [
  [4 * 60, "breakfast"],
  [10 * 60 + 30, "lunch"],
  [15 * 60, "snack"],
  [17 * 60, "dinner"],
  [21 * 60 + 30, "snack"],
];

/** The meal slot for a local time of day (minutes after midnight, 0–1439). */
export function mealSlotAt(minutes: number): MealType {
  let slot: MealType = "snack";
  for (const [start, type] of SLOT_STARTS) if (minutes >= start) slot = type;
  return slot;
}

/** Minutes after local midnight of `at` in `timeZone`. */
export function localMinutesOf(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", minute: "numeric", hourCycle: "h23" }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

/** The meal slot at `at` for a member in `timeZone`. */
export const mealSlotFor = (at: Date, timeZone: string): MealType => mealSlotAt(localMinutesOf(at, timeZone));
