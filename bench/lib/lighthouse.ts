// Lighthouse page-load figures (issue 25 item 17): the npm `lighthouse` package driving Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher; nothing is downloaded.
// Mobile, slow 4G, *applied* by the browser (throttlingMethod "devtools"), on a low-tier phone's CPU
// calibrated on this machine (calibrate-cpu.ts, issue 44) for the verdict and on Lighthouse's 4× for
// comparison; Lighthouse's default *simulated* throttling beside them for reference
// (docs/decisions/0031-page-load.md says why). Each run gets a fresh Chromium (an empty profile: a first visit, as the CLI does).
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as LIGHTHOUSE_THROTTLING } from "lighthouse/core/config/constants.js";
import { JS_BUDGET_KIB } from "./budgets.ts";
import { calibrateCpu, LOW_TIER_BENCHMARK_INDEX, RUNS_PER_RATE } from "./calibrate-cpu.ts";
import { fitplateEnv } from "./database.ts";
import { kib, table, type TargetRow } from "./report.ts";
import { compareRoots, startFitplate } from "./servers.ts";

/** Issue 25: LCP on Lighthouse's own 4× CPU. */
export const LCP_TARGET_MS = 1200;
/** Issue 44: on the calibrated low-tier phone, every main screen in every run. */
export const PHONE_LCP_TARGET_MS = 1500;
export const PHONE_TBT_TARGET_MS = 200;

export type ThrottlingMethod = "devtools" | "simulate";

/** Lighthouse's mobile slow 4G (its `throttling.mobileSlow4G`): what every run of every screen must use. */
export const MOBILE_SLOW_4G = { rttMs: 150, throughputKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdownMultiplier: 4 } as const;

/** Lighthouse's own settings for it (applied latency and throughputs included), given with each run's CPU. */
const MOBILE_SLOW_4G_SETTINGS = LIGHTHOUSE_THROTTLING.mobileSlow4G;

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

/** The phone a run stands for: Lighthouse's fixed 4× CPU, or the calibrated low-tier phone (bench/lib/calibrate-cpu.ts). */
export type Phone = { label: string; cpuSlowdownMultiplier: number };
export const LIGHTHOUSE_4X: Phone = { label: "4× CPU", cpuSlowdownMultiplier: MOBILE_SLOW_4G.cpuSlowdownMultiplier };

