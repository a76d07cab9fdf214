// `npm run bench`: starts the production server and prints performance figures for Fitplate.
// Each measurement is a Section (title + run → summary lines); add one to SECTIONS to extend.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cookieHeader, httpGet, postJson } from "./lib/http.ts";
import { measureJs, type JsWeight } from "./lib/js-weight.ts";
import { describeLoad, loadTest, type LoadResult } from "./lib/load.ts";
import { envNumber, errorMessage, heading, kib, printSummary, table, type Section, type SummaryLine } from "./lib/report.ts";
import { ensureBuild, startFitplate, startStaticServer, stopAll, type RunningServer } from "./lib/servers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Budget for JavaScript on `/`, gzip -9 (docs: bench/README.md). */
export const JS_BUDGET_KIB = 120;

export interface BenchContext {
  root: string;
  /** The production server under test (already running). */
  fitplate: RunningServer;
  /** Load-test duration per run (BENCH_SECONDS, default 10). */
  seconds: number;
  connections: number;
}

function printJsWeight(w: JsWeight): void {
  console.log(`  page: GET ${w.pageUrl} → ${w.pageStatus}`);
  const rows = w.files.map((f) => [
    new URL(f.url).pathname + (f.status === 200 ? "" : `  [HTTP ${f.status}]`),
    f.via,
    kib(f.rawBytes),
    kib(f.gzip9Bytes),
    `${kib(f.servedBytes)} ${f.servedEncoding === "identity" ? "(uncompressed)" : f.servedEncoding}`,
  ]);
  rows.push(["total", `${w.files.length} files`, kib(w.totalRaw), kib(w.totalGzip9), kib(w.totalServed)]);
  table(["file", "found via", "raw KiB", "gzip-9 KiB", "served KiB"], rows, [false, false, true, true, false]);
  for (const url of w.skipped) console.log(`  not counted (other origin): ${url}`);
  if (w.pageStatus !== 200) console.log(`  warning: the page answered ${w.pageStatus}`);
  for (const f of w.failed) console.log(`  warning: ${new URL(f.url).pathname} answered ${f.status} (counted as 0)`);
}

function jsVerdict(w: JsWeight): string {
  const within = w.totalGzip9 <= JS_BUDGET_KIB * 1024;
  return `${kib(w.totalGzip9)} KiB gzip  (budget ${JS_BUDGET_KIB} KiB: ${within ? "within budget" : "OVER budget"})`;
}

const jsFirstVisit: Section<BenchContext> = {
  title: "(a) JS weight of / — first-time visitor (no cookie)",
  async run({ fitplate }) {
    const w = await measureJs(`${fitplate.url}/`);
    printJsWeight(w);
    console.log(`  → ${jsVerdict(w)}`);
    return [{ label: "JS on / (first visit)", value: jsVerdict(w) }];
  },
};

const jsSignedIn: Section<BenchContext> = {
  title: "(a) JS weight of / — signed-in visitor (guest session)",
  async run({ fitplate }) {
    const res = await postJson(`${fitplate.url}/api/auth/guest`, {});
    const cookie = cookieHeader(res);
    if (res.status !== 201 || !cookie.includes("__session=")) {
      throw new Error(`POST /api/auth/guest answered ${res.status}${cookie ? "" : " without a session cookie"}`);
    }
    console.log(`  guest created: ${res.body.toString("utf8")}`);
    const w = await measureJs(`${fitplate.url}/`, { headers: { cookie } });
    printJsWeight(w);
    console.log(`  → ${jsVerdict(w)}`);
    return [{ label: "JS on / (signed in)", value: jsVerdict(w) }];
  },
};

