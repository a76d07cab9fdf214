// Issue 38 item 4 (ADR 0043): every read declared with `typedRead` runs here, on SQLite and on
// PostgreSQL, against rows made for it; each row must hold exactly the declared columns, each value
// must be what the database's own catalogue says that column holds (its type, and null only where
// the schema, an outer join or the declaration allows it), and on SQLite each column must come from
// the table and column it is declared from. Typecheck already refuses a field Prisma's model lacks.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db, isPostgresUrl } from "~/db.server";
import { declaredReads, readRows, sqliteColumnSources, type ReadColumn, type SqlParam } from "~/db-read.server";
import { env } from "~/env.server";
import { Prisma } from "~/generated/prisma-sqlite/client";
import { earliestDiaryDaySince, localDateOf } from "~/modules/dates/calendar";
import { createCustomFood } from "~/modules/food/custom-foods.server";
import { logWater } from "~/modules/health/water.server";
import { deleteEntry } from "~/modules/meal/entries.server";
import { logFood } from "~/modules/meal/log.server";
import { saveMeal } from "~/modules/meal/saved-meals.server";
import { logWeight } from "~/modules/weight/log.server";
import { newGuest } from "../helpers/requests";
import { acceptedCheckIn } from "../helpers/check-ins";

const postgres = isPostgresUrl(env.DATABASE_URL);
const APP = path.resolve("app");
const BANANA = 9040;

/** The modules that declare reads: found by their text, so a new one is checked without a list to keep. */
function readModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : readModules(file);
    return /\.server\.ts$/.test(entry.name) && readFileSync(file, "utf8").includes("typedRead({") ? [file] : [];
  });
}

type CatalogueColumn = { type: string; nullable: boolean };

