// Lighthouse page-load figures (issue 25 item 17): the npm `lighthouse` package driving Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher; nothing is downloaded.
// Mobile, slow 4G and 4× CPU, *applied* by the browser (throttlingMethod "devtools") for the verdict;
// Lighthouse's default *simulated* throttling beside it for reference (docs/decisions/0031-page-load.md
// says why). Each run gets a fresh Chromium (an empty profile: a first visit, as the CLI does).
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { JS_BUDGET_KIB } from "./budgets.ts";
import { kib, table, type TargetRow } from "./report.ts";

export const LCP_TARGET_MS = 1200;

export type ThrottlingMethod = "devtools" | "simulate";

/** Lighthouse's mobile slow 4G (its `throttling.mobileSlow4G`): what every run of every screen must use. */
export const MOBILE_SLOW_4G = { rttMs: 150, throughputKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdownMultiplier: 4 } as const;

/** The throttling a run used, as Lighthouse reports it (`lhr.configSettings.throttling`). */
export interface Throttling {
  rttMs: number;
  throughputKbps: number;
  /** Applied throttling: the latency DevTools adds to each request (Lighthouse: RTT × 3.75) and the throughputs it caps (× 0.9). */
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
  cpuSlowdownMultiplier: number;
}

export interface LighthouseRun {
  path: string;
  run: number;
  method: ThrottlingMethod;
  /** The 1-minute load average when the run started (a busy machine slows the throttled browser and scales simulated CPU times). */
  load: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** 0–100. */
  performance: number;
  /** Script bytes transferred (headers included), as Lighthouse's resource summary counts them. */
  jsTransferBytes: number;
  /** The LCP element: its text (or tag) and CSS path, from Lighthouse's LCP breakdown. */
  lcpElement: string;
  /** Simulated runs: the observed (unthrottled) largest contentful paint, and how many requests besides the page had finished by then (Lighthouse's LCP simulation waits for each of them). */
  observedLcpMs: number;
  requestsBeforeLcp: number;
  throttling: Throttling;
}

export interface LighthouseOptions {
  origin: string;
  paths: string[];
  /** Runs per screen with applied throttling (the verdict) and with simulated throttling (for reference); a screen's runs alternate. */
  runs: number;
  simulatedRuns: number;
  /** Cookie header sent with every request of the page (the signed-in session). */
  cookie?: string;
  onRun?: (run: LighthouseRun) => void;
}

export function chromePath(): string {
  const path = process.env.CHROME_PATH?.trim() || "/usr/bin/chromium";
  if (!existsSync(path)) throw new Error(`no Chromium at ${path} (apt-get install chromium, or set CHROME_PATH)`);
  return path;
}

interface ObservedMetrics {
  observedLargestContentfulPaint?: number;
  observedLargestContentfulPaintTs?: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkEndTime?: number;
}

interface NodeItem {
  type?: string;
  selector?: string;
  nodeLabel?: string;
}

function describeElement(node: NodeItem | undefined): string {
  if (!node?.selector) return "?";
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").trim();
  const short = label.length > 28 ? `${label.slice(0, 27)}…` : label;
  const last = node.selector.split(" > ").at(-1) ?? node.selector;
  return short ? `"${short}" (${last})` : last;
}

/** Every run must use Lighthouse's mobile slow 4G: a changed default (or a stray flag) would make runs incomparable. */
export function checkThrottling(t: Throttling): void {
  const expected = MOBILE_SLOW_4G;
  if (
    t.rttMs !== expected.rttMs ||
    t.throughputKbps !== expected.throughputKbps ||
    t.cpuSlowdownMultiplier !== expected.cpuSlowdownMultiplier
  )
    throw new Error(`Lighthouse ran with ${JSON.stringify(t)}, not mobile slow 4G (150 ms, 1.6 Mbps, 4× CPU)`);
}

