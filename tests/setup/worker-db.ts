// Setup file of the "sqlite" and "postgres" projects: points DATABASE_URL at this worker's own copy
// of the run's template database (made on the worker's first test file), before the test file
// imports app/db.server.ts, which connects when first imported. Files run one after another within
// a worker, in parallel across workers, each worker on its own database.
import { afterAll, inject } from "vitest";
import { copyDatabase, copyExists } from "./test-database";

const template = inject("dbTemplate");
const dir = inject("dbCopyDir");
const name = `${inject("dbCopyPrefix")}${process.env.VITEST_POOL_ID ?? "1"}`;
process.env.DATABASE_URL = (await copyExists(template, name, dir)) ?? (await copyDatabase(template, name, dir));
/** The seeded template: a test that needs a fresh database copies it (copyDatabase). */
process.env.FITPLATE_TEST_DB_TEMPLATE = template;

// The files of a worker share its modules (vitest.config.ts, isolate: false): background work that
// one file's page views started (the status panel's checks, every 60 s) must not run on into the
// next file and call its stand-ins.
afterAll(async () => {
  const { stopStatusChecks } = await import("../../app/modules/support/status.server");
  await stopStatusChecks();
});
