// HTTP load with autocannon, run in this (the bench) process; the server under test must be
// another process so the two don't share an event loop.
import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  seconds: number;
  connections?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
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
  const { url, seconds, connections = 20, method = "GET", headers = {}, body, warmupSeconds = 1 } = options;
  const base: autocannon.Options = { url, connections, method, headers, body, timeout: 30 };
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
