// The seeded template databases the tests copy (issue 22): migrated and seeded once, and kept while
// the migrations and the seed stay the same (the key is a hash of them), so a second run, or the
// browser tests after the Vitest run, copy instead of seeding 8,790 foods again.
//   SQLite: data/test-template-<key>.db (Vitest's workers and scripts/e2e-server.sh copy it).
//   PostgreSQL: the database <FITPLATE_TEST_POSTGRES_URL's name>_template, its key in its comment.
// By hand: `npx tsx tests/setup/templates.ts sqlite|postgres` builds one if needed and prints its URL.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { migrate } from "../../scripts/db/migrate";
import { admin, createPostgres, databaseName, postgresBaseUrl, quote, withDatabase } from "./test-database";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A hash of everything a template is made from. */
export function templateKey(): string {
  const hash = createHash("sha256");
  const files = [
    ...["prisma/migrations", "prisma/postgres/migrations"].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".sql"))
        .map((file) => path.join(dir, file)),
    ),
    "prisma/seed.ts",
    ...readdirSync(path.join(ROOT, "prisma/seed-data")).map((file) => path.join("prisma/seed-data", file)),
  ].sort();
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(ROOT, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

async function seedInto(url: string, postgres: boolean): Promise<void> {
  await migrate(url);
  // app/db.server.ts connects to DATABASE_URL when first imported: let that be this database too,
  // and close it with ours (a PostgreSQL template must have no connections to be copied).
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  const { createDb } = await import("../../app/db.server");
  const db = await createDb(url);
  const { seed } = await import("../../prisma/seed");
  await seed(db, { postgres });
  // SQLite: fold the WAL into the file, so a plain file copy is the whole database.
  if (!postgres) await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.$disconnect();
  const imported = globalThis.__fitplateDb;
  globalThis.__fitplateDb = undefined;
  await (await imported)?.$disconnect();
  if (previous === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previous;
}

/** The SQLite template's URL, built first if missing. */
export async function sqliteTemplate(): Promise<string> {
  const dir = path.join(ROOT, "data");
  const file = path.join(dir, `test-template-${templateKey()}.db`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // Built under a name of its own and renamed: a half-built template is never copied, and two
    // builders at once (a Vitest run and the browser tests' server) both end with a whole file.
    const partial = `${file}.${process.pid}.partial`;
    await seedInto(`file:${partial}`, false);
    for (const suffix of ["-wal", "-shm"]) rmSync(partial + suffix, { force: true });
    renameSync(partial, file);
    for (const old of readdirSync(dir).filter((name) => /^test-template-\w+\.db$/.test(name) && name !== path.basename(file)))
      rmSync(path.join(dir, old), { force: true });
  }
  return `file:${file}`;
}

/** The PostgreSQL template's URL, rebuilt when its key (its comment) is not the current one. */
export async function postgresTemplate(): Promise<string> {
  const key = templateKey();
  const name = `${databaseName(postgresBaseUrl())}_template`;
  const current = await admin(async (client) => {
    const { rows } = await client.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
      [name],
    );
    return rows[0]?.comment ?? null;
  });
  if (current === key) return withDatabase(postgresBaseUrl(), name);
  const url = await createPostgres(name);
  await seedInto(url, true);
  await admin((client) => client.query(`COMMENT ON DATABASE ${quote(name)} IS '${key}'`));
  return url;
}

if (process.argv[1] === import.meta.filename) {
  const kind = process.argv[2];
  if (kind !== "sqlite" && kind !== "postgres") throw new Error("usage: tsx tests/setup/templates.ts sqlite|postgres");
  console.log(kind === "sqlite" ? await sqliteTemplate() : await postgresTemplate());
}
