import { join, sqltag as sql } from "@prisma/client/runtime/client";
import { db } from "~/db.server";
import type { HealthRecordInput } from "./records";

// SQLite takes at most 999 parameters a statement: 100 records of 10 columns stay under it.
const CHUNK = 100;

/**
 * Stores the records a member does not have yet: one multi-row INSERT … ON CONFLICT per hundred
 * records, on the (userId, dedupeKey) unique index, the same statement on SQLite and PostgreSQL
 * (Prisma's createMany cannot skip duplicates on SQLite, and a look-up before each insert would
 * double the work and still race a parallel import of the same file). A measurement seen before is
 * left as it is; with `replace`, a summary that can still grow (a day's steps, today's activity
 * from a tracker) takes the new value. Returns how many rows were added or changed.
 */
export async function saveHealthRecords(
  userId: number,
  records: readonly HealthRecordInput[],
  { replace = false }: { replace?: boolean } = {},
): Promise<number> {
  const createdAt = new Date();
  const onConflict = replace
    ? sql`DO UPDATE SET "value" = excluded."value", "startAt" = excluded."startAt", "endAt" = excluded."endAt"
        WHERE "HealthRecord"."value" <> excluded."value"`
    : sql`DO NOTHING`;
  const inserts = [];
  for (let start = 0; start < records.length; start += CHUNK) {
    const rows = records
      .slice(start, start + CHUNK)
      .map(
        (r) =>
          sql`(${userId}, ${r.kind}, ${r.value}, ${r.startAt}, ${r.endAt}, ${r.day}, ${r.source}, ${r.dedupeKey}, ${r.origin ?? null}, ${createdAt})`,
      );
    inserts.push(db.$executeRaw`INSERT INTO "HealthRecord" ("userId", "kind", "value", "startAt", "endAt", "day", "source", "dedupeKey", "origin", "createdAt")
      VALUES ${join(rows)} ON CONFLICT ("userId", "dedupeKey") ${onConflict}`);
  }
  // One transaction (one commit) per batch: a commit per statement is most of the time on SQLite.
  const counts = await db.$transaction(inserts);
  return counts.reduce((sum, count) => sum + count, 0);
}
