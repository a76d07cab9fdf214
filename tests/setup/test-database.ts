// The database the Vitest run uses: a fresh temporary SQLite file, or, when
// FITPLATE_TEST_POSTGRES_URL is set (CI does), a PostgreSQL database emptied first.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function testDatabaseUrl(): string {
  const postgres = process.env.FITPLATE_TEST_POSTGRES_URL;
  if (postgres) return postgres;
  return `file:${path.join(mkdtempSync(path.join(tmpdir(), "fitplate-test-")), "test.db")}`;
}

export async function resetPostgres(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  } finally {
    await client.end();
  }
}
