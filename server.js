// Production and development server: Express around Remix, for compression, static caching,
// the security policies in server/security.js, the streaming body cap in server/body-limit.js
// and the timeouts and connection limit in server/connections.js (docs/decisions/0001-express-server.md,
// docs/promises.md). Pages and /api routes take lanes beside Express with the same policies
// (server/lanes.js, docs/decisions/0020-lanes.md); Express serves the files.
import { createServer } from "node:http";
import compression from "compression";
import express from "express";
import { loadEnv, sessionSecrets } from "./app/env-schema.server.js";
import { answerServerError, createApiLane, createPageLane } from "./server/lanes.js";
import { limitRequestBody } from "./server/body-limit.js";
import { applyConnectionLimits } from "./server/connections.js";
import { clientAddress, createRemixHandler } from "./server/remix-handler.js";
import { installRouteMatchCache } from "./server/route-match-cache.js";
import { installServerRoutesCache } from "./server/server-routes-cache.js";
import { noStoreByDefault, pageFormBodies, sameOriginWrites, securityHeaders, servedMethods, validHost } from "./server/security.js";

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

installRouteMatchCache();
installServerRoutesCache();

const viteDevServer = dev ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } })) : undefined;

// One proxy hop is trusted: the client address is the one our proxy saw, not what a client wrote.
const trustProxy = config.TRUST_PROXY;
// Payment forms go to Stripe's hosted checkout (or, with STRIPE_API_BASE, to that server's pages).
const checkoutOrigin = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE).origin : undefined;
// Every answer's policies, in order; the API lane runs the same list.
const policies = [
  // First: every body is counted as it streams, whoever answers the request.
  limitRequestBody(),
  servedMethods(),
  validHost({ trustProxy }),
  compression(),
  securityHeaders({ dev, hsts: config.COOKIE_SECURE, checkoutOrigin }),
  noStoreByDefault(),
];
const build = viteDevServer ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") : await import("./build/server/index.js");
// `ip` feeds the per-IP throttles (app/http/throttle.server.ts).
const getLoadContext = (req, res) => ({ cspNonce: res.locals.cspNonce, ip: clientAddress(req, trustProxy) });

const app = express();
app.disable("x-powered-by");
app.use(policies);

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  // Other public files (favicon…) have an extension; pages never do, so they skip the disk lookup.
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
}

const writePolicies = [sameOriginWrites({ trustProxy }), pageFormBodies()];
app.use(writePolicies);
const remix = createRemixHandler({ build, trustProxy, getLoadContext });
app.all("*", remix);

// Whatever escaped a route: a plain 500, never a stack trace.
app.use((error, _req, res, _next) => answerServerError(res, error));

const lanePolicies = [...policies, ...writePolicies];
const apiLane = createApiLane({ build, policies: lanePolicies, trustProxy, getLoadContext });
const pageLane = createPageLane({ policies: lanePolicies, handler: remix });
// A file has an extension (pages never do); development serves everything but /api through Vite's middleware.
const isFile = (url = "") => /\.[a-z0-9]+$/i.test(url.split("?")[0] ?? "");
// Timeouts are checked every second (Node's default is every 30 s).
const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) =>
  apiLane(req, res, () => (viteDevServer || isFile(req.url) ? app(req, res) : pageLane(req, res))),
);
applyConnectionLimits(server, {
  headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  maxConnections: config.HTTP_MAX_CONNECTIONS,
});
server.listen(config.PORT, config.HOST, () => {
  console.log(`Fitplate listening on http://localhost:${config.PORT}${dev ? " (development)" : ""}`);
});

// Finish requests in flight, then exit (load balancers send SIGTERM before replacing a server).
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
    server.closeIdleConnections();
  });
}
