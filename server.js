// Production and development server: Express around Remix, for compression, static
// caching and the security policies in server/security.js (docs/decisions/0001-express-server.md).
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { loadEnv } from "./app/env-schema.server.js";
import { bodySizeCap, sameOriginWrites, securityHeaders } from "./server/security.js";

const config = loadEnv();

const dev = process.argv.includes("--dev") || process.env.NODE_ENV === "development";
if (!dev) process.env.NODE_ENV ??= "production";

const viteDevServer = dev ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } })) : undefined;

const app = express();
app.disable("x-powered-by");
if (config.TRUST_PROXY) app.set("trust proxy", true);
app.use(compression());
app.use(securityHeaders({ dev }));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  // Other public files (favicon…) have an extension; pages never do, so they skip the disk lookup.
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
}

app.use(sameOriginWrites());
app.use(bodySizeCap());

const build = viteDevServer ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") : await import("./build/server/index.js");

app.all(
  "*",
  createRequestHandler({
    build,
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
  }),
);

const server = app.listen(config.PORT, config.HOST, () => {
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
