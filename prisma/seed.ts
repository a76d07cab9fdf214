// `npm run db:seed`: loads the USDA food catalogue (SR28 and FNDDS), the exercise library and the demo user
// (id 1). Idempotent: rows already present are left as they are, so it can run on every setup.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "~/db.server";
import type { CatalogueExercise } from "../scripts/catalogue/exercises";
import type { FnddsFood } from "../scripts/catalogue/fndds";
import { MORE_NUTRIENTS, moreNutrientColumns, type CatalogueFood } from "../scripts/catalogue/usda";

type SeedFood = CatalogueFood & Partial<Pick<FnddsFood, "searchWords">>;
type SeedExercise = CatalogueExercise;

const seedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "seed-data");
const CHUNK = 500;

function readSeed<T>(file: string): T[] {
  return JSON.parse(readFileSync(path.join(seedDir, file), "utf8")) as T[];
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Each seed file of catalogue foods and the source its foods carry. */
const FOOD_SEEDS = [
  { file: "foods.json", source: "usda" },
  { file: "fndds-foods.json", source: "fndds" },
] as const;

/** A seed food as Food's columns: its `more` array spelled out. */
const foodRow = ({ portions: _portions, more, ...food }: SeedFood & { source: string }) => ({ ...food, ...moreNutrientColumns(more) });

/**
 * Catalogue foods seeded before their nutrients beyond the macros were kept (ADR 0047) get them once:
 * the present foods with none of them, whose seed row has some. Later seeds find none to fill.
 */
async function fillMissingNutrients(db: Db, seeds: SeedFood[]): Promise<number> {
  const none = Object.fromEntries(MORE_NUTRIENTS.map((column) => [column, null]));
  const empty = new Set((await db.food.findMany({ where: { ownerId: null, ...none }, select: { id: true } })).map((f) => f.id));
  const fill = seeds.filter((food) => empty.has(food.id) && food.more.some((value) => value !== null));
  for (const batch of chunks(fill)) {
    await db.$transaction(batch.map((food) => db.food.update({ where: { id: food.id }, data: moreNutrientColumns(food.more) })));
  }
  return fill.length;
}

async function seedFoods(db: Db): Promise<number> {
  const present = new Set((await db.food.findMany({ where: { ownerId: null }, select: { id: true } })).map((f) => f.id));
  const seeds = FOOD_SEEDS.flatMap(({ file, source }) => readSeed<SeedFood>(file).map((food) => ({ ...food, source })));
  const missing = seeds.filter((food) => !present.has(food.id));
  await fillMissingNutrients(db, seeds);
  for (const batch of chunks(missing)) {
    await db.$transaction([
      db.food.createMany({ data: batch.map(foodRow) }),
      db.foodPortion.createMany({
        data: batch.flatMap((food) =>
          food.portions.map((portion, position) => ({ foodId: food.id, position, label: portion.label, grams: portion.grams })),
        ),
      }),
    ]);
  }
  return missing.length;
}

async function seedExercises(db: Db): Promise<number> {
  const exercises = readSeed<SeedExercise>("exercises.json");
  const present = new Set((await db.exercise.findMany({ select: { id: true } })).map((e) => e.id));
  const missing = exercises.filter((exercise) => !present.has(exercise.id));
  for (const batch of chunks(missing)) await db.exercise.createMany({ data: batch });
  return missing.length;
}

async function seedDemoUser(db: Db): Promise<void> {
  await db.user.upsert({
    where: { id: 1 },
    update: {},
    create: { id: 1, username: "demo", isGuest: false, dietaryRestrictions: [], dailyCalorieGoal: 2000 },
  });
}

/** PostgreSQL sequences do not move when rows get explicit ids; SQLite's rowids do. */
async function syncPostgresSequences(db: Db): Promise<void> {
  for (const table of ["User", "Food"]) {
    await db.$executeRawUnsafe(
      `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), 1))`,
    );
  }
}

export async function seed(db: Db, { postgres }: { postgres: boolean }) {
  const foods = await seedFoods(db);
  const exercises = await seedExercises(db);
  await seedDemoUser(db);
  if (postgres) await syncPostgresSequences(db);
  return { foods, exercises };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { db, isPostgresUrl } = await import("~/db.server");
  const { env } = await import("~/env.server");
  const started = Date.now();
  const added = await seed(db, { postgres: isPostgresUrl(env.DATABASE_URL) });
  console.log(`Seeded ${added.foods} foods and ${added.exercises} exercises in ${Date.now() - started} ms.`);
  await db.$disconnect();
}
