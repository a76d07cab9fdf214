// Lighthouse page-load figures (issue 25 item 17): the npm `lighthouse` package driving Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher; nothing is downloaded.
// Lighthouse's defaults: mobile, simulated slow 4G and 4× CPU. Each run gets a fresh Chromium
// (an empty profile: a first visit, as the CLI does).
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { JS_BUDGET_KIB } from "./budgets.ts";
import { kib, table, type TargetRow } from "./report.ts";

export const LCP_TARGET_MS = 1200;

export interface LighthouseRun {
  path: string;
  run: number;
  /** The 1-minute load average when the run started (simulated throttling scales observed CPU times). */
  load: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** 0–100. */
  performance: number;
  /** Script bytes transferred (headers included), as Lighthouse's resource summary counts them. */
  jsTransferBytes: number;
  /** Observed (unthrottled) largest contentful paint, and how many requests besides the page had finished by then: Lighthouse's LCP simulation waits for each of them. */
  observedLcpMs: number;
  requestsBeforeLcp: number;
}

export interface LighthouseOptions {
  origin: string;
  paths: string[];
  runs: number;
  /** Cookie header sent with every request of the page (the signed-in session). */
  cookie?: string;
  /** `simulate` (Lighthouse's default) or `devtools` (applied throttling, for comparison). */
  throttlingMethod?: "simulate" | "devtools";
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

async function runOnce(url: string, options: LighthouseOptions): Promise<Omit<LighthouseRun, "path" | "run" | "load">> {
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
        throttlingMethod: options.throttlingMethod ?? "simulate",
        extraHeaders: options.cookie ? { Cookie: options.cookie } : undefined,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary =
      (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const metrics = (lhr.audits.metrics?.details as { items?: ObservedMetrics[] } | undefined)?.items?.[0];
    const network = lhr.audits["network-requests"]?.details as
      { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
    const observedLcpMs = metrics?.observedLargestContentfulPaint ?? Number.NaN;
    // Request times count from the first request; the paint from the navigation: one clock (µs).
    const lcpFromNetworkStart = ((metrics?.observedLargestContentfulPaintTs ?? 0) - (network?.debugData?.networkStartTimeTs ?? 0)) / 1000;
    const requestsBeforeLcp = (network?.items ?? []).filter(
      (r) => r.resourceType !== "Document" && (r.networkEndTime ?? Infinity) <= lcpFromNetworkStart,
    ).length;
    return {
      lcpMs: audit("largest-contentful-paint"),
      fcpMs: audit("first-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      jsTransferBytes: summary.find((i) => i.resourceType === "script")?.transferSize ?? 0,
      observedLcpMs,
      requestsBeforeLcp,
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

/** `runs` Lighthouse runs of each path, screen by screen (a screen's runs one after another). */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseRun[]> {
  const all: LighthouseRun[] = [];
  for (const path of options.paths) {
    for (let run = 1; run <= options.runs; run++) {
      const load = os.loadavg()[0] ?? 0;
      const figures = await withRetries(() => runOnce(options.origin + path, options));
      const row = { path, run, load, ...figures };
      options.onRun?.(row);
      all.push(row);
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
  /** Every run's LCP ≤ LCP_TARGET_MS. */
  met: boolean;
}

/** One line per run as it finishes: what the bench prints and the figures the verdict uses. */
export function describeRun(r: LighthouseRun): string[] {
  return [
    r.path,
    String(r.run),
    r.load.toFixed(1),
    String(Math.round(r.lcpMs)),
    String(Math.round(r.fcpMs)),
    String(Math.round(r.tbtMs)),
    String(r.performance),
    (r.jsTransferBytes / 1024).toFixed(1),
    String(Math.round(r.observedLcpMs)),
    String(r.requestsBeforeLcp),
  ];
}

export const RUN_COLUMNS = ["screen", "run", "load", "LCP ms", "FCP ms", "TBT ms", "perf", "JS KiB", "seen LCP ms", "requests before"];

export function verdicts(runs: LighthouseRun[]): ScreenVerdict[] {
  const paths = [...new Set(runs.map((r) => r.path))];
  return paths.map((path) => {
    const mine = runs.filter((r) => r.path === path);
    const worstLcpMs = Math.max(...mine.map((r) => r.lcpMs));
    return { path, runs: mine.length, worstLcpMs, met: mine.every((r) => r.lcpMs <= LCP_TARGET_MS) };
  });
}

/** BENCH_LIGHTHOUSE_RUNS: runs per screen (default 5; 0 leaves the section out). */
export function lighthouseRuns(): number {
  const raw = process.env.BENCH_LIGHTHOUSE_RUNS?.trim();
  if (!raw) return 5;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 0) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 0 (got "${raw}")`);
  return runs;
}

/**
 * The bench section: `runs` Lighthouse runs of each main screen (BENCH_LIGHTHOUSE_PATHS, comma-separated,
 * narrows them), a line per run, then each screen's verdict against LCP ≤ 1.2 s in every run and
 * the JavaScript Lighthouse counts on `/` against the 120 KiB budget.
 */
export async function lighthouseSection(options: { origin: string; cookie: string; runs: number; targets: TargetRow[] }): Promise<void> {
  const { origin, cookie, runs, targets } = options;
  if (runs === 0) {
    console.log("  BENCH_LIGHTHOUSE_RUNS=0: left out");
    return;
  }
  const paths =
    process.env.BENCH_LIGHTHOUSE_PATHS?.split(",")
      .map((p) => p.trim())
      .filter(Boolean) ?? MAIN_SCREENS;
  console.log(
    `  Lighthouse ${lighthouseVersion()} (its defaults: mobile, simulated throttling), Chromium at ${chromePath()}, a fresh profile per run;` +
      ` ${runs} runs per screen. "load" is the 1-minute load average at the run's start; "seen LCP" the unthrottled largest paint;` +
      ` "requests before" the requests (scripts…) that had finished by then, each of which Lighthouse's LCP simulation waits for.`,
  );
  const rows: string[][] = [];
  const all = await runLighthouse({
    origin,
    paths,
    runs,
    cookie,
    onRun: (r) => {
      rows.push(describeRun(r));
      console.log(`  ${describeRun(r).join("  ")}`);
    },
  });
  table(RUN_COLUMNS, rows, [false, true, true, true, true, true, true, true, true, true]);
  for (const v of verdicts(all)) {
    const figure = `LCP of ${v.path}, worst of ${v.runs}`;
    console.log(`  ${v.path}: worst LCP ${Math.round(v.worstLcpMs)} ms → ${v.met ? "met" : "MISSED"} (≤ ${LCP_TARGET_MS} ms in every run)`);
    targets.push({
      db: "—",
      figure,
      measured: `${Math.round(v.worstLcpMs)} ms`,
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
