// Applies the SQL migrations of the database named by a URL: prisma/migrations for SQLite,
// prisma/postgres/migrations for PostgreSQL. The Prisma CLI cannot migrate PostgreSQL offline
// (see docs/decisions/0002-two-databases-one-schema.md), so this runner applies both and keeps
// Prisma's own `_prisma_migrations` ledger, which `prisma migrate status` can still read.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isPostgresUrl, sqliteFilePath } from "../../app/db-url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type Migration = { name: string; sql: string; checksum: string };

export { isPostgresUrl };

export function migrationsDir(url: string): string {
  return path.join(root, isPostgresUrl(url) ? "prisma/postgres/migrations" : "prisma/migrations");
}

export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const SQLITE_LEDGER = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME,
  "migration_name" TEXT NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME,
  "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
  "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0)`;

const POSTGRES_LEDGER = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`;

/** The same advisory lock key Prisma's migrate uses, so the two never run at once. */
const PRISMA_ADVISORY_LOCK = 72707369;

async function migrateSqlite(url: string, migrations: Migration[]): Promise<string[]> {
  const { default: Database } = await import("better-sqlite3");
  const file = sqliteFilePath(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.exec(SQLITE_LEDGER);
    const applied = new Set(
      sqlite
        .prepare(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)
        .all()
        .map((row) => (row as { migration_name: string }).migration_name),
    );
    const done: string[] = [];
    for (const migration of migrations.filter((m) => !applied.has(m.name))) {
      sqlite
        .transaction(() => {
          sqlite.exec(migration.sql);
          sqlite
            .prepare(
              `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES (?, ?, current_timestamp, ?, 1)`,
            )
            .run(randomUUID(), migration.checksum, migration.name);
        })
        .immediate();
      done.push(migration.name);
    }
    return done;
  } finally {
    sqlite.close();
  }
}

async function migratePostgres(url: string, migrations: Migration[]): Promise<string[]> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK]);
    await client.query(POSTGRES_LEDGER);
    const { rows } = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.map((row) => row.migration_name));
    const done: string[] = [];
    for (const migration of migrations.filter((m) => !applied.has(m.name))) {
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      done.push(migration.name);
    }
    return done;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK]).catch(() => {});
    await client.end();
  }
}

/** Applies every pending migration; returns the names applied now. */
export async function migrate(url: string): Promise<string[]> {
  const migrations = readMigrations(migrationsDir(url));
  return isPostgresUrl(url) ? migratePostgres(url, migrations) : migrateSqlite(url, migrations);
}
