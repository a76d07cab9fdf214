// An export's rows summed into what is stored (issue 41 item 7): a day's intake per meal slot
// (MyFitnessPal writes a row per meal, MacroFactor's food log a row per food) and one weight a day.
// Pure; memory grows with the days of the file, not its rows, and both are bounded here.
import { DomainError } from "~/modules/errors";
import type { RowReading, SkipReason, Slot } from "./layouts";

/** Rows in one file: ten years of a food log at 25 foods a day. */
export const MAX_HISTORY_ROWS = 100_000;
/** Days in one file: ten years. */
export const MAX_HISTORY_DAYS = 3_660;

export type SlotIntake = { date: string; slot: Slot; kcal: number; protein: number; carbs: number; fat: number };

export class Tally {
  readonly intake = new Map<string, SlotIntake>();
  readonly weights = new Map<string, number>();
  readonly skipped = new Map<SkipReason, number>();
  private readonly days = new Set<string>();
  rows = 0;

  /** Adds one row's reading; a 413 past MAX_HISTORY_ROWS rows or MAX_HISTORY_DAYS days. */
  add(reading: RowReading): void {
    if (++this.rows > MAX_HISTORY_ROWS)
      throw new DomainError(
        413,
        `This export is too large to import: more than ${MAX_HISTORY_ROWS.toLocaleString("en-US")} rows. Export a shorter period.`,
      );
    if (reading.kind === "skip") return this.skip(reading.reason);
    if (reading.kind === "ignore") return;
    this.countDay(reading.date);
    if (reading.kind === "weight") {
      // The day's first weigh-in, as the other imports keep it (weight/sources.ts).
      if (!this.weights.has(reading.date)) this.weights.set(reading.date, reading.kg);
      return;
    }
    const key = `${reading.date}:${reading.slot}`;
    const held = this.intake.get(key);
    if (!held)
      this.intake.set(key, {
        date: reading.date,
        slot: reading.slot,
        kcal: reading.kcal,
        protein: reading.protein,
        carbs: reading.carbs,
        fat: reading.fat,
      });
    else
      Object.assign(held, {
        kcal: held.kcal + reading.kcal,
        protein: held.protein + reading.protein,
        carbs: held.carbs + reading.carbs,
        fat: held.fat + reading.fat,
      });
  }

  skip(reason: SkipReason, count = 1): void {
    this.skipped.set(reason, (this.skipped.get(reason) ?? 0) + count);
  }

  private countDay(date: string) {
    if (this.days.has(date)) return;
    if (this.days.size >= MAX_HISTORY_DAYS)
      throw new DomainError(
        413,
        `This export is too large to import: more than ${MAX_HISTORY_DAYS.toLocaleString("en-US")} days. Export a shorter period.`,
      );
    this.days.add(date);
  }
}
