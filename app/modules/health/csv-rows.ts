// The generic CSV import's rows (scales and other apps): a header row naming the columns, then
// one row per date. Pure: import-csv.server.ts feeds it each parsed row.
import { isIsoDate } from "~/modules/dates/calendar";
import { dayOf, dedupeKeyOf, type HealthKind, type HealthRecordInput } from "./records";

export const CSV_SOURCE = "CSV import";

/** The columns read (lower case, spaces and dashes as underscores), each with its kind and factor. */
const COLUMNS: Record<string, { kind: HealthKind; factor: number }> = {
  weight: { kind: "weight_kg", factor: 1 },
  weight_kg: { kind: "weight_kg", factor: 1 },
  weight_lb: { kind: "weight_kg", factor: 0.45359237 },
  steps: { kind: "steps", factor: 1 },
  active_energy: { kind: "active_energy_kcal", factor: 1 },
  active_energy_kcal: { kind: "active_energy_kcal", factor: 1 },
  calories_burned: { kind: "active_energy_kcal", factor: 1 },
  sleep_minutes: { kind: "sleep_minutes", factor: 1 },
  sleep_hours: { kind: "sleep_minutes", factor: 60 },
  workout_minutes: { kind: "workout_minutes", factor: 1 },
  water_ml: { kind: "water_ml", factor: 1 },
};

/** The columns a file may have, for the page's help text. */
export const CSV_COLUMNS = ["date", ...Object.keys(COLUMNS)];

export function csvColumnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** Whether a header row has a date column and at least one column we read. */
export function isUsableHeader(columns: string[]): boolean {
  return columns.includes("date") && columns.some((column) => column in COLUMNS);
}

/** "2026-01-05" (that day, at noon UTC) or an ISO date-time with its offset; null otherwise. */
function instantOf(date: string): { at: Date; day: string | null } | null {
  if (isIsoDate(date)) return { at: new Date(`${date}T12:00:00Z`), day: date };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(date)) return null;
  const at = new Date(date);
  return Number.isNaN(at.getTime()) ? null : { at, day: null };
}

/**
 * One row (keyed by csvColumnName) → its records; a row whose date is not a date gives none.
 * Numbers take a dot or a comma; empty, negative or non-numeric cells are skipped.
 */
export function fromCsvRow(row: Record<string, string>, timeZone: string): HealthRecordInput[] {
  const date = (row.date ?? "").trim();
  const when = instantOf(date);
  if (!when) return [];
  const records: HealthRecordInput[] = [];
  for (const [column, raw] of Object.entries(row)) {
    const target = COLUMNS[column];
    const value = Number(raw.trim().replace(",", "."));
    if (!target || raw.trim() === "" || !Number.isFinite(value) || value <= 0) continue;
    records.push({
      kind: target.kind,
      value: Math.round(value * target.factor * 100) / 100,
      startAt: when.at,
      endAt: null,
      day: when.day ?? dayOf(when.at, timeZone),
      source: CSV_SOURCE,
      dedupeKey: dedupeKeyOf("csv", target.kind, date),
    });
  }
  return records;
}
