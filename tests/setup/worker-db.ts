// Setup file of the "sqlite" and "postgres" projects: points DATABASE_URL at this worker's own copy
// of the run's template database (made on the worker's first test file), before the test file
// imports app/db.server.ts, which connects when first imported. Files run one after another within
// a worker, in parallel across workers, each worker on its own database.
import { inject } from "vitest";
import { copyDatabase, databaseExists } from "./test-database";

const template = inject("dbTemplate");
const name = `${inject("dbCopyPrefix")}${process.env.VITEST_POOL_ID ?? "1"}`;
const url = (await databaseExists(template, name)) ? copyUrl(template, name) : await copyDatabase(template, name);
process.env.DATABASE_URL = url;
/** The database this worker's tests run on (a test that needs a fresh one copies `template`). */
process.env.FITPLATE_TEST_DB_TEMPLATE = template;

function copyUrl(template: string, copy: string): string {
  if (template.startsWith("file:")) return `file:${template.slice("file:".length).replace(/template\.db$/, `${copy}.db`)}`;
  const parsed = new URL(template);
  parsed.pathname = `/${copy}`;
  return parsed.toString();
}
