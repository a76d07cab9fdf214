import { join, sqltag as sql } from "@prisma/client/runtime/client";
import { db, type Tx } from "~/db.server";
import { column, readRows, typedRead } from "~/db-read.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { dailyWeights, importedWeighIns, latestOf, type WeightEntry, type WeightSource } from "./sources";
import { trendOf, weeklyRate, type TrendPoint } from "./trend";
import { WeightEditInput, WeightEntryIdSchema, WeightInput } from "./weight-input";

// The one body-weight log (issue 41): the member's own weigh-ins, their imports' and their
// integrations'. Every reader of "the member's weight" reads it here.

const NOT_FOUND = "Weight entry not found";
const select = { id: true, date: true, kg: true, source: true } as const;
/** Today in the member's zone (user/clock.server's userClock: the user module imports this one). */
async function todayOf(userId: number, client: Tx): Promise<string> {
  const user = await client.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  if (!user) throw new DomainError(404, "User not found");
  return localDateOf(new Date(), user.timeZone);
}

const asEntry = (row: { id: number; date: string; kg: number; source: string }) => row as WeightEntry;

/**
 * A weigh-in typed by the member (the /weight screen, POST /api/weights, the Profile's weight):
 * the day's typed entry, created or replaced. Today by default; at most a day ahead.
 */
export async function logWeight(userId: number, rawInput: unknown, tx?: Tx): Promise<WeightEntry> {
  const input = validate(WeightInput, rawInput ?? {});
  const work = async (client: Tx) => {
    const today = await todayOf(userId, client);
    const date = input.date ?? today;
    if (date > addDays(today, 1)) throw new DomainError(400, "date: Cannot log a weight more than a day ahead");
    const row = await client.weightEntry.upsert({
      where: { userId_date_source: { userId, date, source: "manual" } },
      create: { userId, date, kg: input.kg, source: "manual" },
      update: { kg: input.kg },
      select,
    });
    return asEntry(row);
  };
  return tx ? work(tx) : db.$transaction(work);
}

/** A new weight for one of the member's entries (its day and source stay); 404 if it is not theirs. */
export async function editWeight(userId: number, rawEntryId: unknown, rawInput: unknown): Promise<WeightEntry> {
  const id = validate(WeightEntryIdSchema, rawEntryId);
  const { kg } = validate(WeightEditInput, rawInput ?? {});
  const { count } = await db.weightEntry.updateMany({ where: { id, userId }, data: { kg } });
  if (count === 0) throw new DomainError(404, NOT_FOUND);
  return asEntry(await db.weightEntry.findUniqueOrThrow({ where: { id }, select }));
}

/** Removes one of the member's entries (an import's too: a re-import of the same file brings it back). */
export async function deleteWeight(userId: number, rawEntryId: unknown): Promise<WeightEntry> {
  const id = validate(WeightEntryIdSchema, rawEntryId);
  return db.$transaction(async (tx) => {
    const row = await tx.weightEntry.findFirst({ where: { id, userId }, select });
    if (!row) throw new DomainError(404, NOT_FOUND);
    await tx.weightEntry.delete({ where: { id } });
    return asEntry(row);
  });
}

/** Every entry, newest day first (the /weight list and GET /api/weights), or those from `from` on. */
export async function listWeights(userId: number, from?: string): Promise<WeightEntry[]> {
  const rows = await db.weightEntry.findMany({
    where: { userId, ...(from ? { date: { gte: from } } : {}) },
    orderBy: [{ date: "desc" }, { source: "asc" }],
    select,
  });
  return rows.map(asEntry);
}

/** The latest day's entries, one per source: a hot read (Home's budget, the Profile), one statement. */
const LATEST_DAY_WEIGHTS = typedRead({
  name: "a member's latest day of weigh-ins",
  sql: `SELECT "id", "date", "kg", "source" FROM "WeightEntry" WHERE "userId" = $1 AND "date" = (SELECT MAX("date") FROM "WeightEntry" WHERE "userId" = $1)`,
  params: ["userId"],
  columns: {
    id: column("WeightEntry", "id"),
    date: column("WeightEntry", "date"),
    kg: column("WeightEntry", "kg"),
    source: column("WeightEntry", "source"),
  },
});

/** The member's weight now: the latest day's entry (typed first, then integration, then import), or null. */
export async function latestWeight(userId: number): Promise<WeightEntry | null> {
  return latestOf((await readRows(LATEST_DAY_WEIGHTS, { userId })).map(asEntry));
}

/** Days of weigh-ins the trend starts from: long enough for its EWMA to have forgotten its start. */
const TREND_HISTORY_DAYS = 120;

export type WeightTrend = { points: TrendPoint[]; latest: TrendPoint | null; weeklyRate: number | null };

/** The trend of the last months' weigh-ins (one a day), the latest point and the last week's rate (kg a week). */
export async function weightTrend(userId: number, today: string): Promise<WeightTrend> {
  const points = trendOf(dailyWeights(await listWeights(userId, addDays(today, -TREND_HISTORY_DAYS))));
  return { points, latest: points.at(-1) ?? null, weeklyRate: weeklyRate(points, today) };
}

/**
 * The weigh-ins among imported or synced records land in the log, one a day per source (the day's
 * first). A day that already has an entry from that source keeps it: a re-import changes nothing,
 * and a member's edit of an imported weight stays. Returns how many days it added.
 */
export async function logImportedWeights(
  userId: number,
  records: Parameters<typeof importedWeighIns>[0],
  source: Exclude<WeightSource, "manual">,
): Promise<number> {
  const weighIns = importedWeighIns(records);
  if (weighIns.length === 0) return 0;
  const now = new Date();
  const rows = weighIns.map(({ date, kg }) => sql`(${userId}, ${date}, ${kg}, ${source}, ${now}, ${now})`);
  // A batch holds at most a few hundred days: one statement (6 parameters a row) stays under SQLite's 999.
  let added = 0;
  for (let start = 0; start < rows.length; start += 150) {
    added += await db.$executeRaw`INSERT INTO "WeightEntry" ("userId", "date", "kg", "source", "createdAt", "updatedAt")
      VALUES ${join(rows.slice(start, start + 150))} ON CONFLICT ("userId", "date", "source") DO NOTHING`;
  }
  return added;
}
