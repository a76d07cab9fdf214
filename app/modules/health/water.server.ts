import { randomUUID } from "node:crypto";
import { db, type Tx } from "~/db.server";
import { computed, readRow, typedRead } from "~/db-read.server";
import { addDays } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import { userClock } from "~/modules/user/clock.server";
import { validate } from "~/modules/validate";
import { LogWaterInput, WaterEntryIdSchema } from "./water-input";

// Water is the one kind of HealthRecord typed by the member (the importers bring the rest): kind
// water_ml, source "Manual", counted towards the day it is logged for.

const WATER = "water_ml";
const MANUAL = "Manual";

export type WaterEntry = { id: number; amountMl: number; date: string; dayTotalMl: number };

async function dayTotal(tx: Tx, userId: number, day: string): Promise<number> {
  const { _sum } = await tx.healthRecord.aggregate({ where: { userId, kind: WATER, day }, _sum: { value: true } });
  return Math.round(_sum.value ?? 0);
}

/** Logs water for today (or `date`, at most a day ahead): one entry, and the day's total after it. */
export async function logWater(userId: number, rawInput: unknown): Promise<WaterEntry> {
  const input = validate(LogWaterInput, rawInput ?? {});
  return db.$transaction(async (tx) => {
    const { today } = await userClock(userId, tx);
    const date = input.date ?? today;
    if (date > addDays(today, 1)) throw new DomainError(400, "date: Cannot log water more than a day ahead");
    const record = await tx.healthRecord.create({
      data: {
        userId,
        kind: WATER,
        value: input.amountMl,
        startAt: new Date(),
        day: date,
        source: MANUAL,
        // Each tap is its own measurement; a retried post is kept single by the door's idempotency key.
        dedupeKey: `manual-water:${randomUUID()}`,
      },
    });
    return { id: record.id, amountMl: record.value, date, dayTotalMl: await dayTotal(tx, userId, date) };
  });
}

/** Deletes one of the member's water entries (the undo of a tap, or a mistaken entry); 404 if it is not theirs. */
export async function deleteWater(userId: number, rawEntryId: unknown): Promise<WaterEntry> {
  const id = validate(WaterEntryIdSchema, rawEntryId);
  return db.$transaction(async (tx) => {
    const record = await tx.healthRecord.findFirst({ where: { id, userId, kind: WATER, source: MANUAL } });
    if (!record) throw new DomainError(404, "Water entry not found");
    await tx.healthRecord.delete({ where: { id: record.id } });
    return { id: record.id, amountMl: record.value, date: record.day, dayTotalMl: await dayTotal(tx, userId, record.day) };
  });
}

const WATER_OF_DAY = typedRead({
  name: "a day's water",
  sql: `SELECT SUM("value") AS "total" FROM "HealthRecord" WHERE "userId" = $1 AND "kind" = $2 AND "day" = $3`,
  params: ["userId", "kind", "day"],
  columns: { total: computed("real", { nullable: true }) },
});

/** Millilitres of water logged or imported for `day` (read on every Home: plain SQL, app/db-read.server.ts). */
export async function waterOfDay(userId: number, day: string): Promise<number> {
  const row = await readRow(WATER_OF_DAY, { userId, kind: WATER, day });
  return Math.round(Number(row?.total ?? 0));
}