/** What the database says a table's columns hold. */
async function catalogue(table: string): Promise<Map<string, CatalogueColumn>> {
  if (postgres) {
    const rows = await db.$queryRawUnsafe<{ column_name: string; data_type: string; is_nullable: string }[]>(
      `SELECT column_name::text, data_type::text, is_nullable::text FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
      table,
    );
    return new Map(rows.map((row) => [row.column_name, { type: row.data_type, nullable: row.is_nullable === "YES" }]));
  }
  const rows = await db.$queryRawUnsafe<{ name: string; type: string; notnull: number | bigint }[]>(`PRAGMA table_info("${table}")`);
  return new Map(rows.map((row) => [row.name, { type: row.type, nullable: Number(row.notnull) === 0 }]));
}

/** Whether a value is what a column of this database type reads as (raw: SQLite's timestamps are text, its flags 0/1). */
function holds(type: string, value: unknown): boolean {
  const t = type.toLowerCase();
  if (/bool/.test(t)) return postgres ? typeof value === "boolean" : value === 0 || value === 1;
  if (/timestamp|date/.test(t)) return postgres ? value instanceof Date : typeof value === "string" && !Number.isNaN(Date.parse(value));
  if (/int/.test(t)) return (typeof value === "number" && Number.isInteger(value)) || typeof value === "bigint";
  if (/real|double|float|numeric|decimal/.test(t)) return typeof value === "number";
  if (/text|char|json/.test(t)) return typeof value === "string";
  return false;
}

/** Whether a computed value is of its declared kind, as either database returns it. */
function ofKind(kind: NonNullable<ReadColumn["kind"]>, value: unknown): boolean {
  if (kind === "integer") return (typeof value === "number" && Number.isInteger(value)) || typeof value === "bigint";
  if (kind === "real") return typeof value === "number";
  if (kind === "flag") return typeof value === "boolean" || value === 0 || value === 1;
  return typeof value === "string";
}

/** Every parameter name a read may use, with a value that makes it return rows for the fixture member. */
let params: Record<string, SqlParam>;

beforeAll(async () => {
  for (const file of readModules(APP)) await import(file);
  const { userId } = await newGuest();
  const session = await db.session.findFirstOrThrow({ where: { userId }, select: { id: true } });
  const today = localDateOf(new Date(), "UTC");
  const own = await createCustomFood(userId, {
    name: "Typed read oat bar",
    brand: "Fixture Mills",
    category: "grains",
    caloriesPer100g: "400",
    proteinPer100g: "10",
    carbsPer100g: "60",
    fatPer100g: "12",
  });
  await db.foodPortion.create({ data: { foodId: own.id, label: "1 bar", grams: 40, position: 0 } });
  await logFood(userId, { foodId: BANANA, quantity: 118, mealType: "breakfast" });
  await logFood(userId, { foodId: own.id, quantity: 40, mealType: "snack", portionLabel: "1 bar" });
  const dish = await db.food.findFirstOrThrow({ where: { ownerId: null, searchWords: { not: null } }, select: { id: true } });
  await logFood(userId, { foodId: dish.id, quantity: 200, mealType: "dinner" });
  const gone = await logFood(userId, { foodId: own.id, quantity: 40, mealType: "breakfast" });
  await deleteEntry(userId, gone.entryId);
  // The diary's saved meals: one from the snack logged above, whose entry has a portion label.
  await saveMeal(userId, { name: "Typed read snack", date: today, mealType: "snack" });
  await db.meal.create({ data: { userId, name: "Scanned plate", mealType: "lunch", localDate: today, totalCalories: 500 } });
  await logWater(userId, { amountMl: 250 });
  // Home's budget and check-in reads: a weigh-in, an accepted check-in, a finished workout with a completed set.
  await logWeight(userId, { kg: 72.5 });
  await acceptedCheckIn(userId, today);
  const exercise = await db.exercise.findFirstOrThrow({ select: { id: true } });
  await db.workoutSession.create({
    data: {
      userId,
      name: "Legs",
      startTime: new Date(Date.now() - 3_600_000),
      endTime: new Date(),
      exercises: {
        create: {
          exerciseId: exercise.id,
          position: 0,
          sets: { create: [{ position: 0, reps: 8, weight: 60, completed: true }, { position: 1 }] },
        },
      },
    },
  });
  const since = new Date(Date.now() - 30 * 86_400_000);
  params = {
    userId,
    sessionId: session.id,
    now: new Date(),
    date: today,
    day: today,
    kind: "water_ml",
    since,
    until: new Date(Date.now() + 86_400_000),
    earliestDay: earliestDiaryDaySince(since),
    versionRow: 1,
    idsJson: JSON.stringify([BANANA, own.id]),
  };
});

describe("typed reads", () => {
  it("are declared in the modules that read the hot paths", () => {
    const names = declaredReads.map((read) => read.name);
    expect(new Set(names).size, "each read once, by a name of its own").toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(9);
  });

  it("return exactly their declared columns, each holding what the database's schema says it holds", async () => {
    const tables = new Map<string, Map<string, CatalogueColumn>>();
    for (const read of declaredReads) {
      const unknown = read.params.filter((name) => !(name in params));
      expect(unknown, `${read.name}: give the test a value for these parameters`).toEqual([]);
      const rows = (await readRows(read, params)) as Record<string, unknown>[];
      expect(rows.length, `${read.name} returns rows for the fixture`).toBeGreaterThan(0);
      const declared = Object.keys(read.columns).sort();
      for (const row of rows) expect(Object.keys(row).sort(), read.name).toEqual(declared);

      const sources = postgres ? null : await sqliteColumnSources(typeof read.sql === "string" ? read.sql : read.sql.sqlite);
      for (const [name, spec] of Object.entries(read.columns)) {
        const what = `${read.name}: "${name}"`;
        const values = rows.map((row) => row[name]);
        expect(
          values.some((value) => value !== null),
          `${what} is set in some row (else its type went unchecked)`,
        ).toBe(true);
        if (spec.from) {
          const [model, field] = spec.from;
          if (!tables.has(model)) tables.set(model, await catalogue(model));
          const info = tables.get(model)!.get(field);
          expect(info, `${what}: ${model}.${field} is in the database`).toBeDefined();
          if (sources)
            expect(
              sources.find((source) => source.name === name),
              what,
            ).toMatchObject({ table: model, column: field });
          const mayBeNull = spec.nullable || (info!.nullable && !spec.notNull);
          for (const value of values)
            if (value === null) expect(mayBeNull, `${what} is null`).toBe(true);
            else expect(holds(info!.type, value), `${what} = ${String(value)} (${typeof value}) in a ${info!.type} column`).toBe(true);
        } else {
          // Computed, or from a table outside Prisma's schema (the trigger-kept "FoodVersion").
          const source = sources?.find((candidate) => candidate.name === name);
          if (source?.table) expect(Object.values(Prisma.ModelName), `${what} is declared computed`).not.toContain(source.table);
          for (const value of values)
            if (value === null) expect(spec.nullable, `${what} is null`).toBe(true);
            else expect(ofKind(spec.kind!, value), `${what} = ${String(value)} (${typeof value}) is a ${spec.kind}`).toBe(true);
        }
      }
    }
  });

  it("would notice a column declared from the wrong field", async () => {
    if (postgres) return; // the sources are SQLite's to report
    const sources = await sqliteColumnSources(`SELECT "timeZone" AS "units" FROM "User" WHERE "id" = $1`);
    expect(sources).toEqual([{ name: "units", table: "User", column: "timeZone" }]);
  });
});
