// Minimal types for the parts of autocannon 8 the bench uses (the package ships none).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    /** One request of a sequence each connection cycles through (fields override the defaults). */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Stop after this many requests (instead of a duration). */
      amount?: number;
      /** Per-request timeout in seconds. */
      timeout?: number;
      pipelining?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      title?: string;
      requests?: Request[];
    }

    /** Percentile keys are p1, p2_5, p10, p25, p50, p75, p90, p97_5, p99, p99_9, … */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
      [percentile: string]: number;
    }

    interface Result {
      url: string;
      connections: number;
      /** Seconds actually run. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      mismatches: number;
      resets: number;
      "2xx": number;
      statusCodeStats: Record<string, { count: number }>;
      /** Milliseconds. */
      latency: Histogram & { totalCount: number };
      /** Requests per second (mean over 1 s samples); `total` = completed requests. */
      requests: Histogram & { sent: number };
      /** Bytes per second; `total` = bytes received. */
      throughput: Histogram;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
