// MacroFactor's .xlsx workbook, cell by cell (issue 41 item 7, ADR 0045): read-excel-file gives a
// sheet's rows as strings, numbers, booleans and Dates; these turn a row into the text record that
// layouts.ts's readRow reads from a CSV, so the workbook and the CSVs go through the same parser. Pure.
import { columnName } from "./layouts";

/** A zip archive's first bytes (an .xlsx workbook is one): told from the bytes, not the file's name. */
export function isZip(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

// Excel's day 0 is 1899-12-30 (its 1900 calendar counts a 29 February that never was, so days from
// 1900-03-01 on line up with this epoch); 2958465 is 9999-12-31, its last day.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const EXCEL_DAYS = { min: 61, max: 2_958_465 };

/**
 * A date cell as YYYY-MM-DD (UTC, as read-excel-file makes Dates of the workbook's serial days),
 * or null. A serial number arrives when a sheet's date format is not one read-excel-file knows; its
 * fraction is the time of day.
 */
export function excelDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === "number" && Number.isFinite(value) && value >= EXCEL_DAYS.min && value < EXCEL_DAYS.max + 1)
    return new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS).toISOString().slice(0, 10);
  return null;
}

/** One cell as a CSV would write it: numbers in full, a date column's day as YYYY-MM-DD, empty as "". */
export function cellText(value: unknown, column: string): string {
  if (value === null || value === undefined) return "";
  if (column === "date" || value instanceof Date) return excelDay(value) ?? String(value);
  return String(value);
}

/** A sheet's header row as layouts.ts compares columns. */
export function sheetColumns(header: readonly unknown[]): string[] {
  return header.map((cell) => columnName(cellText(cell, "")));
}

/** A sheet's row keyed by its columns, as readRow reads a CSV row; null for a row of empty cells (a CSV's empty line). */
export function sheetRow(columns: readonly string[], cells: readonly unknown[]): Record<string, string> | null {
  const row = Object.fromEntries(columns.map((column, i) => [column, cellText(cells[i], column).trim()]));
  return Object.values(row).some((text) => text !== "") ? row : null;
}
