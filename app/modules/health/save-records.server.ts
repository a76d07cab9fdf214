import { join, sqltag as sql } from "@prisma/client/runtime/client";
import { db } from "~/db.server";
import type { HealthRecordInput } from "./records";

// SQLite takes at most 999 parameters a statement: 100 records of 9 columns stay under it.
const CHUNK = 100;

/**
 * Stores the records a member does not have yet: one multi-row INSERT … ON CONFLICT DO NOTHING
 * per hundred records, on the (userId, dedupeKey) unique index, the same statement on SQLite and
 * PostgreSQL (Prisma's createMany cannot skip duplicates on SQLite, and a look-up before each
 * insert would double the work and still race a parallel import of the same file). Returns how
 * many were added.
 */
export async function saveHealthRecords(userId: number, records: readonly HealthRecordInput[]): Promise<number> {
  const createdAt = new Date();
  const inserts = [];
  for (let start = 0; start < records.length; start += CHUNK) {
    const rows = records
      .slice(start, start + CHUNK)
      .map((r) => sql`(${userId}, ${r.kind}, ${r.value}, ${r.startAt}, ${r.endAt}, ${r.day}, ${r.source}, ${r.dedupeKey}, ${createdAt})`);
    inserts.push(db.$executeRaw`INSERT INTO "HealthRecord" ("userId", "kind", "value", "startAt", "endAt", "day", "source", "dedupeKey", "createdAt")
      VALUES ${join(rows)} ON CONFLICT ("userId", "dedupeKey") DO NOTHING`);
  }
  // One transaction (one commit) per batch: a commit per statement is most of the time on SQLite.
  const counts = await db.$transaction(inserts);
  return counts.reduce((sum, count) => sum + count, 0);
}