export interface LighthouseRun {
  path: string;
  run: number;
  method: ThrottlingMethod;
  phone: Phone;
  /** The 1-minute load average when the run started (a busy machine slows the throttled browser and scales simulated CPU times). */
  load: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** The longest main-thread task of the load (Lighthouse's long-tasks audit), 0 when none reached 50 ms. */
  longestTaskMs: number;
  /** Main-thread time by kind (Lighthouse's mainthread-work-breakdown: script evaluation, style & layout…), largest first. */
  mainThread: { group: string; ms: number }[];
  /** The three longest tasks: when they started, how long they ran, the script they are attributed to. */
  longTasks: { startMs: number; ms: number; url: string }[];
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

/** A screen and the Cookie header its runs send (the signed-in session whose data it shows). */
export type Screen = { path: string; cookie: string };

export interface LighthouseOptions {
  origin: string;
  screens: Screen[];
  /** Runs per screen with applied throttling (the verdict) and with simulated throttling (for reference); a screen's runs alternate. */
  runs: number;
  simulatedRuns: number;
  /** The phones each applied run is repeated on (simulated runs use Lighthouse's 4×). */
  phones: Phone[];
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

/** Every run must use Lighthouse's mobile slow 4G and the phone's CPU: a changed default (or a stray flag) would make runs incomparable. */
export function checkThrottling(t: Throttling, phone: Phone): void {
  const expected = MOBILE_SLOW_4G;
  if (t.rttMs !== expected.rttMs || t.throughputKbps !== expected.throughputKbps || t.cpuSlowdownMultiplier !== phone.cpuSlowdownMultiplier)
    throw new Error(
      `Lighthouse ran with ${JSON.stringify(t)}, not mobile slow 4G (150 ms, 1.6 Mbps) at ${phone.cpuSlowdownMultiplier}× CPU`,
    );
}

interface LongTask {
  duration?: number;
  startTime?: number;
  url?: string;
}

async function runOnce(
  url: string,
  method: ThrottlingMethod,
  phone: Phone,
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
        throttling: { ...MOBILE_SLOW_4G_SETTINGS, cpuSlowdownMultiplier: phone.cpuSlowdownMultiplier },
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const throttling = lhr.configSettings.throttling as Throttling;
    checkThrottling(throttling, phone);
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
    const longTasks = (lhr.audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items ?? [];
    return {
      method,
      phone,
      longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration ?? 0)),
      mainThread: (
        (lhr.audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ??
        []
      )
        .map((item) => ({ group: item.groupLabel, ms: item.duration }))
        .sort((a, b) => b.ms - a.ms),
      longTasks: [...longTasks]
        .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
        .slice(0, 3)
        .map((task) => ({ startMs: task.startTime ?? 0, ms: task.duration ?? 0, url: shortUrl(task.url ?? "") })),
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

/** A script's path without the origin ("/assets/root-abc.js"), or Lighthouse's label for unattributable work. */
function shortUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url || "?";
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
  const measure = async ({ path, cookie }: Screen, run: number, method: ThrottlingMethod, phone: Phone) => {
    const load = os.loadavg()[0] ?? 0;
    const figures = await withRetries(() => runOnce(options.origin + path, method, phone, cookie));
    const row = { path, run, load, ...figures };
    options.onRun?.(row);
    all.push(row);
  };
  for (const screen of options.screens) {
    for (let run = 1; run <= Math.max(options.runs, options.simulatedRuns); run++) {
      if (run <= options.runs) for (const phone of options.phones) await measure(screen, run, "devtools", phone);
      if (run <= options.simulatedRuns) await measure(screen, run, "simulate", LIGHTHOUSE_4X);
    }
  }
  return all;
}

/** The seven main screens of issue 25 item 17 (issue 44 adds a diary day of 25 entries: bench/lib/fixture.ts). */
export const MAIN_SCREENS = ["/", "/diary", "/foods", "/workout", "/progress", "/profile", "/scan"];

export interface ScreenVerdict {
  path: string;
  phone: Phone;
  runs: number;
  worstLcpMs: number;
  worstTbtMs: number;
  longestTaskMs: number;
  /** The lowest and highest load average at the start of its runs. */
  load: [number, number];
  /** The LCP elements the runs reported (usually one). */
  lcpElements: string[];
  /** Every applied run within the phone's targets: LCP ≤ 1.2 s on 4×; LCP ≤ 1.5 s and TBT ≤ 200 ms on the calibrated phone. */
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
    ms(r.longestTaskMs),
    String(r.performance),
    kib(r.jsTransferBytes),
  ];
  if (r.method === "devtools") return [...common, r.lcpElement];
  return [...common, ms(r.observedLcpMs), String(r.requestsBeforeLcp), r.requestsBeforeLcp > 0 ? "race" : ""];
}

const COMMON_COLUMNS = ["screen", "run", "load", "LCP ms", "FCP ms", "TBT ms", "longest task ms", "perf", "JS KiB"];
export const APPLIED_COLUMNS = [...COMMON_COLUMNS, "LCP element"];
export const SIMULATED_COLUMNS = [...COMMON_COLUMNS, "seen LCP ms", "requests before", ""];

const isCalibrated = (phone: Phone) => phone !== LIGHTHOUSE_4X;

function withinTargets(r: LighthouseRun): boolean {
  if (!isCalibrated(r.phone)) return r.lcpMs <= LCP_TARGET_MS;
  return r.lcpMs <= PHONE_LCP_TARGET_MS && r.tbtMs <= PHONE_TBT_TARGET_MS;
}

/** The verdicts per screen and phone, from the applied runs (simulated runs do not count). */
export function verdicts(runs: LighthouseRun[]): ScreenVerdict[] {
  const applied = runs.filter((r) => r.method === "devtools");
  const phones = [...new Set(applied.map((r) => r.phone))];
  const paths = [...new Set(applied.map((r) => r.path))];
  return phones.flatMap((phone) =>
    paths.map((path) => {
      const mine = applied.filter((r) => r.path === path && r.phone === phone);
      return {
        path,
        phone,
        runs: mine.length,
        worstLcpMs: Math.max(...mine.map((r) => r.lcpMs)),
        worstTbtMs: Math.max(...mine.map((r) => r.tbtMs)),
        longestTaskMs: Math.max(...mine.map((r) => r.longestTaskMs)),
        load: [Math.min(...mine.map((r) => r.load)), Math.max(...mine.map((r) => r.load))],
        lcpElements: [...new Set(mine.map((r) => r.lcpElement))],
        met: mine.every(withinTargets),
      };
    }),
  );
}

function runCount(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 0) throw new Error(`${name} must be a whole number ≥ 0 (got "${raw}")`);
  return runs;
}

/** BENCH_LIGHTHOUSE_RUNS: applied-throttling runs per screen and phone (default 3; 0 leaves the section out). */
export function lighthouseRuns(): number {
  return runCount("BENCH_LIGHTHOUSE_RUNS", 3);
}

/** BENCH_LIGHTHOUSE_SIMULATED_RUNS: simulated runs per screen, for reference (default: as many as applied; 0 leaves them out). */
export function lighthouseSimulatedRuns(): number {
  return runCount("BENCH_LIGHTHOUSE_SIMULATED_RUNS", lighthouseRuns());
}

/** The calibrated phone: BENCH_CPU_MULTIPLIER pins its multiplier (e.g. to repeat another machine's run); otherwise it is measured here. */
export async function calibratedPhone(): Promise<Phone> {
  const pinned = process.env.BENCH_CPU_MULTIPLIER?.trim();
  if (pinned) {
    const multiplier = Number(pinned);
    if (!(multiplier >= 1)) throw new Error(`BENCH_CPU_MULTIPLIER must be a number ≥ 1 (got "${pinned}")`);
    console.log(`  The low-tier phone: ${multiplier}× CPU, pinned by BENCH_CPU_MULTIPLIER.`);
    return { label: `low-tier phone (${multiplier}× CPU)`, cpuSlowdownMultiplier: multiplier };
  }
  const { benchmarkIndex, multiplier, throttledIndex, runs } = await calibrateCpu(chromePath());
  console.log(
    `  The low-tier phone: this machine's Lighthouse BenchmarkIndex is ${benchmarkIndex} in Chromium; ${multiplier}× CPU brings it` +
      ` to ${throttledIndex}, against ${LOW_TIER_BENCHMARK_INDEX} for DevTools' low-tier device (a Moto G4 Power 2022; ADR 0031).` +
      ` Each the median of ${RUNS_PER_RATE} runs: ${runs.unthrottled.join(", ")} unthrottled, ${runs.throttled.join(", ")} at ${multiplier}×.`,
  );
  return { label: `low-tier phone (${multiplier}× CPU)`, cpuSlowdownMultiplier: multiplier };
}

function describeThrottling(t: Throttling): string {
  return (
    `RTT ${t.rttMs} ms, ${(t.throughputKbps / 1024).toFixed(1)} Mbps down, ${MOBILE_SLOW_4G.uploadKbps} kbps up` +
    ` (applied by DevTools as ${t.requestLatencyMs} ms per request, ${Math.round(t.downloadThroughputKbps)} / ${Math.round(t.uploadThroughputKbps)} kbps)`
  );
}

function describeVerdict(v: ScreenVerdict, all: LighthouseRun[]): string {
  const simulated = all.filter((r) => r.method === "simulate" && r.path === v.path);
  const reference =
    simulated.length && !isCalibrated(v.phone)
      ? `; simulated: worst ${ms(Math.max(...simulated.map((r) => r.lcpMs)))} ms, ${simulated.filter((r) => r.requestsBeforeLcp > 0).length} of ${simulated.length} raced`
      : "";
  const target = isCalibrated(v.phone)
    ? `LCP ≤ ${PHONE_LCP_TARGET_MS} ms and TBT ≤ ${PHONE_TBT_TARGET_MS} ms`
    : `LCP ≤ ${LCP_TARGET_MS} ms`;
  return (
    `  ${v.path} on the ${v.phone.label}: worst LCP ${ms(v.worstLcpMs)} ms, TBT ${ms(v.worstTbtMs)} ms, longest task` +
    ` ${ms(v.longestTaskMs)} ms of ${v.runs} (load ${v.load.map((l) => l.toFixed(1)).join("–")}) → ${v.met ? "met" : "MISSED"}` +
    ` (${target} in every run); LCP element ${v.lcpElements.join(" / ")}${reference}`
  );
}

/**
 * The bench section: for each main screen (BENCH_LIGHTHOUSE_PATHS, comma-separated, narrows them),
 * `runs` applied-throttling runs on the calibrated low-tier phone and on Lighthouse's 4× (for
 * comparison), and `simulatedRuns` simulated ones, a line per run, then each screen's verdicts, and
 * the JavaScript Lighthouse counts on `/` against the 120 KiB budget.
 */
export async function lighthouseSection(options: {
  origin: string;
  cookie: string;
  runs: number;
  simulatedRuns: number;
  targets: TargetRow[];
  /** screens beyond the seven, each with its own session (the diary day of 25 entries) */
  extraScreens?: Screen[];
  /** the database this server uses: each BENCH_COMPARE checkout is served on it for the before-and-after table */
  databaseUrl?: string;
}): Promise<void> {
  const { origin, cookie, runs, simulatedRuns, targets } = options;
  if (runs === 0) {
    console.log("  BENCH_LIGHTHOUSE_RUNS=0: left out");
    return;
  }
  const only = process.env.BENCH_LIGHTHOUSE_PATHS?.split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const screens = [...MAIN_SCREENS.map((path) => ({ path, cookie })), ...(options.extraScreens ?? [])].filter(
    (screen) => !only || only.includes(screen.path),
  );
  const phone = await calibratedPhone();
  const phones = [phone, LIGHTHOUSE_4X];
  console.log(
    `  Lighthouse ${lighthouseVersion()}, mobile, Chromium at ${chromePath()}, a fresh profile per run (a first visit).` +
      ` Per screen, ${runs} runs with applied throttling (the browser itself on slow 4G) on the ${phone.label} (the verdict)` +
      ` and on Lighthouse's 4× CPU (for comparison), and ${simulatedRuns} with Lighthouse's default simulated throttling` +
      ` (4×, for reference), alternating. "load" is the 1-minute load average at the run's start: a busy machine slows the throttled browser.`,
  );
  const rows = new Map<string, string[][]>();
  const all = await runLighthouse({
    origin,
    screens,
    runs,
    simulatedRuns,
    phones,
    onRun: (r) => {
      const key = r.method === "simulate" ? "simulated" : r.phone.label;
      rows.set(key, [...(rows.get(key) ?? []), describeRun(r)]);
      console.log(`  ${key.padEnd(28)}  ${describeRun(r).join("  ")}`);
    },
  });
  const first = all[0];
  if (first) console.log(`\n  Network, every run: ${describeThrottling(first.throttling)}`);
  for (const p of phones) {
    console.log(`\n  Applied throttling, ${p.label}${isCalibrated(p) ? " (the verdict)" : " (for comparison)"}:`);
    table(APPLIED_COLUMNS, rows.get(p.label) ?? [], [false, true, true, true, true, true, true, true, true, false]);
  }
  const simulatedRows = rows.get("simulated") ?? [];
  if (simulatedRows.length > 0) {
    console.log(
      '\n  Simulated throttling (Lighthouse\'s default, 4×; reference only). "seen LCP" is the unthrottled largest paint, "requests' +
        " before\" the requests that had finished by then: Lantern's LCP waits for each of them, so a run whose scripts" +
        ' beat the unthrottled paint on 127.0.0.1 ("race") counts them all (GoogleChrome/lighthouse#17163, ADR 0031):',
    );
    table(SIMULATED_COLUMNS, simulatedRows, [false, true, true, true, true, true, true, true, true, true, true, false]);
  }
  console.log(`\n  Where the main thread's time goes on the ${phone.label} (run 1 of each screen; ms):`);
  for (const r of all.filter((r) => r.method === "devtools" && r.phone === phone && r.run === 1)) {
    const kinds = r.mainThread.map((k) => `${k.group} ${ms(k.ms)}`).join(", ");
    const tasks = r.longTasks.map((t) => `${ms(t.ms)} at ${ms(t.startMs)} (${t.url})`).join("; ");
    console.log(`  ${r.path}: ${kinds}\n      longest tasks: ${tasks || "none ≥ 50 ms"}`);
  }
  console.log("");
  for (const v of verdicts(all)) {
    console.log(describeVerdict(v, all));
    targets.push({
      db: "—",
      figure: `${v.path} on the ${v.phone.label}, worst of ${v.runs} (applied)`,
      measured: isCalibrated(v.phone)
        ? `LCP ${ms(v.worstLcpMs)} ms, TBT ${ms(v.worstTbtMs)} ms (load ≤ ${v.load[1].toFixed(0)})`
        : `LCP ${ms(v.worstLcpMs)} ms (load ≤ ${v.load[1].toFixed(0)})`,
      target: isCalibrated(v.phone)
        ? `LCP ≤ ${PHONE_LCP_TARGET_MS} ms, TBT ≤ ${PHONE_TBT_TARGET_MS} ms each run`
        : `LCP ≤ ${LCP_TARGET_MS} ms each run`,
      met: v.met ? "met" : "MISSED",
    });
  }
  if (options.databaseUrl) await beforeAndAfter(origin, options.databaseUrl, screens, runs, phone);
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

/**
 * Before and after, side by side (issue 44): each BENCH_COMPARE checkout served on the same database,
 * and each screen loaded on the calibrated phone by this build and by each of them in turn, run by
 * run, so both meet the same neighbours. A table of every run's LCP and TBT per build.
 */
async function beforeAndAfter(origin: string, databaseUrl: string, screens: Screen[], runs: number, phone: Phone): Promise<void> {
  const others = compareRoots();
  if (others.length === 0) return;
  const servers = [];
  try {
    for (const other of others) servers.push({ label: other.label, server: await startFitplate(other.root, fitplateEnv(databaseUrl)) });
    const builds = [{ label: "this checkout", origin }, ...servers.map(({ label, server }) => ({ label, origin: server.url }))];
    console.log(
      `\n  Before and after on the ${phone.label}, each screen loaded by each build in turn (BENCH_COMPARE), LCP / TBT ms per run:`,
    );
    const rows: string[][] = [];
    for (const screen of screens) {
      const figures = new Map<string, string[]>();
      for (let run = 1; run <= runs; run++)
        for (const build of builds) {
          const r = await withRetries(() => runOnce(build.origin + screen.path, "devtools", phone, screen.cookie));
          figures.set(build.label, [...(figures.get(build.label) ?? []), `${ms(r.lcpMs)} / ${ms(r.tbtMs)}`]);
        }
      rows.push([screen.path, ...builds.map((build) => figures.get(build.label)!.join(", "))]);
    }
    table(["screen", ...builds.map((build) => build.label)], rows);
  } finally {
    for (const { server } of servers) await server.stop();
  }
}
