// The databases the bench runs Fitplate on: a fresh SQLite file in a temp dir, or the PostgreSQL
// URL given in FITPLATE_BENCH_POSTGRES_URL; both migrated and seeded the way scripts do it
// (`npx tsx scripts/migrate.ts && npx tsx prisma/seed.ts`). Also counts logged entries directly.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface BenchDatabase {
  /** "SQLite" or "PostgreSQL". */
  kind: "SQLite" | "PostgreSQL";
  /** DATABASE_URL for the server (and the in-process search bench). */
  url: string;
  /** What to print (no password). */
  label: string;
  /** Removes what the bench created (the temp SQLite file); a no-op for PostgreSQL. */
  dispose(): void;
}

/** Environment for every Fitplate process the bench starts on `url`. */
export function fitplateEnv(url: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: url,
    SESSION_SECRET: "bench-secret-not-for-production",
    NODE_ENV: "production",
  };
}

/** Runs a command to completion (bounded by timeoutMs); its output is kept for the error message. */
function runQuiet(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString("utf8")).slice(-4_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`}):\n${log.trim()}`));
    });
  });
}

/** `npx tsx scripts/migrate.ts && npx tsx prisma/seed.ts` on `url`. */
export async function migrateAndSeed(root: string, url: string): Promise<void> {
  const npx = process.platform === "win32" ? "npx.cmd" : "npx";
  const options = { cwd: root, env: fitplateEnv(url), timeoutMs: 180_000 };
  await runQuiet(npx, ["tsx", "scripts/migrate.ts"], options);
  await runQuiet(npx, ["tsx", "prisma/seed.ts"], options);
}

/** A new SQLite database file in a temp dir, migrated and seeded (full catalogue). */
export async function prepareSqlite(root: string): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fitplate-bench-db-"));
  const file = path.join(dir, "bench.db");
  const url = `file:${file}`;
  const dispose = () => {
    rmSync(dir, { recursive: true, force: true });
    process.off("exit", dispose);
  };
  // Also on Ctrl-C (servers.ts exits the process after stopping the servers).
  process.on("exit", dispose);
  try {
    await migrateAndSeed(root, url);
  } catch (err) {
    dispose();
    throw err;
  }
  return { kind: "SQLite", url, label: `SQLite ${file}`, dispose };
}

export const redactUrl = (url: string) => url.replace(/\/\/([^:@/]*)(:[^@/]*)?@/, "//$1:…@");

/** The PostgreSQL database at `url`, migrated and seeded (idempotent; the bench's guests stay in it). */
export async function preparePostgres(root: string, url: string): Promise<BenchDatabase> {
  await migrateAndSeed(root, url);
  return { kind: "PostgreSQL", url, label: `PostgreSQL ${redactUrl(url)}`, dispose: () => {} };
}

/** Live (not deleted) diary entries (MealFood rows) of these users, read straight from the database. */
export async function countEntries(db: BenchDatabase, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const ids = userIds.filter((id) => Number.isInteger(id));
  if (db.kind === "SQLite") {
    const { default: Database } = await import("better-sqlite3");
    const conn = new Database(db.url.replace(/^file:/, ""), { readonly: true, fileMustExist: true });
    try {
      const row = conn
        .prepare(
          `SELECT COUNT(*) AS n FROM "MealFood" mf JOIN "Meal" m ON m."id" = mf."mealId"
           WHERE mf."deletedAt" IS NULL AND m."userId" IN (SELECT value FROM json_each(?))`,
        )
        .get(JSON.stringify(ids)) as { n: number };
      return row.n;
    } finally {
      conn.close();
    }
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const res = await client.query<{ n: string }>(
      `SELECT COUNT(*) AS n FROM "MealFood" mf JOIN "Meal" m ON m."id" = mf."mealId"
       WHERE mf."deletedAt" IS NULL AND m."userId" = ANY($1::int[])`,
      [ids],
    );
    return Number(res.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
