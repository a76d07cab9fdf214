// Output helpers: headings, aligned tables, sizes, and the summary block.

export interface SummaryLine {
  label: string;
  value: string;
}

/** A bench section: prints its own details, returns lines for the final summary. */
export interface Section<Context> {
  title: string;
  run(ctx: Context): Promise<SummaryLine[]>;
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

export function printSummary(lines: SummaryLine[]): void {
  heading("Summary");
  const width = Math.max(0, ...lines.map((l) => l.label.length + 1));
  for (const l of lines) console.log(`${(l.label + ":").padEnd(width + 2)} ${l.value}`);
}

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