const ssrThroughput: Section<BenchContext> = {
  title: "(b) SSR throughput of / vs a bare node:http server sending the same bytes",
  async run({ fitplate, seconds, connections }) {
    // Same request autocannon makes: no cookie, no Accept-Encoding → uncompressed HTML.
    const sample = await httpGet(`${fitplate.url}/`);
    if (sample.status !== 200) throw new Error(`GET / answered ${sample.status}`);
    console.log(`  GET / → ${sample.status}, ${sample.body.length} B, content-type: ${sample.headers["content-type"] ?? "?"}`);
    console.log(`  ${connections} connections, ${seconds} s per run (+1 s warm-up), load generator in the bench process`);

    const app = await loadTest({ url: `${fitplate.url}/`, seconds, connections });
    console.log(`  Fitplate   ${describeLoad(app)}`);

    const bare = await startStaticServer(sample);
    let baseline: LoadResult;
    try {
      baseline = await loadTest({ url: `${bare.url}/`, seconds, connections });
    } finally {
      await bare.stop();
    }
    console.log(`  bare node  ${describeLoad(baseline)}`);

    const ratio = baseline.reqPerSec > 0 ? (100 * app.reqPerSec) / baseline.reqPerSec : 0;
    console.log(`  → Fitplate / bare node = ${ratio.toFixed(1)} %`);
    const flagged = app.errors + app.timeouts + app.non2xx > 0 ? "  [errors during load, see above]" : "";
    return [
      {
        label: "SSR / throughput",
        value: `${Math.round(app.reqPerSec)} req/s vs bare node ${Math.round(baseline.reqPerSec)} req/s  (${ratio.toFixed(1)} %)${flagged}`,
      },
      { label: "SSR / latency", value: `p50 ${app.latencyP50Ms} ms, p99 ${app.latencyP99Ms} ms  (${connections} connections)` },
    ];
  },
};

/** Budget for the JavaScript a later route adds to what `/` already loaded. */
export const ROUTE_JS_BUDGET_KIB = 40;

const jsLaterRoutes: Section<BenchContext> = {
  title: "(a) JS each later route adds to / (signed-in guest)",
  async run({ fitplate }) {
    const res = await postJson(`${fitplate.url}/api/auth/guest`, {});
    const cookie = cookieHeader(res);
    const home = await measureJs(`${fitplate.url}/`, { headers: { cookie } });
    const loaded = new Set(home.files.map((f) => new URL(f.url).pathname));
    const lines: SummaryLine[] = [];
    for (const route of ["/diary", "/foods"]) {
      const page = await measureJs(`${fitplate.url}${route}`, { headers: { cookie } });
      const added = page.files.filter((f) => !loaded.has(new URL(f.url).pathname));
      const gzip = added.reduce((sum, f) => sum + f.gzip9Bytes, 0);
      const verdict = gzip <= ROUTE_JS_BUDGET_KIB * 1024 ? "within budget" : "OVER budget";
      console.log(`  ${route}: +${kib(gzip)} KiB gzip in ${added.length} file(s): ${added.map((f) => new URL(f.url).pathname).join(", ")}`);
      lines.push({ label: `JS added by ${route}`, value: `+${kib(gzip)} KiB gzip  (budget ${ROUTE_JS_BUDGET_KIB} KiB: ${verdict})` });
    }
    return lines;
  },
};

const searchLatency: Section<BenchContext> = {
  title: "(c) Food search latency, server-side (searchFoods in process, full catalogue)",
  async run() {
    const { runSearchBench, referenceTopResults } = await import("./search.ts");
    const result = await runSearchBench({ disconnect: false });
    for (const { query, top } of await referenceTopResults()) console.log(`  ${JSON.stringify(query).padEnd(18)} → ${top}`);
    const line = `p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, max ${result.max.toFixed(2)} ms over ${result.queries} queries  (target p95 ≤ 5 ms: ${result.p95 <= 5 ? "met" : "MISSED"})`;
    console.log(`  → ${line}`);
    return [{ label: "Search /api/foods", value: line }];
  },
};

export const SECTIONS: Section<BenchContext>[] = [jsFirstVisit, jsSignedIn, jsLaterRoutes, ssrThroughput, searchLatency];

async function main(): Promise<number> {
  const seconds = envNumber("BENCH_SECONDS", 10);
  const connections = 20;
  console.log(`Fitplate bench — node ${process.version}, ${os.cpus().length} CPU(s), ${os.platform()}/${os.arch()}`);

  await ensureBuild(ROOT);
  const fitplate = await startFitplate(ROOT);
  console.log(`Started ${fitplate.name} on ${fitplate.url} (pid ${fitplate.pid}, NODE_ENV=production)`);

  const summary: SummaryLine[] = [];
  let failures = 0;
  try {
    const ctx: BenchContext = { root: ROOT, fitplate, seconds, connections };
    for (const section of SECTIONS) {
      heading(section.title);
      try {
        summary.push(...(await section.run(ctx)));
      } catch (err) {
        failures += 1;
        console.log(`  FAILED: ${errorMessage(err)}`);
        summary.push({ label: section.title, value: `n/a (failed: ${errorMessage(err)})` });
      }
    }
  } finally {
    await fitplate.stop();
  }

  printSummary(summary);
  return failures > 0 ? 1 : 0;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (err: unknown) => {
    console.error(`bench: cannot run: ${errorMessage(err)}`);
    await stopAll();
    process.exitCode = 1;
  });
