// `npm run bench:ab -- [label=]<checkout> …`: the Remix request handlers of several builds, in one
// process, taking turns on the same requests (signed-in Home, or BENCH_AB_PATH) against one seeded
// SQLite database; prints each build's CPU per request. Turns of 25 requests, so a neighbour's load
// (other test runs on a shared 2-core machine) hits every build alike: the way to compare two
// commits when req/s and even `npm run bench:cpu` move by 10–20 % between runs. No HTTP server, no
// middleware: the difference it shows is the app's (loaders, rendering, data), and each checkout
// needs its build (`npx remix vite:build`). The current checkout's build is `.`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { fitplateEnv, prepareSqlite } from "./lib/database.ts";
import { createRealisticDay } from "./lib/fixture.ts";
import { envNumber, table } from "./lib/report.ts";
import { ensureBuild, startFitplate, stopAll } from "./lib/servers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REQUESTS = envNumber("BENCH_AB_REQUESTS", 3000);
const TURN = 25;
const IN_FLIGHT = 5;

type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

/** CPU ticks (1/100 s) of this process's JavaScript thread. */
function jsThreadTicks(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

async function main() {
  const checkouts = (process.argv.slice(2).length ? process.argv.slice(2) : ["."]).map((arg) => {
    const [label, dir] = arg.includes("=") ? arg.split("=", 2) : [arg, arg];
    return { label: label!, root: path.resolve(dir!) };
  });
  await ensureBuild(ROOT);
  const db = await prepareSqlite(ROOT);
  try {
    // The day is made through this checkout's JSON API, as the other benches do.
    const server = await startFitplate(ROOT, fitplateEnv(db.url));
    const { guest } = await createRealisticDay(server.url);
    await server.stop();

    Object.assign(process.env, fitplateEnv(db.url), { RATE_LIMITS: "off" });
    const { createRequestHandler } = await import("@remix-run/node");
    const handlers: RequestHandler[] = [];
    for (const { root } of checkouts) {
      const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
      handlers.push(createRequestHandler(build, "production") as RequestHandler);
    }
    const url = `http://127.0.0.1:3000${process.env.BENCH_AB_PATH ?? "/"}`;
    const once = async (handler: RequestHandler) => {
      const response = await handler(new Request(url, { headers: { cookie: guest.cookie, host: "127.0.0.1:3000" } }), {
        cspNonce: "bench",
        ip: "127.0.0.1",
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return bytes;
    };
    const sizes: number[] = [];
    for (const handler of handlers) {
      for (let i = 0; i < 300; i++) await once(handler); // warm-up: JIT, caches
      sizes.push(await once(handler));
    }
    const perTurn = handlers.map(() => [] as number[]);
    const ticks = handlers.map(() => 0);
    for (let turn = 0; turn < REQUESTS / TURN; turn++) {
      for (let k = 0; k < handlers.length; k++) {
        const cpu = process.cpuUsage();
        const js = jsThreadTicks();
        for (let i = 0; i < TURN; i += IN_FLIGHT) await Promise.all(Array.from({ length: IN_FLIGHT }, () => once(handlers[k]!)));
        const spent = process.cpuUsage(cpu);
        perTurn[k]!.push((spent.user + spent.system) / 1000 / TURN);
        ticks[k]! += jsThreadTicks() - js;
      }
    }
    console.log(`\n${REQUESTS} × GET ${new URL(url).pathname} (signed in) per build, in turns of ${TURN}, ${IN_FLIGHT} at a time:\n`);
    const base = perTurn[0]!.reduce((a, b) => a + b, 0) / perTurn[0]!.length;
    table(
      ["build", "CPU ms / request (all threads)", "p10 of turns", "JS thread ms / request", "vs first", "bytes"],
      checkouts.map(({ label }, k) => {
        const turns = [...perTurn[k]!].sort((a, b) => a - b);
        const mean = turns.reduce((a, b) => a + b, 0) / turns.length;
        return [
          label,
          mean.toFixed(2),
          turns[Math.floor(turns.length / 10)]!.toFixed(2),
          ((ticks[k]! * 10) / REQUESTS).toFixed(2),
          `${(((mean - base) / base) * 100).toFixed(0)} %`,
          String(sizes[k]),
        ];
      }),
      [false, true, true, true, true, true],
    );
  } finally {
    await stopAll();
    db.dispose();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => setTimeout(() => process.exit(), 500).unref());
