// Vitest global setup of the "sqlite" and "postgres" projects (vitest.config.ts): migrates and
// seeds one template database per run and hands its URL to the workers (provide "dbTemplate");
// tests/setup/worker-db.ts copies it once per worker. On teardown the copies go too.
import { rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrate } from "../../scripts/db/migrate";
import { createPostgres, databaseName, dropPostgres, postgresBaseUrl, postgresDatabases, sqliteRunDir } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** the migrated, seeded database each worker copies */
    dbTemplate: string;
    /** names the copies: <prefix><pool id> */
    dbCopyPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const postgres = project.name === "postgres";
  let url: string;
  let prefix: string;
  let teardown: () => Promise<void>;
  if (postgres) {
    const base = databaseName(postgresBaseUrl());
    prefix = `${base}_w`;
    const stale = await postgresDatabases(prefix);
    for (const name of stale) await dropPostgres(name);
    url = await createPostgres(`${base}_template`);
    teardown = async () => {
      for (const name of await postgresDatabases(prefix)) await dropPostgres(name);
    };
  } else {
    const dir = sqliteRunDir();
    url = `file:${path.join(dir, "template.db")}`;
    prefix = "worker-";
    teardown = async () => rmSync(dir, { recursive: true, force: true });
  }
  await migrate(url);
  // app/db.server.ts connects to DATABASE_URL when first imported: let that be the template too,
  // and close it below with ours (a PostgreSQL template must have no connections to be copied).
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
  delete process.env.DATABASE_URL;
  project.provide("dbTemplate", url);
  project.provide("dbCopyPrefix", prefix);
  console.log(`Test database template (${postgres ? "PostgreSQL" : "SQLite"}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return teardown;
}
