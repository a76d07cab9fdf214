// Vitest global setup of the "sqlite" and "postgres" projects (vitest.config.ts): makes sure the
// seeded template database exists (tests/setup/templates.ts: built once, kept while migrations and
// seed are unchanged) and hands its URL to the workers (provide "dbTemplate");
// tests/setup/worker-db.ts copies it once per worker. On teardown the copies go.
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { databaseName, dropPostgres, postgresBaseUrl, postgresDatabases, sqliteRunDir } from "./test-database";
import { postgresTemplate, sqliteTemplate } from "./templates";

declare module "vitest" {
  export interface ProvidedContext {
    /** the migrated, seeded database each worker copies */
    dbTemplate: string;
    /** names the copies: <prefix><pool id> */
    dbCopyPrefix: string;
    /** where the SQLite copies go (this run's temporary directory) */
    dbCopyDir: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const postgres = project.name === "postgres";
  let teardown: () => Promise<void>;
  let prefix = "worker-";
  let dir = "";
  if (postgres) {
    prefix = `${databaseName(postgresBaseUrl())}_w`;
    const copies = () => postgresDatabases(prefix);
    for (const name of await copies()) await dropPostgres(name);
    teardown = async () => {
      for (const name of await copies()) await dropPostgres(name);
    };
  } else {
    dir = sqliteRunDir();
    teardown = async () => rmSync(dir, { recursive: true, force: true });
  }
  const url = postgres ? await postgresTemplate() : await sqliteTemplate();
  project.provide("dbTemplate", url);
  project.provide("dbCopyPrefix", prefix);
  project.provide("dbCopyDir", dir);
  console.log(`Test database template (${postgres ? "PostgreSQL" : "SQLite"}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return teardown;
}
