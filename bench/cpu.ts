// `npm run bench:cpu`: server CPU time per request (user + system, read from /proc/<pid>/stat
// around a fixed number of requests), for the hello-world floor and Fitplate's hot requests.
// Unlike req/s, this figure hardly moves when other work shares the machine, so it is the one to
// compare between commits while optimising; `npm run bench` still gives the real throughput.
// One request at a time would hide concurrency costs, so the load generator (bench/lib/load.ts:
// wrk, or autocannon in its own process) keeps 20 connections busy.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fitplateEnv, prepareSqlite } from "./lib/database.ts";
import { checkPage, createGuest, createRealisticDay, findFoodId, SEARCH_TERMS } from "./lib/fixture.ts";
import { describeLoadGenerator, loadTest, warmupSeconds, type LoadOptions } from "./lib/load.ts";
import { envNumber, kib, table } from "./lib/report.ts";
import { ensureBuild, ensureHelloBuild, startFitplate, startHelloRemix, stopAll, type RunningServer } from "./lib/servers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = envNumber("BENCH_CPU_SECONDS", 10);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time of a process (all its threads), or of one thread with `/proc/<pid>/task/<tid>/stat`. */
function cpuMs(pid: number, statFile = `/proc/${pid}/stat`): number {
  const stat = readFileSync(statFile, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** A server's processes: itself and, with WEB_CONCURRENCY > 1, its cluster workers. */
function serverProcesses(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return [pid, ...(children ? children.split(" ").map(Number) : [])];
}

/** CPU of the server's processes, and of their JavaScript threads alone (the rest is V8's and libuv's helper threads). */
function serverCpu(pid: number): { all: number; js: number } {
  const pids = serverProcesses(pid);
  // The cluster's primary only forks and waits: its JavaScript thread serves no request.
  const serving = pids.length > 1 ? pids.slice(1) : pids;
  return {
    all: pids.reduce((sum, p) => sum + cpuMs(p), 0),
    js: serving.reduce((sum, p) => sum + cpuMs(p, `/proc/${p}/task/${p}/stat`), 0),
  };
}

type Row = {
  name: string;
  msPerRequest: number;
  mainThreadMsPerRequest: number;
  loadMsPerRequest: number;
  bytes: number;
  reqPerSec: number;
};

async function measure(server: RunningServer, name: string, options: Omit<LoadOptions, "seconds">): Promise<Row> {
  const base = { connections: 20, ...options, warmupSeconds: 0 };
  await loadTest({ ...base, seconds: warmupSeconds() }); // warm-up: JIT, caches
  const before = serverCpu(server.pid);
  const result = await loadTest({ ...base, seconds: SECONDS });
  const after = serverCpu(server.pid);
  const spent = after.all - before.all;
  const mainSpent = after.js - before.js;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    msPerRequest: spent / result.completed,
    mainThreadMsPerRequest: mainSpent / result.completed,
    loadMsPerRequest: result.loadGeneratorCpuMs / result.completed,
    bytes: result.bytesPerResponse,
    reqPerSec: result.reqPerSec,
  };
}

/**
 * The most two workers can give over one on two cores when everything shares them. One worker is
 * bound by its JavaScript thread (one core), while its helper threads (garbage collection, the
 * thread pool) and the load generator use the other core; two workers need all of that from the
 * same two cores.
 */
const twoWorkerCeiling = (row: Row) => Math.min(2, (2 * row.mainThreadMsPerRequest) / (row.msPerRequest + row.loadMsPerRequest));

async function main() {
  await Promise.all([ensureBuild(ROOT), ensureHelloBuild(ROOT)]);
  const rows: Row[] = [];
  const hello = await startHelloRemix(ROOT);
  try {
    rows.push(await measure(hello, "GET / hello-world Remix (floor)", { url: `${hello.url}/` }));
  } finally {
    await hello.stop();
  }
  const db = await prepareSqlite(ROOT);
  const fitplate = await startFitplate(ROOT, fitplateEnv(db.url));
  try {
    const { guest } = await createRealisticDay(fitplate.url);
    const writer = await createGuest(fitplate.url);
    // A browser's later loads: the session and the stylesheet's cookie from its first page.
    const { cookie } = await checkPage(fitplate.url, "/", guest, ["Recent foods"]);
    const headers = { cookie };
    rows.push(await measure(fitplate, "GET / signed-in Home", { url: `${fitplate.url}/`, headers }));
    rows.push(await measure(fitplate, "GET /diary", { url: `${fitplate.url}/diary`, headers }));
    rows.push(
      await measure(fitplate, "GET /api/foods?search= (6 terms)", {
        url: `${fitplate.url}/`,
        headers,
        requests: SEARCH_TERMS.map((term) => ({ method: "GET", path: `/api/foods?search=${encodeURIComponent(term)}` })),
      }),
    );
    const { id: foodId } = await findFoodId(fitplate.url, writer, "banana");
    rows.push(
      await measure(fitplate, "POST /api/food-log", {
        url: `${fitplate.url}/api/food-log`,
        method: "POST",
        headers: { cookie: writer.cookie, "content-type": "application/json" },
        body: JSON.stringify({ foodId, quantity: 100, mealType: "snack" }),
      }),
    );
    await fitplate.stop();
    // The same Home from two workers on the same database: what each request costs when every
    // core runs a worker (docs/performance.md, "Two workers").
    const cluster = await startFitplate(ROOT, { ...fitplateEnv(db.url), WEB_CONCURRENCY: "2" });
    rows.push(await measure(cluster, "GET / signed-in Home, WEB_CONCURRENCY=2", { url: `${cluster.url}/`, headers }));
  } finally {
    await stopAll();
    db.dispose();
  }
  const floor = rows[0]!;
  console.log(`\nServer CPU per request (user + system), ${SECONDS} s each at 20 connections by ${describeLoadGenerator()}, SQLite:\n`);
  table(
    [
      "request",
      "CPU ms / request",
      "of it JS thread",
      "JS thread × floor",
      "bytes / answer",
      "load generator ms / request",
      "req/s",
      "2-worker ceiling",
    ],
    rows.map((row) => [
      row.name,
      row.msPerRequest.toFixed(2),
      row.mainThreadMsPerRequest.toFixed(2),
      `${(row.mainThreadMsPerRequest / floor.mainThreadMsPerRequest).toFixed(1)}×`,
      kib(row.bytes) + " KiB",
      row.loadMsPerRequest.toFixed(2),
      String(Math.round(row.reqPerSec)),
      row.name.includes("WEB_CONCURRENCY") ? "—" : `${twoWorkerCeiling(row).toFixed(2)}×`,
    ]),
    [false, true, true, true, true, true, true, true],
  );
  console.log(
    `\nOne process is bound by its JavaScript thread: Home at ≥ 40 % of the floor's req/s needs Home's JS thread ≤ 2.5 × the floor's` +
      ` (${(2.5 * floor.mainThreadMsPerRequest).toFixed(2)} ms). The req/s column is only this run's (noisy on a shared machine).`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
