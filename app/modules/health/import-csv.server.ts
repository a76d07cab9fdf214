import { createReadStream } from "node:fs";
import { parse } from "csv-parse";
import { DomainError } from "~/modules/errors";
import { csvColumnName, CSV_COLUMNS, fromCsvRow, isUsableHeader } from "./csv-rows";
import type { HealthRecordInput } from "./records";

const BATCH = 2_000;
const NOT_A_CSV = `This CSV has no usable header: the first row must name a date column and at least one of ${CSV_COLUMNS.slice(1).join(", ")}.`;

/** The records of a CSV file (streamed through csv-parse), in batches; a 400 when its header is unusable or it is not CSV. */
export async function* csvBatches(path: string, timeZone: string): AsyncGenerator<HealthRecordInput[]> {
  let usable = false;
  const rows = createReadStream(path).pipe(
    parse({
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // One row is a few dozen characters: a field that never ends is refused, not held in memory.
      max_record_size: 64 * 1024,
      columns: (header: string[]) => {
        const columns = header.map(csvColumnName);
        usable = isUsableHeader(columns);
        if (!usable) throw new DomainError(400, NOT_A_CSV);
        return columns;
      },
    }),
  );
  let pending: HealthRecordInput[] = [];
  try {
    for await (const row of rows) {
      pending.push(...fromCsvRow(row as Record<string, string>, timeZone));
      if (pending.length >= BATCH) {
        yield pending;
        pending = [];
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError(400, `This file could not be read as CSV (${error instanceof Error ? error.message : "unreadable"}).`);
  }
  if (!usable) throw new DomainError(400, NOT_A_CSV);
  if (pending.length > 0) yield pending;
}
