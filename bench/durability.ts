// `npm run bench:durability`: nothing acknowledged is lost when the server is killed mid-write.
// Starts the production server (node server.js) on a temp SQLite database, runs a bounded writer
// loop (POST /api/food-log from several concurrent writers, counting 201s), kill -9s the server in
// the middle of it, restarts it, and checks: rows == acknowledged writes (0 lost; a write cut off in
// flight may or may not be there), the restarted server serves and writes, and SQLite's
// `PRAGMA integrity_check` says ok. Prints the figures; exits 1 on any loss or corruption.
// Loopback only; every loop is bounded in count and time; servers and temp files are cleaned up.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { ensureBuild, startFitplate, stopAll, type RunningServer } from "./lib/servers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WRITERS = Number(process.env.DURABILITY_WRITERS ?? 8);
const KILL_AFTER_MS = Number(process.env.DURABILITY_KILL_AFTER_MS ?? 3_000);
const MAX_WRITES = 50_000; // hard bound on the loop, whatever the speed
const MAX_LOOP_MS = 20_000;
const BANANA = 9040; // a seeded USDA food

const dir = mkdtempSync(path.join(tmpdir(), "fitplate-durability-"));
const dbFile = path.join(dir, "durability.db");
const env = { ...process.env, DATABASE_URL: `file:${dbFile}`, SESSION_SECRET: "durability-bench-secret-not-for-production" };

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

async function guest(server: RunningServer): Promise<{ cookie: string; userId: number }> {
  const response = await fetch(`${server.url}/api/auth/guest`, { method: "POST" });
  if (response.status !== 201) throw new Error(`guest sign-in answered ${response.status}`);
  const { user } = (await response.json()) as { user: { id: number } };
  return { cookie: response.headers.get("set-cookie")!.split(";")[0]!, userId: user.id };
}

function logOnce(server: RunningServer, cookie: string): Promise<number> {
  return fetch(`${server.url}/api/food-log`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ foodId: BANANA, quantity: 100, mealType: "snack" }),
    signal: AbortSignal.timeout(10_000),
  }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
}

function countRows(userId: number): { rows: number; integrity: string } {
  const db = new Database(dbFile, { readonly: true });
  try {
    const { rows } = db
      .prepare('SELECT COUNT(*) AS rows FROM "MealFood" mf JOIN "Meal" m ON m.id = mf."mealId" WHERE m."userId" = ?')
      .get(userId) as { rows: number };
    const integrity = (db.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check).join(", ");
    return { rows, integrity };
  } finally {
    db.close();
  }
}

async function main(): Promise<number> {
  await ensureBuild(root);
  console.log(`Temp SQLite database: ${dbFile} (migrate + seed)…`);
  run("npx", ["tsx", "scripts/migrate.ts"]);
  run("npx", ["tsx", "prisma/seed.ts"]);

  let server = await startFitplate(root, env);
  const { cookie, userId } = await guest(server);

  let acknowledged = 0;
  let failedOrCut = 0;
  let other = 0;
  let sent = 0;
  let killed = false;
  const started = Date.now();
  const writer = async () => {
    while (!killed && sent < MAX_WRITES && Date.now() - started < MAX_LOOP_MS) {
      sent += 1;
      const status = await logOnce(server, cookie);
      if (status === 201) acknowledged += 1;
      else if (status === 0) failedOrCut += 1;
      else other += 1;
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  process.kill(server.pid, "SIGKILL");
  const killedAt = Date.now() - started;
  // Requests already sent keep their outcome; no new ones start.
  killed = true;
  await Promise.all(writers);
  await server.stop();

  server = await startFitplate(root, env);
  const session = await fetch(`${server.url}/api/session`, { headers: { Cookie: cookie } });
  const afterRestart = await logOnce(server, cookie);
  await server.stop();

  const { rows, integrity } = countRows(userId);
  const lost = Math.max(0, acknowledged + (afterRestart === 201 ? 1 : 0) - rows);
  console.log("\nDurability (SQLite, kill -9 mid-write)");
  console.log(`  writers                     ${WRITERS}`);
  console.log(`  kill -9 at                  ${killedAt} ms`);
  console.log(`  requests sent               ${sent}`);
  console.log(`  acknowledged (201)          ${acknowledged}`);
  console.log(`  cut off by the kill         ${failedOrCut}`);
  console.log(`  other answers               ${other}`);
  console.log(`  after restart: session      ${session.status}, one more write → ${afterRestart}`);
  console.log(`  rows in the database        ${rows} (acknowledged + 1 after restart = ${acknowledged + 1})`);
  console.log(`  lost acknowledged writes    ${lost}`);
  console.log(
    `  committed, answer cut off   ${Math.max(0, rows - acknowledged - (afterRestart === 201 ? 1 : 0))} (allowed: at most the ${failedOrCut} cut off)`,
  );
  console.log(`  PRAGMA integrity_check      ${integrity}`);
  // `other` (e.g. 429 from a write throttle) is reported, not a failure: those writes were refused, not lost.
  const ok = lost === 0 && integrity === "ok" && session.status === 200 && afterRestart === 201 && acknowledged > 0;
  console.log(ok ? "\nOK: 0 acknowledged writes lost, database intact." : "\nFAILED: see the figures above.");
  return ok ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
