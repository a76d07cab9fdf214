import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { APPLE_HEALTH_SOURCE } from "~/modules/health/apple-health";
import { CSV_SOURCE } from "~/modules/health/csv-rows";
import { appleHealthBatches } from "~/modules/health/import-apple-health.server";
import { csvBatches } from "~/modules/health/import-csv.server";
import type { HealthRecordInput } from "~/modules/health/records";
import { saveHealthRecords } from "~/modules/health/save-records.server";
import { recomputeStepDays } from "~/modules/health/step-days.server";
import { broughtBy, STEP_SAMPLE_KIND } from "~/modules/health/step-overlap";
import { logImportedWeights } from "~/modules/weight/log.server";
import { findIntegration } from "./catalogue";
import { recordSync } from "./connections.server";

export const IMPORT_FORMATS = ["apple-health", "csv"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export type ImportResult = { format: ImportFormat; read: number; added: number; duplicates: number };

/**
 * Imports an uploaded file (on disk, streamed: never read whole) into the member's health
 * records, batch by batch; a record already imported (same dedupeKey) is counted as a duplicate
 * and not stored again. An Apple Health import connects Apple Health and counts its data points.
 */
export async function importHealthFile(userId: number, format: ImportFormat, path: string): Promise<ImportResult> {
  // Imports at once per server process (issue 37, item 4): each holds a parser and a batch in
  // memory and a core busy; more wait for a turn of their own rather than queue here.
  if (running >= MAX_PARALLEL_IMPORTS)
    throw new DomainError(503, "Other imports are running on this server just now: try again in a minute.", 60);
  running++;
  try {
    return await importFile(userId, format, path);
  } finally {
    running--;
  }
}

/** Imports running in this process at most; past it, 503 with Retry-After. */
export const MAX_PARALLEL_IMPORTS = 2;
let running = 0;

async function importFile(userId: number, format: ImportFormat, path: string): Promise<ImportResult> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  if (!user) throw new DomainError(404, "User not found");
  const batches: AsyncGenerator<HealthRecordInput[]> =
    format === "apple-health" ? appleHealthBatches(path, user.timeZone) : csvBatches(path, user.timeZone);
  let read = 0;
  let added = 0;
  // The days the file has step samples for (a few hundred a year): their steps are worked out once all are in.
  const stepDays = new Set<string>();
  for await (const batch of batches) {
    read += batch.length;
    added += await saveHealthRecords(userId, batch);
    await logImportedWeights(userId, batch, "import");
    for (const record of batch) if (record.kind === STEP_SAMPLE_KIND) stepDays.add(record.day);
  }
  await recomputeStepDays(userId, stepDays);
  if (format === "apple-health") await recordSync(userId, findIntegration("apple-health")!);
  return { format, read, added, duplicates: read - added };
}

/** The latest records imported or synced, each with its source (the page's "Recent data" list); a day's steps, not its samples. */
export async function recentHealthRecords(userId: number, take = 8) {
  return db.healthRecord.findMany({
    where: { userId, source: { not: "Manual" }, kind: { not: STEP_SAMPLE_KIND } },
    orderBy: [{ startAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, kind: true, value: true, day: true, source: true },
  });
}

/** How many records each import source brought (the CSV import has no card of its own). */
export async function importCounts(userId: number): Promise<{ appleHealth: number; csv: number }> {
  const [appleHealth, csv] = await Promise.all([
    db.healthRecord.count({ where: broughtBy(userId, APPLE_HEALTH_SOURCE) }),
    db.healthRecord.count({ where: broughtBy(userId, CSV_SOURCE) }),
  ]);
  return { appleHealth, csv };
}
