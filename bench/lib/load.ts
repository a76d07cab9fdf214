// HTTP load at a fixed number of connections, in its own process so the load generator never shares
// an event loop (or a garbage collector) with the bench: Debian's `wrk` when it is installed (a C
// program: about a tenth of autocannon's CPU per request, which matters on a 2-core machine where
// the load generator takes its CPU from the servers under test), else autocannon run by
// bench/lib/autocannon-child.mjs. Every row of one run uses the same one (BENCH_LOAD=autocannon
// forces the fallback).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { httpGet } from "./http.ts";
import { envNumber } from "./report.ts";

/** One request of a sequence each connection cycles through (fields override the defaults). */
export interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  seconds: number;
  connections?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Paths (and methods, bodies…) each connection cycles through instead of `url`'s path. */
  requests?: LoadRequest[];
  /** A header whose value differs on every request of the run (e.g. an Idempotency-Key); with one request shape only. */
  uniqueHeader?: string;
  /** Unmeasured run first so JIT and caches are warm; default BENCH_WARMUP_SECONDS (10 s), 0 to skip. */
  warmupSeconds?: number;
}

export interface LoadResult {
  url: string;
  seconds: number;
  connections: number;
  /** Completed requests ÷ seconds run. */
  reqPerSec: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Average response size (headers + body) — a check that two runs served the same thing. */
  bytesPerResponse: number;
  /** CPU time (user + system) the load generator spent in the measured run. */
  loadGeneratorCpuMs: number;
}

export type LoadGenerator = "wrk" | "autocannon";

/**
 * Seconds of unmeasured load before each measured run, the same for every row. V8 compiles a fresh
 * server's hot code (TurboFan, on its helper threads) for the first 10–20 s of load: a 1 s warm-up
 * measured mostly a cold server, and two fresh workers compiling at once on two cores most of all.
 */
export function warmupSeconds(): number {
  return envNumber("BENCH_WARMUP_SECONDS", 10);
}

let chosen: LoadGenerator | undefined;

/** wrk when it is on PATH (and BENCH_LOAD is not `autocannon`), else autocannon. */
export function loadGenerator(): LoadGenerator {
  if (chosen) return chosen;
  const forced = process.env.BENCH_LOAD?.trim();
  if (forced && forced !== "wrk" && forced !== "autocannon") throw new Error(`BENCH_LOAD must be wrk or autocannon (got "${forced}")`);
  if (forced === "autocannon") return (chosen = "autocannon");
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore", timeout: 5_000 });
    return (chosen = "wrk");
  } catch (error) {
    // wrk --version exits 1 after printing its banner: it is there.
    if ((error as { status?: number }).status === 1) return (chosen = "wrk");
    if (forced === "wrk") throw new Error("BENCH_LOAD=wrk but wrk is not installed (apt-get install wrk)");
    return (chosen = "autocannon");
  }
}

/** What the load generator is, for the report. */
export function describeLoadGenerator(): string {
  return loadGenerator() === "wrk"
    ? "wrk (1 thread, its own process)"
    : "autocannon in its own process (install Debian's wrk for a cheaper load generator)";
}

interface RawRun {
  completed: number;
  seconds: number;
  bytes: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  cpuMs: number;
}

/** Runs a command through `sh`, whose `times` afterwards prints the CPU time of its children. */
function runMeasured(command: string, args: string[], timeoutMs: number): Promise<{ stdout: string; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", '"$@"; status=$?; times; exit $status', "sh", command, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-2_000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim() || stdout.trim()}`));
      // `times`: the shell's own user/system times, then its children's, e.g. "0m1.250s 0m0.310s".
      const lines = stdout.trimEnd().split("\n");
      const children = lines.at(-1) ?? "";
      const cpuMs = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, sec]) => sum + (Number(m) * 60 + Number(sec)) * 1000, 0);
      resolve({ stdout: lines.slice(0, -2).join("\n"), cpuMs });
    });
  });
}

const lua = (text: string) => JSON.stringify(text); // a JSON string is a valid Lua string literal here

/** The wrk script: the request(s) each connection cycles through, and a JSON summary at the end. */
function wrkScript(url: URL, options: LoadOptions): string {
  const base = { method: options.method ?? "GET", path: url.pathname + url.search, headers: options.headers ?? {}, body: options.body };
  const requests = (options.requests ?? [{}]).map((r) => ({ ...base, ...r, headers: { ...base.headers, ...r.headers } }));
  const formatted = requests.map((r) => {
    const headers = Object.entries(r.headers)
      .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
      .join(", ");
    return `wrk.format(${lua(r.method)}, ${lua(r.path)}, { ${headers} }${r.body === undefined ? "" : `, ${lua(r.body)}`})`;
  });
  if (options.uniqueHeader) {
    const r = requests[0]!;
    const headers = Object.entries(r.headers)
      .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
      .join(", ");
    return `
local counter = 0
-- A table's address differs between wrk's threads: with the counter, a value no other request has.
local prefix = tostring({}):gsub("table: ", "") .. "-"
request = function()
  counter = counter + 1
  local headers = { ${headers} }
  headers[${lua(options.uniqueHeader)}] = prefix .. counter
  return wrk.format(${lua(r.method)}, ${lua(r.path)}, headers${r.body === undefined ? "" : `, ${lua(r.body)}`})
end
${WRK_DONE}`;
  }
  return `
local requests = {}
local next_index = 0
-- wrk sets its Host header before it calls init, and wrk.format needs it.
init = function(_)
  requests = { ${formatted.join(",\n    ")} }
end
request = function()
  next_index = next_index % #requests + 1
  return requests[next_index]
end
${WRK_DONE}`;
}

