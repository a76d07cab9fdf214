import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { isLoggableDay } from "~/modules/meal/inputs";
import { userClock, userUnits } from "~/modules/user/clock.server";
import { validate } from "~/modules/validate";
import { logImportedWeights } from "~/modules/weight/log.server";
import { HistoryImportOptions, type HistoryImportAnswer } from "./history-input";
import {
  APP_LABELS,
  columnName,
  detectLayout,
  LAYOUTS,
  readRow,
  SKIP_REASONS,
  type LayoutId,
  type RowLayoutId,
  type WeightUnit,
} from "./layouts";
import { mealsOf, type DayMeals } from "./meals";
import { Tally } from "./tally";
import { isZip } from "./workbook-cells";
import { tallyWorkbook } from "./workbook.server";

// Bring your history (issue 41 item 7, ADR 0045): another app's CSV export, streamed through
// csv-parse row by row, or MacroFactor's .xlsx workbook (told by its zip bytes, read whole by
// read-excel-file), into a tally of days (bounded: bytes, rows, days), then stored in one
// transaction, so a file refused half-way (a broken row, too many rows) stores nothing.

/** The largest export read, in bytes (the request body cap of every door but the Apple Health upload). */
export const MAX_HISTORY_BYTES = 8 * 1024 * 1024;

const EXPECTED =
  "MyFitnessPal's Nutrition Summary or Measurement Summary, Cronometer's Daily Nutrition (dailysummary.csv) or Biometrics (biometrics.csv), " +
  "or MacroFactor's Data Export workbook (.xlsx) or Food Log CSV";
const NOT_AN_EXPORT = `This file is not an export Fitplate can read: upload ${EXPECTED}.`;

/** Imports one export into the member's diary (a meal a day per slot) and weight log; a re-import adds nothing. */
export async function importHistory(userId: number, rawOptions: unknown, file: Readable): Promise<HistoryImportAnswer> {
  const options = validate(HistoryImportOptions, rawOptions ?? {});
  const weightUnit: WeightUnit = options.weightUnit ?? ((await userUnits(userId)) === "us" ? "lb" : "kg");
  const { layout, tally } = await tallyOf(file, weightUnit);
  const { app } = LAYOUTS[layout];
  if (options.format !== "auto" && options.format !== app)
    throw new DomainError(
      400,
      `This is ${LAYOUTS[layout].label} export, not ${APP_LABELS[options.format]}'s: choose ${APP_LABELS[app]} or let Fitplate tell.`,
    );

  return db.$transaction(
    async () => {
      const { today } = await userClock(userId);
      const notAhead = (date: string) => {
        if (isLoggableDay(date, today)) return true;
        tally.skip("future");
        return false;
      };
      const days = [...new Set([...tally.intake.values()].map((slot) => slot.date))].filter(notAhead);
      const meals = await storeMeals(userId, app, mealsOf(app, tally, days), await mealsHeld(userId, days), tally);
      const weights = [...tally.weights].filter(([date]) => notAhead(date));
      const weightsAdded = await logImportedWeights(
        userId,
        weights.map(([date, kg]) => ({ kind: "weight_kg", value: kg, startAt: new Date(`${date}T12:00:00Z`), day: date })),
        "import",
      );
      return {
        app,
        layout,
        rows: tally.rows,
        daysAdded: meals.daysAdded,
        mealsAdded: meals.added,
        weightsAdded,
        alreadyImported: meals.held + (weights.length - weightsAdded),
        skipped: [...tally.skipped].map(([reason, count]) => ({ reason: SKIP_REASONS[reason], count })),
      };
    },
    { timeout: 60_000 },
  );
}

/** The file's layout (a workbook, or a CSV's header row) and its rows summed; 400 when it is no export we read, 413 past the bounds. */
async function tallyOf(file: Readable, weightUnit: WeightUnit): Promise<{ layout: LayoutId; tally: Tally }> {
  const tally = new Tally();
  try {
    const { head, chunks } = await sniff(cappedChunks(file));
    if (isZip(head)) {
      const workbook: Buffer[] = [];
      for await (const chunk of chunks) workbook.push(chunk);
      await tallyWorkbook(Buffer.concat(workbook), weightUnit, tally);
      return { layout: "macrofactor-workbook", tally };
    }
    return { layout: await tallyCsv(Readable.from(chunks), weightUnit, tally), tally };
  } finally {
    file.destroy();
  }
}

/** The upload's bytes as they come, counted: a 413 past MAX_HISTORY_BYTES, whatever the file is. */
async function* cappedChunks(file: Readable): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of file as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    bytes += buffer.length;
    if (bytes > MAX_HISTORY_BYTES)
      throw new DomainError(
        413,
        `This export is too large to import: more than ${MAX_HISTORY_BYTES / 1024 / 1024} MB. Export a shorter period.`,
      );
    yield buffer;
  }
}

