// `npm run bench:cpu`: server CPU time per request (user + system, read from /proc/<pid>/stat
// around a fixed number of requests), for the hello-world floor and Fitplate's hot requests.
// Unlike req/s, this figure hardly moves when other work shares the machine, so it is the one to
// compare between commits while optimising; `npm run bench` still gives the real throughput.
// One request at a time would hide concurrency costs, so autocannon runs 20 connections.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { fitplateEnv, prepareSqlite } from "./lib/database.ts";
import { createGuest, createRealisticDay, findFoodId, SEARCH_TERMS } from "./lib/fixture.ts";
import { kib, table } from "./lib/report.ts";
import { ensureBuild, ensureHelloBuild, startFitplate, startHelloRemix, stopAll, type RunningServer } from "./lib/servers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 3000);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time of a process (all its threads), or of one thread with `/proc/<pid>/task/<tid>/stat`. */
function cpuMs(pid: number, statFile = `/proc/${pid}/stat`): number {
  const stat = readFileSync(statFile, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

type Row = { name: string; msPerRequest: number; mainThreadMsPerRequest: number; loadMsPerRequest: number; bytes: number };

/** The JavaScript thread alone: the rest of the process's time is V8's and libuv's helper threads. */
const mainThreadMs = (pid: number) => cpuMs(pid, `/proc/${pid}/task/${pid}/stat`);

/** This process's CPU time: the load generator's (autocannon runs in it). */
const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function measure(server: RunningServer, name: string, options: autocannon.Options): Promise<Row> {
  const base = { connections: 20, timeout: 30, ...options };
  await autocannon({ ...base, amount: Math.min(500, REQUESTS) }); // warm-up: JIT, caches
  const before = cpuMs(server.pid);
  const mainBefore = mainThreadMs(server.pid);
  const loadBefore = ownCpuMs();
  const result = await autocannon({ ...base, amount: REQUESTS });
  const spent = cpuMs(server.pid) - before;
  const mainSpent = mainThreadMs(server.pid) - mainBefore;
  const loadSpent = ownCpuMs() - loadBefore;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    msPerRequest: spent / result.requests.total,
    mainThreadMsPerRequest: mainSpent / result.requests.total,
    loadMsPerRequest: loadSpent / result.requests.total,
    bytes: result.throughput.total / result.requests.total,
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
    const headers = { cookie: guest.cookie };
    rows.push(await measure(fitplate, "GET / signed-in Home", { url: `${fitplate.url}/`, headers }));
    rows.push(await measure(fitplate, "GET /diary", { url: `${fitplate.url}/diary`, headers }));
    rows.push(
      await measure(fitplate, "GET /api/foods?search= (6 terms)", {
        url: fitplate.url,
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
  } finally {
    await fitplate.stop();
    db.dispose();
  }
  const floor = rows[0]!.msPerRequest;
  console.log(`\nServer CPU per request (user + system), ${REQUESTS} requests each at 20 connections, SQLite:\n`);
  table(
    ["request", "CPU ms / request", "of it JS thread", "× floor", "bytes / answer", "load generator ms / request", "2-worker ceiling"],
    rows.map((row) => [
      row.name,
      row.msPerRequest.toFixed(2),
      row.mainThreadMsPerRequest.toFixed(2),
      `${(row.msPerRequest / floor).toFixed(1)}×`,
      kib(row.bytes) + " KiB",
      row.loadMsPerRequest.toFixed(2),
      `${twoWorkerCeiling(row).toFixed(2)}×`,
    ]),
    [false, true, true, true, true, true, true],
  );
  console.log(`\nHome at ≥ 50 % of the floor's req/s needs Home's CPU per request ≤ 2 × the floor's (${(2 * floor).toFixed(2)} ms).`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
