// The HTTP server (docs/decisions/0023-one-request-path.md): one middleware list, then Remix's
// request handler for every page and /api route (server/app.js), the same in development
// (`--dev`: Vite's middleware serves the files and the build) and production. Timeouts and the
// connection limit: server/connections.js; every promise: docs/promises.md. WEB_CONCURRENCY runs that
// many workers on one port (node:cluster); all state is in the database, so they share nothing else.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";
import { loadEnv, sessionSecrets, startupWarning } from "./app/env-schema.server.js";
import { builtFiles, createApp, middlewareList } from "./server/app.js";
import { applyConnectionLimits } from "./server/connections.js";

const dev = process.argv.includes("--dev") || process.env.NODE_ENV === "development";
if (!dev) process.env.NODE_ENV ??= "production";

let config;
try {
  config = loadEnv();
  sessionSecrets(config);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Once per server: the primary (or the only process) says it, never each worker.
const warning = cluster.isPrimary ? startupWarning(config) : null;
if (warning) console.warn(warning);

/** How long a stopping worker waits for requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
const workers = dev ? 1 : config.WEB_CONCURRENCY === "auto" ? availableParallelism() : config.WEB_CONCURRENCY;

if (workers > 1 && cluster.isPrimary) {
  startPrimary(workers);
} else {
  await startWorker();
}

/** @param {number} count */
function startPrimary(count) {
  let stopping = false;
  // Each worker already has a core to itself: V8's parallel garbage-collection threads would only
  // take time from the other workers (docs/performance.md).
  cluster.setupPrimary({ execArgv: [...process.execArgv, "--single-threaded-gc"] });
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    // A worker that died is replaced: the others keep serving meanwhile.
    console.error(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  console.log(`Fitplate listening on http://localhost:${config.PORT} with ${count} workers`);
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      // Each worker finishes its requests in flight; the primary exits once all of them have.
      let left = running.length;
      for (const worker of running) {
        worker.once("exit", () => --left === 0 && process.exit(0));
        worker.process.kill("SIGTERM");
      }
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + 1000).unref();
    });
  }
}

async function startWorker() {
  const vite = dev ? await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } })) : undefined;
  /** @type {import("@remix-run/node").ServerBuild | undefined} */
  const build = vite ? undefined : await import("./build/server/index.js");
  const app = createApp({
    middleware: middlewareList({
      dev,
      trustProxy: config.TRUST_PROXY,
      appUrl: config.APP_URL,
      hsts: config.COOKIE_SECURE,
      // Payment forms go to Stripe's hosted checkout (or, with STRIPE_API_BASE, to that server's pages).
      checkoutOrigin: config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE).origin : undefined,
      files: vite ? vite.middlewares : builtFiles(),
    }),
    build: vite ? () => vite.ssrLoadModule("virtual:remix/server-build") : build,
    trustProxy: config.TRUST_PROXY,
  });
  // Timeouts are checked every second (Node's default is every 30 s).
  const server = createServer({ connectionsCheckingInterval: 1_000 }, app);
  applyConnectionLimits(server, {
    headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: config.HTTP_MAX_CONNECTIONS,
  });
  // Every server ticks the notification scheduler: a due notification is claimed once in the database (ADR 0047).
  if (config.NOTIFICATION_SCHEDULER === "on") {
    const entry = vite ? (await vite.ssrLoadModule("virtual:remix/server-build")).entry : build?.entry;
    entry?.module.startNotificationScheduler?.();
  }
  server.listen(config.PORT, config.HOST, () => {
    if (cluster.isWorker) return;
    console.log(`Fitplate listening on http://localhost:${config.PORT}${dev ? " (development)" : ""}`);
  });

  // Finish requests in flight, close the database pool, then exit (load balancers and the cluster's
  // primary send SIGTERM before replacing a server).
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
      server.close(async () => {
        await build?.entry.module.closeConnections?.();
        await vite?.close();
        process.exit(0);
      });
      server.closeIdleConnections();
    });
  }
}
