import { db, type Tx } from "~/db.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { MeasurementEditInput, MeasurementIdSchema, MeasurementInput, type MeasurementEntry } from "./measurement-input";
import { MEASURE_FIELDS, MEASURES } from "./measures";

// The body-measurement log (issue 41): one row a day of any of waist, hips, chest, arms, thighs (cm)
// and body fat (%), for the /measurements screen and the /api/measurements doors alike.

const NOT_FOUND = "Measurement not found";
const select = {
  id: true,
  date: true,
  waistCm: true,
  hipsCm: true,
  chestCm: true,
  armsCm: true,
  thighsCm: true,
  bodyFatPct: true,
} as const;

/** Today in the member's zone. */
async function todayOf(userId: number, client: Tx): Promise<string> {
  const user = await client.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  if (!user) throw new DomainError(404, "User not found");
  return localDateOf(new Date(), user.timeZone);
}

/** Every measure of an edit: those left out are cleared. */
const allMeasures = (input: MeasurementEditInput) =>
  Object.fromEntries(MEASURES.map((measure) => [MEASURE_FIELDS[measure], input[MEASURE_FIELDS[measure]] ?? null]));

/**
 * A day's measurements (the screen's form, POST /api/measurements): the day's row is created, or the
 * measures given replace the day's (those not given stay, so a waist in the morning and body fat at
 * night make one day). Today by default; at most a day ahead.
 */
export async function logMeasurements(userId: number, rawInput: unknown): Promise<MeasurementEntry> {
  const { date: given, ...measures } = validate(MeasurementInput, rawInput ?? {});
  return db.$transaction(async (tx) => {
    const today = await todayOf(userId, tx);
    const date = given ?? today;
    if (date > addDays(today, 1)) throw new DomainError(400, "date: Cannot log measurements more than a day ahead");
    return tx.bodyMeasurement.upsert({
      where: { userId_date: { userId, date } },
      create: { userId, date, ...measures },
      update: measures,
      select,
    });
  });
}

/** New values for one of the member's days (a measure left out is cleared); 404 if it is not theirs. */
export async function editMeasurements(userId: number, rawId: unknown, rawInput: unknown): Promise<MeasurementEntry> {
  const id = validate(MeasurementIdSchema, rawId);
  const input = validate(MeasurementEditInput, rawInput ?? {});
  return db.$transaction(async (tx) => {
    const { count } = await tx.bodyMeasurement.updateMany({ where: { id, userId }, data: allMeasures(input) });
    if (count === 0) throw new DomainError(404, NOT_FOUND);
    return tx.bodyMeasurement.findUniqueOrThrow({ where: { id }, select });
  });
}

/** Removes one of the member's days of measurements. */
export async function deleteMeasurements(userId: number, rawId: unknown): Promise<MeasurementEntry> {
  const id = validate(MeasurementIdSchema, rawId);
  return db.$transaction(async (tx) => {
    const row = await tx.bodyMeasurement.findFirst({ where: { id, userId }, select });
    if (!row) throw new DomainError(404, NOT_FOUND);
    await tx.bodyMeasurement.delete({ where: { id } });
    return row;
  });
}

/** Every day of measurements, newest first (the screen, its charts and GET /api/measurements). */
export function listMeasurements(userId: number): Promise<MeasurementEntry[]> {
  return db.bodyMeasurement.findMany({ where: { userId }, orderBy: { date: "desc" }, select });
}
