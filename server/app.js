// The one request path (docs/decisions/0023-one-request-path.md), the same in development and
// production: a list of connect-style middleware `(req, res, next)`, in order, then Remix's request
// handler for every page and every /api route. Development differs only in the files step (Vite's
// middleware instead of the built assets) and in where the build comes from.
import compression from "compression";
import connect from "connect";
import Negotiator from "negotiator";
import { existsSync, readdirSync } from "node:fs";
import { extname, relative, resolve, sep } from "node:path";
import serveStatic from "serve-static";
import { limitRequestBody } from "./body-limit.js";
import { clientAddress, createRemixHandler } from "./remix-handler.js";
import {
  DOCUMENT_POLICY_HEADERS,
  noStoreByDefault,
  pageFormBodies,
  unmatchableApiPaths,
  sameOriginWrites,
  securityHeaders,
  servedMethods,
  validHost,
} from "./security.js";

/** @typedef {import("connect").NextHandleFunction} Middleware */

/** `res.locals`: what a middleware hands to the ones after it (the CSP nonce, the capped body). */
export function requestLocals() {
  /** @type {Middleware} */
  return (_req, res, next) => {
    /** @type {any} */ (res).locals = {};
    next();
  };
}

/** A script or style file, or its compressed copy (scripts/compress-assets.ts). */
const HASHED_ASSET_FILE = /\.(js|css)(\.br|\.gz)?$/;

// A file has an extension; pages and /api paths never do, so they skip the disk lookup.
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The built client files (build/client); serve-static names the type (the manifest's is
 * application/manifest+json). Hashed assets (assets/) are cached a year; the service worker
 * (sw.js, whose scope is the whole site) is checked on every load, so a new version is found at
 * once; other public files (favicon, icons, manifest, offline page) are cached an hour.
 * @param {string} [folder]
 */
export function builtFiles(folder = "build/client") {
  const assets = resolve(folder, "assets") + sep;
  const serviceWorker = resolve(folder, "sw.js");
  const files = serveStatic(folder, {
    index: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      if (path === serviceWorker) {
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("Service-Worker-Allowed", "/");
      } else {
        res.setHeader("Cache-Control", path.startsWith(assets) ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      }
      // A page's hashed scripts and styles are governed by the page: its document policies would add
      // ~900 bytes of headers to each of the 15–30 files a page loads. They keep nosniff (and HSTS).
      if (path.startsWith(assets) && HASHED_ASSET_FILE.test(path)) for (const name of DOCUMENT_POLICY_HEADERS) res.removeHeader(name);
    },
  });
  const precompressed = precompressedAssets(folder);
  /** @type {Middleware} */
  return (req, res, next) => {
    const [pathname = "", query] = (req.url ?? "").split("?");
    if (!FILE_PATH.test(pathname)) return next();
    const copy = precompressed(req, pathname);
    if (copy) res.setHeader("Vary", "Accept-Encoding");
    if (!copy?.encoding) return files(req, res, next);
    res.setHeader("Content-Encoding", copy.encoding);
    res.setHeader("Content-Type", copy.type);
    req.url = pathname + copy.suffix + (query === undefined ? "" : `?${query}`);
    files(req, res, next);
  };
}

const ENCODINGS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];
/** The types of the files `npm run build` compresses beforehand: hashed scripts and styles, and the on-device models' files. */
const PRECOMPRESSED_TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".data": "application/octet-stream",
  ".tflite": "application/octet-stream",
};
/** The folders of build/client whose files have compressed copies (scripts/compress-assets.ts). */
const PRECOMPRESSED_FOLDERS = ["assets", "models"];

/** Every file below `dir`, as paths relative to `base` with forward slashes. */
function filesBelow(dir, base) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = resolve(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full, base) : [relative(base, full).split(sep).join("/")];
  });
}

/**
 * The files that `npm run build` compressed beforehand (scripts/compress-assets.ts: hashed assets,
 * and the models' big files): for a request that accepts one of their encodings, the file to send
 * instead, so no request compresses them again (compression() leaves an answer that already has a
 * Content-Encoding alone). Null for a file without compressed copies; `encoding` null when the
 * client accepts none of them.
 * @param {string} folder
 * @returns {(req: import("node:http").IncomingMessage, pathname: string) => { encoding: string | null, suffix: string, type: string } | null}
 */
export function precompressedAssets(folder) {
  const base = resolve(folder);
  const present = new Set(PRECOMPRESSED_FOLDERS.flatMap((name) => filesBelow(resolve(base, name), base)));
  return (req, pathname) => {
    const name = pathname.slice(1);
    const type = PRECOMPRESSED_TYPES[/** @type {keyof typeof PRECOMPRESSED_TYPES} */ (extname(name))];
    if (!type) return null;
    const available = ENCODINGS.filter(({ suffix }) => present.has(name + suffix));
    if (available.length === 0) return null;
    const names = available.map(({ encoding }) => encoding);
    const chosen = new Negotiator(req).encoding([...names, "identity"], names);
    const found = available.find(({ encoding }) => encoding === chosen);
    return found ? { ...found, type } : { encoding: null, suffix: "", type };
  };
}

/**
 * The middleware every request passes, in order. Add a policy here and it applies to pages, /api
 * and files alike, in both modes.
 * @param {{
 *   dev: boolean,
 *   trustProxy: boolean,
 *   appUrl?: string,
 *   hsts: boolean,
 *   checkoutOrigin?: string,
 *   files: Middleware,
 * }} options appUrl: the public origin (APP_URL), the only Host served when set; files: Vite's middleware in development, else the built files
 * @returns {Middleware[]}
 */
export function middlewareList({ dev, trustProxy, appUrl, hsts, checkoutOrigin, files }) {
  return [
    requestLocals(),
    // First policy: every body is counted as it streams, whoever answers the request.
    limitRequestBody(),
    servedMethods(),
    validHost({ trustProxy, appUrl }),
    compression(),
    securityHeaders({ dev, hsts, checkoutOrigin }),
    noStoreByDefault(),
    files,
    sameOriginWrites({ trustProxy, appUrl, secureCookies: hsts }),
    pageFormBodies(),
    unmatchableApiPaths(),
  ];
}

/**
 * Whatever escaped the handler: logged, and a plain 500 (never a stack trace); an answer already
 * under way is cut off.
 * @type {import("connect").ErrorHandleFunction}
 */
export function answerServerError(error, _req, res, _next) {
  console.error(error);
  if (res.headersSent) return void res.destroy();
  res.statusCode = 500;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end("Internal Server Error\n");
}

/**
 * The app: the middleware list, then Remix answers everything that is left.
 * @param {{
 *   middleware: Middleware[],
 *   build: import("@remix-run/node").ServerBuild | (() => Promise<import("@remix-run/node").ServerBuild>),
 *   trustProxy: boolean,
 *   mode?: string,
 * }} options
 */
export function createApp({ middleware, build, trustProxy, mode }) {
  const app = connect();
  for (const step of middleware) app.use(step);
  // `ip` feeds the per-IP throttles (app/http/throttle.server.ts).
  const getLoadContext = (/** @type {any} */ req, /** @type {any} */ res) => ({
    cspNonce: res.locals.cspNonce,
    ip: clientAddress(req, trustProxy),
  });
  app.use(createRemixHandler({ build, trustProxy, mode, getLoadContext }));
  app.use(answerServerError);
  return app;
}
