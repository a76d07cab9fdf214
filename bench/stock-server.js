// The "stock" server of docs/performance.md: the app's build served the way a plain Remix 2 app is,
// through Express and @remix-run/express's request handler, with the same policy list as
// server/app.js in front. Used by BENCH_COMPARE from a checkout whose node_modules has no patches
// (see docs/performance.md, "Reproduce"): there it replaces server.js.
import { createRequestHandler } from "@remix-run/express";
import express from "express";
import { loadEnv } from "./app/env-schema.server.js";
import { builtFiles, middlewareList } from "./server/app.js";
import { clientAddress } from "./server/remix-handler.js";

const config = loadEnv();
const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use(middlewareList({ dev: false, trustProxy: false, hsts: false, files: builtFiles() }));
app.all(
  "*",
  createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, ip: clientAddress(req, false) }),
  }),
);
const server = app.listen(config.PORT, config.HOST);
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
