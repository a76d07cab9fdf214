// HTTP load with autocannon, run in this (the bench) process; the server under test must be
// another process so the two don't share an event loop.
import autocannon from "autocannon";
import { httpGet } from "./http.ts";

export interface LoadOptions {
  url: string;
  seconds: number;
  connections?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Paths (and methods, bodies…) each connection cycles through instead of `url`'s path. */
  requests?: autocannon.Request[];
  /** Unmeasured run first so JIT and caches are warm; default 1 s, 0 to skip. */
  warmupSeconds?: number;
}

export interface LoadResult {
  url: string;
  seconds: number;
  connections: number;
  /** Mean of the per-second request counts. */
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
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options).then(resolve, reject);
  });
}

export async function loadTest(options: LoadOptions): Promise<LoadResult> {
  const { url, seconds, connections = 20, method = "GET", headers = {}, body, requests, warmupSeconds = 1 } = options;
  const base: autocannon.Options = { url, connections, method, headers, body, requests, timeout: 30 };
  if (warmupSeconds > 0) await run({ ...base, duration: warmupSeconds });
  const r = await run({ ...base, duration: seconds });
  return {
    url,
    seconds,
    connections,
    reqPerSec: r.requests.mean,
    latencyMeanMs: r.latency.mean,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    completed: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    bytesPerResponse: r.requests.total > 0 ? r.throughput.total / r.requests.total : 0,
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
    `  (${r.completed} responses in ${r.seconds} s, ${Math.round(r.bytesPerResponse)} B each` +
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