async function runOnce(
  url: string,
  method: ThrottlingMethod,
  cookie: string | undefined,
): Promise<Omit<LighthouseRun, "path" | "run" | "load">> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        throttlingMethod: method,
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const throttling = lhr.configSettings.throttling as Throttling;
    checkThrottling(throttling);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary =
      (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const metrics = (lhr.audits.metrics?.details as { items?: ObservedMetrics[] } | undefined)?.items?.[0];
    const network = lhr.audits["network-requests"]?.details as
      { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
    const breakdown = (lhr.audits["lcp-breakdown-insight"]?.details as { items?: NodeItem[] } | undefined)?.items ?? [];
    // Request times count from the first request; the paint from the navigation: one clock (µs).
    const lcpFromNetworkStart = ((metrics?.observedLargestContentfulPaintTs ?? 0) - (network?.debugData?.networkStartTimeTs ?? 0)) / 1000;
    const requestsBeforeLcp = (network?.items ?? []).filter(
      (r) => r.resourceType !== "Document" && (r.networkEndTime ?? Infinity) <= lcpFromNetworkStart,
    ).length;
    return {
      method,
      lcpMs: audit("largest-contentful-paint"),
      fcpMs: audit("first-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      jsTransferBytes: summary.find((i) => i.resourceType === "script")?.transferSize ?? 0,
      lcpElement: describeElement(breakdown.find((i) => i.type === "node")),
      observedLcpMs: metrics?.observedLargestContentfulPaint ?? Number.NaN,
      requestsBeforeLcp,
      throttling,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's own failures on a busy machine (NO_NAVSTART, NO_FCP…) are retried, twice at most. */
async function withRetries<T>(attempt: () => Promise<T>, retries = 2): Promise<T> {
  for (let left = retries; ; left--) {
    try {
      return await attempt();
    } catch (err) {
      if (left === 0) throw err;
      console.log(`  (Lighthouse failed, retrying: ${err instanceof Error ? err.message.split("\n")[0] : String(err)})`);
    }
  }
}

/** Each path's runs one after another, applied and simulated alternating, so both meet the same neighbours. */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseRun[]> {
  const all: LighthouseRun[] = [];
  const measure = async (path: string, run: number, method: ThrottlingMethod) => {
    const load = os.loadavg()[0] ?? 0;
    const figures = await withRetries(() => runOnce(options.origin + path, method, options.cookie));
    const row = { path, run, load, ...figures };
    options.onRun?.(row);
    all.push(row);
  };
  for (const path of options.paths) {
    for (let run = 1; run <= Math.max(options.runs, options.simulatedRuns); run++) {
      if (run <= options.runs) await measure(path, run, "devtools");
      if (run <= options.simulatedRuns) await measure(path, run, "simulate");
    }
  }
  return all;
}

/** The seven main screens of issue 25 item 17. */
export const MAIN_SCREENS = ["/", "/diary", "/foods", "/workout", "/progress", "/profile", "/scan"];

export interface ScreenVerdict {
  path: string;
  runs: number;
  worstLcpMs: number;
  /** The lowest and highest load average at the start of its runs. */
  load: [number, number];
  /** The LCP elements the runs reported (usually one). */
  lcpElements: string[];
  /** Every applied-throttling run's LCP ≤ LCP_TARGET_MS. */
  met: boolean;
}

const ms = (value: number) => String(Math.round(value));

/** One row per run: what the bench prints and the figures the verdict uses. */
export function describeRun(r: LighthouseRun): string[] {
  const common = [
    r.path,
    String(r.run),
    r.load.toFixed(1),
    ms(r.lcpMs),
    ms(r.fcpMs),
    ms(r.tbtMs),
    String(r.performance),
    kib(r.jsTransferBytes),
  ];
  if (r.method === "devtools") return [...common, r.lcpElement];
  return [...common, ms(r.observedLcpMs), String(r.requestsBeforeLcp), r.requestsBeforeLcp > 0 ? "race" : ""];
}

const COMMON_COLUMNS = ["screen", "run", "load", "LCP ms", "FCP ms", "TBT ms", "perf", "JS KiB"];
export const APPLIED_COLUMNS = [...COMMON_COLUMNS, "LCP element"];
export const SIMULATED_COLUMNS = [...COMMON_COLUMNS, "seen LCP ms", "requests before", ""];

/** The verdict: every applied-throttling run of a screen has LCP ≤ 1.2 s. Simulated runs do not count. */
export function verdicts(runs: LighthouseRun[]): ScreenVerdict[] {
  const applied = runs.filter((r) => r.method === "devtools");
  const paths = [...new Set(applied.map((r) => r.path))];
  return paths.map((path) => {
    const mine = applied.filter((r) => r.path === path);
    return {
      path,
      runs: mine.length,
      worstLcpMs: Math.max(...mine.map((r) => r.lcpMs)),
      load: [Math.min(...mine.map((r) => r.load)), Math.max(...mine.map((r) => r.load))],
      lcpElements: [...new Set(mine.map((r) => r.lcpElement))],
      met: mine.every((r) => r.lcpMs <= LCP_TARGET_MS),
    };
  });
}

function runCount(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 0) throw new Error(`${name} must be a whole number ≥ 0 (got "${raw}")`);
  return runs;
}

/** BENCH_LIGHTHOUSE_RUNS: applied-throttling runs per screen (default 5; 0 leaves the section out). */
export function lighthouseRuns(): number {
  return runCount("BENCH_LIGHTHOUSE_RUNS", 5);
}

/** BENCH_LIGHTHOUSE_SIMULATED_RUNS: simulated runs per screen, for reference (default: as many as applied; 0 leaves them out). */
export function lighthouseSimulatedRuns(): number {
  return runCount("BENCH_LIGHTHOUSE_SIMULATED_RUNS", lighthouseRuns());
}

function describeThrottling(t: Throttling): string {
  return (
    `RTT ${t.rttMs} ms, ${(t.throughputKbps / 1024).toFixed(1)} Mbps down, ${MOBILE_SLOW_4G.uploadKbps} kbps up, ${t.cpuSlowdownMultiplier}× CPU` +
    ` (applied by DevTools as ${t.requestLatencyMs} ms per request, ${Math.round(t.downloadThroughputKbps)} / ${Math.round(t.uploadThroughputKbps)} kbps)`
  );
}

/**
 * The bench section: for each main screen (BENCH_LIGHTHOUSE_PATHS, comma-separated, narrows them),
 * `runs` applied-throttling runs and `simulatedRuns` simulated ones, a line per run, then each
 * screen's verdict against LCP ≤ 1.2 s in every applied run, and the JavaScript Lighthouse counts on
 * `/` against the 120 KiB budget.
 */
export async function lighthouseSection(options: {
  origin: string;
  cookie: string;
  runs: number;
  simulatedRuns: number;
  targets: TargetRow[];
}): Promise<void> {
  const { origin, cookie, runs, simulatedRuns, targets } = options;
  if (runs === 0) {
    console.log("  BENCH_LIGHTHOUSE_RUNS=0: left out");
    return;
  }
  const paths =
    process.env.BENCH_LIGHTHOUSE_PATHS?.split(",")
      .map((p) => p.trim())
      .filter(Boolean) ?? MAIN_SCREENS;
  console.log(
    `  Lighthouse ${lighthouseVersion()}, mobile, Chromium at ${chromePath()}, a fresh profile per run (a first visit).` +
      ` Per screen, ${runs} runs with applied throttling (the browser itself on slow 4G and 4× CPU: the verdict)` +
      ` and ${simulatedRuns} with Lighthouse's default simulated throttling (for reference), alternating.` +
      ` "load" is the 1-minute load average at the run's start: a busy machine slows the throttled browser.`,
  );
  const rows: Record<ThrottlingMethod, string[][]> = { devtools: [], simulate: [] };
  const all = await runLighthouse({
    origin,
    paths,
    runs,
    simulatedRuns,
    cookie,
    onRun: (r) => {
      rows[r.method].push(describeRun(r));
      console.log(`  ${r.method === "devtools" ? "applied  " : "simulated"}  ${describeRun(r).join("  ")}`);
    },
  });
  const first = all[0];
  if (first) console.log(`\n  Throttling, every run: ${describeThrottling(first.throttling)}`);
  console.log("\n  Applied throttling (the verdict):");
  table(APPLIED_COLUMNS, rows.devtools, [false, true, true, true, true, true, true, true, false]);
  if (rows.simulate.length > 0) {
    console.log(
      '\n  Simulated throttling (Lighthouse\'s default; reference only). "seen LCP" is the unthrottled largest paint, "requests' +
        " before\" the requests that had finished by then: Lantern's LCP waits for each of them, so a run whose scripts" +
        ' beat the unthrottled paint on 127.0.0.1 ("race") counts them all (GoogleChrome/lighthouse#17163, ADR 0031):',
    );
    table(SIMULATED_COLUMNS, rows.simulate, [false, true, true, true, true, true, true, true, true, true, false]);
  }
  console.log("");
  for (const v of verdicts(all)) {
    const simulated = all.filter((r) => r.method === "simulate" && r.path === v.path);
    const reference = simulated.length
      ? `; simulated: worst ${ms(Math.max(...simulated.map((r) => r.lcpMs)))} ms, ${simulated.filter((r) => r.requestsBeforeLcp > 0).length} of ${simulated.length} raced`
      : "";
    console.log(
      `  ${v.path}: worst LCP ${ms(v.worstLcpMs)} ms of ${v.runs} (load ${v.load.map((l) => l.toFixed(1)).join("–")})` +
        ` → ${v.met ? "met" : "MISSED"} (≤ ${LCP_TARGET_MS} ms in every run);` +
        ` LCP element ${v.lcpElements.join(" / ")}${reference}`,
    );
    targets.push({
      db: "—",
      figure: `LCP of ${v.path}, worst of ${v.runs} (applied throttling)`,
      measured: `${ms(v.worstLcpMs)} ms (load ≤ ${v.load[1].toFixed(0)})`,
      target: `≤ ${LCP_TARGET_MS} ms each run`,
      met: v.met ? "met" : "MISSED",
    });
  }
  const home = all.filter((r) => r.path === "/");
  if (home.length > 0) {
    const most = Math.max(...home.map((r) => r.jsTransferBytes));
    targets.push({
      db: "—",
      figure: "JS on / (Lighthouse's transfer)",
      measured: `${kib(most)} KiB`,
      target: `≤ ${JS_BUDGET_KIB} KiB`,
      met: most <= JS_BUDGET_KIB * 1024 ? "met" : "MISSED",
    });
  }
}

function lighthouseVersion(): string {
  const pkg = createRequire(import.meta.url)("lighthouse/package.json") as { version: string };
  return pkg.version;
}
