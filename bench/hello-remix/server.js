// Serves the hello-world build the way `remix-serve` does (compression, static assets with the
// same cache headers, then the Remix handler). @remix-run/serve is not installed in this project,
// so this stands in for it with the installed @remix-run/express + express; unlike remix-serve it
// has no per-request morgan log line. Usage: PORT=… HOST=127.0.0.1 node bench/hello-remix/server.js BUILD_DIR
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.argv[2] ?? "bench/hello-remix/build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  build.publicPath,
  express.static(build.assetsBuildDirectory ?? path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.all("*", createRequestHandler({ build, mode: "production" }));

const server = app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? "127.0.0.1", () => {
  console.log(`hello-remix listening on http://${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? 3000}`);
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
    server.closeIdleConnections();
  });
}