/** The first four bytes (what tells a zip, and so a workbook, from a CSV), and every chunk still from the start. */
async function sniff(source: AsyncGenerator<Buffer>): Promise<{ head: Buffer; chunks: AsyncGenerator<Buffer> }> {
  const read: Buffer[] = [];
  let length = 0;
  while (length < 4) {
    const next = await source.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.length;
  }
  async function* chunks() {
    yield* read;
    yield* source;
  }
  return { head: Buffer.concat(read).subarray(0, 4), chunks: chunks() };
}

/** A CSV export streamed through csv-parse row by row into `tally`; its layout from the header row. */
async function tallyCsv(file: Readable, weightUnit: WeightUnit, tally: Tally): Promise<RowLayoutId> {
  let layout: RowLayoutId | null = null;
  const rows = file.pipe(
    parse({
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // A row is under a kilobyte (Cronometer's ~80 nutrient columns): a field that never ends is refused, not held.
      max_record_size: 64 * 1024,
      columns: (header: string[]) => {
        const columns = header.map(columnName);
        layout = detectLayout(columns);
        if (!layout) throw new DomainError(400, NOT_AN_EXPORT);
        return columns;
      },
    }),
  );
  // pipe() does not pass a broken source's error on (nor the byte cap's 413): the parser would wait for an end that never comes.
  file.on("error", (error) => rows.destroy(error));
  try {
    for await (const row of rows) tally.add(readRow(layout!, row as Record<string, string>, weightUnit));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError(400, `This file could not be read as CSV (${error instanceof Error ? error.message : "unreadable"}).`);
  } finally {
    file.destroy();
  }
  if (!layout) throw new DomainError(400, NOT_AN_EXPORT);
  return layout;
}

/** The member's meals on `days`: which days hold meals not imported from `app`, which import keys are there. */
async function mealsHeld(userId: number, days: string[]): Promise<{ dates: Map<string, (string | null)[]> }> {
  const dates = new Map<string, (string | null)[]>();
  if (days.length === 0) return { dates };
  const sorted = [...days].sort();
  const rows = await db.meal.findMany({
    where: { userId, localDate: { gte: sorted[0]!, lte: sorted.at(-1)! } },
    select: { localDate: true, importKey: true },
  });
  for (const row of rows) dates.set(row.localDate, [...(dates.get(row.localDate) ?? []), row.importKey]);
  return { dates };
}

// SQLite takes at most 999 parameters a statement: 60 meals of 13 columns stay under it.
const CHUNK = 60;

async function storeMeals(
  userId: number,
  app: string,
  days: DayMeals[],
  held: { dates: Map<string, (string | null)[]> },
  tally: Tally,
): Promise<{ added: number; held: number; daysAdded: number }> {
  const fresh = [];
  let already = 0;
  const addedDays = new Set<string>();
  for (const day of days) {
    const keys = held.dates.get(day.date) ?? [];
    // One source a day: a day the member logged here, or another app's import brought, is theirs.
    if (keys.some((key) => key === null || !key.startsWith(`${app}:`))) {
      tally.skip("logged");
      continue;
    }
    for (const meal of day.meals) {
      if (keys.includes(meal.importKey)) already++;
      else {
        fresh.push(meal);
        addedDays.add(day.date);
      }
    }
  }
  const now = new Date();
  for (let start = 0; start < fresh.length; start += CHUNK) {
    const chunk = fresh.slice(start, start + CHUNK);
    const created = await db.meal.createManyAndReturn({
      data: chunk.map((meal) => ({
        userId,
        name: meal.name,
        mealType: meal.mealType,
        localDate: meal.date,
        eatenAt: new Date(`${meal.date}T12:00:00Z`),
        totalCalories: meal.calories,
        totalProtein: meal.protein,
        totalCarbs: meal.carbs,
        totalFat: meal.fat,
        aiAnalysis: meal.note,
        importKey: meal.importKey,
        createdAt: now,
      })),
      select: { id: true, importKey: true },
    });
    const byKey = new Map(chunk.map((meal) => [meal.importKey, meal]));
    await db.mealFood.createMany({
      data: created.map(({ id, importKey }) => {
        const meal = byKey.get(importKey!)!;
        // Like a quick add (ADR of issue 40): no food, no grams, the nutrients as the export gave them.
        return {
          mealId: id,
          foodId: null,
          foodName: meal.name,
          quantity: 0,
          calories: meal.calories,
          protein: meal.protein,
          carbs: meal.carbs,
          fat: meal.fat,
        };
      }),
    });
  }
  return { added: fresh.length, held: already, daysAdded: addedDays.size };
}
