// Output helpers: headings, aligned tables, sizes, environment numbers.

/** One line of the targets table: a figure next to the target it is held to. */
export interface TargetRow {
  /** "SQLite", "PostgreSQL", or "—" when the database does not matter. */
  db: string;
  figure: string;
  measured: string;
  target: string;
  /** "met" or "MISSED". */
  met: string;
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function heading(title: string): void {
  console.log(`\n== ${title} ==`);
}

export function table(header: string[], rows: string[][], alignRight: boolean[] = []): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (alignRight[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  console.log("  " + line(header));
  console.log("  " + widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log("  " + line(row));
}

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
