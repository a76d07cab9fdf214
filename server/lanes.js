// The lanes beside Express (docs/decisions/0020-lanes.md). The same policies run, as plain Node
// middleware in the same order, without Express's router, request and response decoration:
// - the API lane: a request for an /api route also skips Remix's request handler; the route
//   module's own loader (GET, HEAD) or action (other methods) answers, with the arguments Remix
//   gives it. The JSON doors cost a fraction of a page, so the machinery around them was most of
//   their time (docs/performance.md, part 5);
// - the page lane: pages go straight to the Remix handler.
// Files (assets, favicon) and development (Vite's middleware) stay with Express.
import { createRequire } from "node:module";
import { createRemixRequest, requestUrl, sendRemixResponse } from "./remix-handler.js";

// The CommonJS copy, patched and wrapped with the match cache (ADR 0019); read at call time.
const router = createRequire(import.meta.url)("@remix-run/router");

/** Route modules whose id starts with this serve /api paths (the flat-route files `api.*.ts`). */
const API_ROUTE_PREFIX = "routes/api.";

/** @typedef {{ loader?: Function, action?: Function, default?: unknown, ErrorBoundary?: unknown }} RouteModule */
/** @typedef {{ id: string, path?: string, index?: boolean, caseSensitive?: boolean, module: RouteModule, children: RouteTree[] }} RouteTree */
/** @typedef {(req: import("node:http").IncomingMessage, res: any, next: (error?: unknown) => void) => void} Middleware */

/** @type {WeakMap<object, RouteTree[]>} */
const treeByBuild = new WeakMap();

/** @param {Record<string, any>} manifest @param {string | undefined} parentId @returns {RouteTree[]} */
function childrenOf(manifest, parentId) {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      module: route.module,
      children: childrenOf(manifest, route.id),
    }));
}

/**
 * The build's route tree, built once per build (the same array every request, so the route
 * matching caches of ADR 0019 hit), for `matchRoutes` to rank and match exactly as Remix does.
 * @param {{ routes: Record<string, any> }} build
 */
export function routeTree(build) {
  let tree = treeByBuild.get(build);
  if (!tree) {
    tree = childrenOf(build.routes, undefined);
    treeByBuild.set(build, tree);
  }
  return tree;
}

/**
 * The /api resource route (a module without UI) a path leads to, as Remix would pick it, or null.
 * @param {{ routes: Record<string, any> }} build @param {string} pathname
 */
export function matchApiRoute(build, pathname) {
  const match = router.matchRoutes(routeTree(build), pathname)?.at(-1);
  if (!match || !match.route.id.startsWith(API_ROUTE_PREFIX)) return null;
  const { module } = match.route;
  return module.default || module.ErrorBoundary ? null : { module, params: match.params };
}

/** Runs connect-style middleware in order; `done` once all called next(), never if one answered. */
function runMiddleware(/** @type {Middleware[]} */ list, req, res, /** @type {(error?: unknown) => void} */ done) {
  let index = 0;
  const next = (/** @type {unknown} */ error) => {
    if (error !== undefined) return done(error);
    const middleware = list[index++];
    if (!middleware) return done();
    try {
      middleware(req, res, next);
    } catch (thrown) {
      done(thrown);
    }
  };
  next();
}

/** Remix's own test (`isResponse`): a Response from any realm. */
function isResponse(value) {
  return value != null && typeof value.status === "number" && typeof value.statusText === "string" && typeof value.headers === "object";
}

const unexpected = () => Response.json({ error: "Unexpected Server Error" }, { status: 500 });

/**
 * Calls the route's loader or action as Remix does for a resource route: a returned or thrown
 * Response is the answer; anything else thrown is logged and answered 500 `{ "error" }`.
 * @param {RouteModule} module @param {{ request: Request, params: Record<string, string | undefined>, context: unknown }} args
 */
async function answer(module, args) {
  const handler = args.request.method === "GET" || args.request.method === "HEAD" ? module.loader : module.action;
  try {
    const result = await handler?.(args);
    return isResponse(result) ? result : Response.json(result ?? null);
  } catch (thrown) {
    if (isResponse(thrown)) return thrown;
    console.error(thrown);
    return unexpected();
  }
}

/**
 * @param {{
 *   build: object | (() => Promise<any>),
 *   policies: Middleware[],
 *   trustProxy: boolean,
 *   getLoadContext: (req: import("node:http").IncomingMessage, res: any) => unknown,
 * }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, fallback: () => void) => void}
 *   answers an /api request itself, or calls `fallback` (Express) for anything else
 */
export function createApiLane({ build, policies, trustProxy, getLoadContext }) {
  return (req, res, fallback) => {
    if (!req.url?.startsWith("/api")) return fallback();
    void (async () => {
      const currentBuild = typeof build === "function" ? await build() : build;
      let url;
      try {
        url = requestUrl(req, trustProxy);
      } catch {
        return fallback(); // an unparsable URL: Express and the policies answer it
      }
      const match = matchApiRoute(currentBuild, url.pathname);
      const method = req.method === "GET" || req.method === "HEAD" ? "loader" : "action";
      if (!match?.module[method]) return fallback(); // Remix's own answer (404 page, 405)
      const { module, params } = match;
      const response = /** @type {any} */ (res);
      response.locals = {};
      runMiddleware(policies, req, res, (error) => {
        if (error !== undefined) {
          console.error(error);
          if (!res.headersSent) return void sendRemixResponse(res, unexpected());
          return void res.destroy();
        }
        // Reads answer in a millisecond or two: only writes (an analysis, an import) learn that the client left.
        const request = createRemixRequest(req, response, url, { abortable: method === "action" });
        Promise.resolve(getLoadContext(req, res))
          .then((context) => answer(module, { request, params, context }))
          .then((answered) => sendRemixResponse(res, answered))
          .catch((thrown) => {
            console.error(thrown);
            res.destroy();
          });
      });
    })().catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
}

/**
 * Whatever escaped a page's handler: logged, and a plain 500 (never a stack trace); an answer
 * already under way is cut off.
 * @param {import("node:http").ServerResponse} res @param {unknown} error
 */
export function answerServerError(res, error) {
  console.error(error);
  if (res.headersSent) return void res.destroy();
  res.statusCode = 500;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end("Internal Server Error\n");
}

/**
 * Pages: the policies, then the Remix handler; whatever escapes it is a plain 500.
 * @param {{ policies: Middleware[], handler: (req: any, res: any, next: (error: unknown) => void) => void }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function createPageLane({ policies, handler }) {
  return (req, res) => {
    const fail = (/** @type {unknown} */ error) => answerServerError(res, error);
    /** @type {any} */ (res).locals = {};
    runMiddleware(policies, req, res, (error) => (error === undefined ? handler(req, res, fail) : fail(error)));
  };
}
