// The databases a Vitest run uses (issue 22): one template per database kind, migrated and seeded
// once (tests/setup/templates.ts), and one copy of it per Vitest worker, made by
// tests/setup/worker-db.ts before a test file imports app code. SQLite: each worker copies the
// template file into the run's temporary directory. PostgreSQL (FITPLATE_TEST_POSTGRES_URL, CI sets it):
// the template is the database `<name>_template` and each worker gets `CREATE DATABASE <name>_w<N>
// TEMPLATE <name>_template` (the role needs CREATEDB). A test that needs an empty or special
// database makes its own copy the same way (copyDatabase).
import { copyFileSync, existsSync, mkdtempSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "pg";

export type DatabaseKind = "sqlite" | "postgres";

/** A fresh temporary directory for this run's SQLite files. */
export function sqliteRunDir(): string {
  return mkdtempSync(path.join(tmpdir(), "fitplate-test-"));
}

export function postgresBaseUrl(): string {
  const url = process.env.FITPLATE_TEST_POSTGRES_URL;
  if (!url) throw new Error("FITPLATE_TEST_POSTGRES_URL is not set");
  return url;
}

/** The same server and role, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

export async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  // The maintenance connection goes to the database FITPLATE_TEST_POSTGRES_URL names, never to a template.
  const client = new pg.Client({ connectionString: postgresBaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops a PostgreSQL database if it exists (closing its connections). */
export async function dropPostgres(name: string): Promise<void> {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`));
}

/** An empty PostgreSQL database (dropped first if it exists); returns its URL. */
export async function createPostgres(name: string, template?: string): Promise<string> {
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : " TEMPLATE template0"}`);
    // A commit does not wait for its WAL to reach the disk (about 0.7 ms a commit on this machine):
    // still atomic and isolated; only the last commits before a crash of the PostgreSQL server could
    // be lost, and no test crashes the server.
    await client.query(`ALTER DATABASE ${quote(name)} SET synchronous_commit = off`);
  });
  return withDatabase(postgresBaseUrl(), name);
}

/** Names of the PostgreSQL databases starting with a prefix. */
export async function postgresDatabases(prefix: string): Promise<string[]> {
  return admin(async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    return rows.map((row) => row.datname);
  });
}

/**
 * A copy of a template database under a new name: a file next to the SQLite template, or a
 * PostgreSQL database made with CREATE DATABASE … TEMPLATE. Returns the copy's DATABASE_URL.
 */
export async function copyDatabase(templateUrl: string, name: string, sqliteDir: string): Promise<string> {
  if (templateUrl.startsWith("file:")) {
    const template = templateUrl.slice("file:".length);
    const file = path.join(sqliteDir, `${name}.db`);
    // Copied under a temporary name and renamed, so a half-written copy is never opened.
    const partial = `${file}.partial-${process.pid}`;
    copyFileSync(template, partial);
    renameSync(partial, file);
    return `file:${file}`;
  }
  return createPostgres(name, databaseName(templateUrl));
}

/** Whether a copy made by copyDatabase exists already. */
export async function copyExists(templateUrl: string, name: string, sqliteDir: string): Promise<string | null> {
  if (templateUrl.startsWith("file:")) {
    const file = path.join(sqliteDir, `${name}.db`);
    return existsSync(file) ? `file:${file}` : null;
  }
  return (await postgresDatabases(name)).includes(name) ? withDatabase(postgresBaseUrl(), name) : null;
}
