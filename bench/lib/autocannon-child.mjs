// The fallback load generator (bench/lib/load.ts, when wrk is not installed): autocannon in a process
// of its own. Argument: a JSON file of autocannon's options (a long request list does not fit in an
// argument); prints one JSON line with the run's figures.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2] ? readFileSync(process.argv[2], "utf8") : "{}");
const r = await autocannon(options);
console.log(
  JSON.stringify({
    completed: r.requests.total,
    seconds: r.duration,
    bytes: r.throughput.total,
    errors: r.errors - r.timeouts,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    latencyMeanMs: r.latency.mean,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
  }),
);