const WRK_DONE = `done = function(summary, latency, _)
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"completed":%d,"us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"mean":%.1f,"p50":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency:percentile(50), latency:percentile(99), latency.max))
end
`;

async function runWrk(options: LoadOptions, seconds: number): Promise<RawRun> {
  const url = new URL(options.url);
  const dir = mkdtempSync(path.join(os.tmpdir(), "fitplate-bench-wrk-"));
  try {
    const script = path.join(dir, "load.lua");
    writeFileSync(script, wrkScript(url, options));
    const connections = options.connections ?? 20;
    const { stdout, cpuMs } = await runMeasured(
      "wrk",
      ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "30s", "-s", script, `${url.origin}/`],
      (seconds + 60) * 1000,
    );
    const line = stdout.split("\n").find((l) => l.startsWith("WRK_RESULT "));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const r = JSON.parse(line.slice("WRK_RESULT ".length)) as Record<string, number>;
    const completed = r.completed!;
    return {
      completed,
      seconds: r.us! / 1e6,
      bytes: r.bytes!,
      errors: r.connect! + r.read! + r.write!,
      timeouts: r.timeout!,
      non2xx: r.status!,
      latencyMeanMs: r.mean! / 1000,
      latencyP50Ms: r.p50! / 1000,
      latencyP99Ms: r.p99! / 1000,
      latencyMaxMs: r.max! / 1000,
      cpuMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const AUTOCANNON_CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), "autocannon-child.mjs");

async function runAutocannon(options: LoadOptions, seconds: number): Promise<RawRun> {
  const { url, connections = 20, method = "GET", body, requests, uniqueHeader } = options;
  // autocannon puts a fresh id wherever "[<id>]" stands (idReplacement).
  const headers = uniqueHeader ? { ...options.headers, [uniqueHeader]: "[<id>]" } : (options.headers ?? {});
  const dir = mkdtempSync(path.join(os.tmpdir(), "fitplate-autocannon-"));
  const config = path.join(dir, "options.json");
  writeFileSync(
    config,
    JSON.stringify({
      url,
      connections,
      method,
      headers,
      body,
      requests,
      timeout: 30,
      duration: seconds,
      idReplacement: Boolean(uniqueHeader),
    }),
  );
  const { stdout, cpuMs } = await runMeasured(process.execPath, [AUTOCANNON_CHILD, config], (seconds + 60) * 1000).finally(() =>
    rmSync(dir, { recursive: true, force: true }),
  );
  const line = stdout.split("\n").find((l) => l.startsWith("{"));
  if (!line) throw new Error(`autocannon printed no result:\n${stdout}`);
  return { ...(JSON.parse(line) as Omit<RawRun, "cpuMs">), cpuMs };
}

export async function loadTest(options: LoadOptions): Promise<LoadResult> {
  const run = loadGenerator() === "wrk" ? runWrk : runAutocannon;
  const warmup = options.warmupSeconds ?? warmupSeconds();
  if (warmup > 0) await run(options, warmup);
  const r = await run(options, options.seconds);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    url: options.url,
    seconds: options.seconds,
    connections: options.connections ?? 20,
    reqPerSec: r.completed / r.seconds,
    latencyMeanMs: round(r.latencyMeanMs),
    latencyP50Ms: round(r.latencyP50Ms),
    latencyP99Ms: round(r.latencyP99Ms),
    latencyMaxMs: round(r.latencyMaxMs),
    completed: r.completed,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    bytesPerResponse: r.completed > 0 ? r.bytes / r.completed : 0,
    loadGeneratorCpuMs: r.cpuMs,
  };
}

/** One line: "1234 req/s  p50 12 ms  p99 40 ms  (12345 requests, 0 errors)". */
export function describeLoad(r: LoadResult): string {
  const problems = [
    r.errors ? `${r.errors} errors` : "",
    r.timeouts ? `${r.timeouts} timeouts` : "",
    r.non2xx ? `${r.non2xx} non-2xx` : "",
  ].filter(Boolean);
  return (
    `${Math.round(r.reqPerSec)} req/s  p50 ${r.latencyP50Ms} ms  p99 ${r.latencyP99Ms} ms  max ${r.latencyMaxMs} ms` +
    `  (${r.completed} responses in ${r.seconds} s, ${Math.round(r.bytesPerResponse)} B each,` +
    ` load generator ${(r.loadGeneratorCpuMs / Math.max(1, r.completed)).toFixed(2)} ms CPU each` +
    `${problems.length ? `, ${problems.join(", ")}` : ", no errors"})`
  );
}

export interface LatencyResult {
  count: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Responses by HTTP status, e.g. { "200": 50 }. */
  statuses: Record<string, number>;
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sortedAsc: number[], p: number): number {
  if (sortedAsc.length === 0) return 0;
  const rank = Math.min(sortedAsc.length - 1, Math.max(0, Math.ceil((p / 100) * sortedAsc.length) - 1));
  return sortedAsc[rank] ?? 0;
}

/**
 * Latency of individual requests, one at a time (e.g. 50 different search queries):
 * each URL is requested in order and timed until its body has fully arrived.
 */
export async function timeRequests(urls: string[], headers: Record<string, string> = {}): Promise<LatencyResult> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  for (const url of urls) {
    const start = performance.now();
    const res = await httpGet(url, headers);
    times.push(performance.now() - start);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    count: times.length,
    meanMs: round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    statuses,
  };
}
