import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { testKinds } from "./tests/setup/test-kinds";

// Issue 22: three projects from one rule (tests/setup/test-kinds.ts): a test file whose imports reach
// app/db.server.ts or tests/helpers/server-process.ts is a database test and runs on SQLite and,
// when FITPLATE_TEST_POSTGRES_URL is set, on PostgreSQL; every other file is a unit test and runs
// once. Files run in parallel, one worker per core, each worker on its own copy of a seeded template
// database (tests/setup/global-db.ts, tests/setup/worker-db.ts).
const { database, unit } = testKinds();
const postgres = Boolean(process.env.FITPLATE_TEST_POSTGRES_URL);
const databaseProject = (name: "sqlite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: database,
    // A worker's files share its modules too (see the unit project): each file imported the app
    // again, which was half of the database projects' CPU. Files that change shared settings (env,
    // stand-in modes) put them back after themselves, and none mocks a module.
    isolate: false,
    globalSetup: ["tests/setup/global-db.ts", "tests/setup/global-standins.ts"],
    setupFiles: ["tests/setup/env.ts", "tests/setup/worker-db.ts"],
  },
});

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    fileParallelism: true,
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    // Generous: CI runs the suite beside the browser tests on a slower machine than ours; a
    // timeout only ends a test that hangs, it measures nothing (speed is `npm run bench`).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      // Unit files share their worker's module cache (isolate: false): importing the app's modules
      // again for each file was most of the project's time (178 s → 62 s on a loaded 2-core machine).
      { extends: true, test: { name: "unit", include: unit, isolate: false, setupFiles: ["tests/setup/env.ts"] } },
      databaseProject("sqlite"),
      ...(postgres ? [databaseProject("postgres")] : []),
    ],
  },
});
