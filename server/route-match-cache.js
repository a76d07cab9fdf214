// Remix 2 matches the URL against the route tree four times per page request (the server
// runtime, the static handler, fog-of-war's partial manifest, <Routes> while rendering), and
// React Router's matchRoutes flattens, ranks and compiles every route's path into a RegExp each
// time: ~14 % of a signed-in Home's server CPU (docs/performance.md). This wraps the exported
// matchRoutes (the three callers outside @remix-run/router read it from the module object at call
// time) with a cache keyed by the tree's shape and the pathname. Two of those callers build a new
// tree of new route objects per request, so a hit rebuilds the matches on the caller's own tree
// from remembered child positions: the answer is what matchRoutes would return, new objects each
// time. docs/decisions/0019-route-match-cache.md; scripts/patch-remix-router.mjs adds the other half.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Entries kept at most (one per route-tree shape × pathname); past it the cache starts over. */
export const MAX_CACHED_MATCHES = 5000;

/** @typedef {{ id?: string, path?: string, index?: boolean, caseSensitive?: boolean, children?: Route[] }} Route */
/** @typedef {{ params: Record<string, string | undefined>, pathname: string, pathnameBase: string, route: Route }} Match */
/** @typedef {{ params: Record<string, string | undefined>, pathname: string, pathnameBase: string, position: number }} Remembered */

/** @type {WeakMap<Route[], string>} */
const shapes = new WeakMap();

/**
 * Everything about a tree that matching reads (path, index, caseSensitive, order, nesting).
 * @param {Route[]} routes
 * @returns {string}
 */
export function shapeOf(routes) {
  let shape = shapes.get(routes);
  if (shape === undefined) {
    shape = routes
      .map(
        (route) =>
          `${route.id ?? ""}|${route.path ?? "\u0000"}|${route.index ? 1 : 0}|${route.caseSensitive ? 1 : 0}[${route.children ? shapeOf(route.children) : ""}]`,
      )
      .join(",");
    shapes.set(routes, shape);
  }
  return shape;
}

/**
 * matchRoutes with the cache in front. Only string locations and `{ pathname }` objects are
 * cached (matching reads nothing else); anything unusual goes straight to the original.
 * @template {(routes: Route[], location: unknown, basename?: string) => Match[] | null} F
 * @param {F} matchRoutes
 * @returns {F}
 */
export function cachedMatchRoutes(matchRoutes) {
  /** @type {Map<string, Remembered[] | null>} */
  const cache = new Map();
  const cached = /** @type {F} */ (
    (routes, location, basename = "/") => {
      const pathname = typeof location === "string" ? location : /** @type {{ pathname?: unknown }} */ (location)?.pathname;
      if (!Array.isArray(routes) || typeof pathname !== "string" || typeof basename !== "string") {
        return matchRoutes(routes, location, basename);
      }
      const key = `${basename}\u0000${pathname}\u0000${shapeOf(routes)}`;
      const remembered = cache.get(key);
      if (remembered !== undefined) return remembered && rebuild(routes, remembered);
      const matches = matchRoutes(routes, location, basename);
      const entry = matches && remember(routes, matches);
      if (entry !== undefined) {
        if (cache.size >= MAX_CACHED_MATCHES) cache.clear();
        cache.set(key, entry);
      }
      return matches;
    }
  );
  return cached;
}

/**
 * @param {Route[]} routes
 * @param {Match[]} matches
 * @returns {Remembered[] | undefined} undefined when the matches are not a chain of children (not cached)
 */
function remember(routes, matches) {
  /** @type {Remembered[]} */
  const remembered = [];
  let level = routes;
  for (const { params, pathname, pathnameBase, route } of matches) {
    const position = level.indexOf(route);
    if (position < 0) return undefined;
    remembered.push({ params: { ...params }, pathname, pathnameBase, position });
    level = route.children ?? [];
  }
  return remembered;
}

/**
 * @param {Route[]} routes
 * @param {Remembered[]} remembered
 * @returns {Match[]}
 */
function rebuild(routes, remembered) {
  let level = routes;
  return remembered.map(({ params, pathname, pathnameBase, position }) => {
    const route = /** @type {Route} */ (level[position]);
    level = route.children ?? [];
    return { params: { ...params }, pathname, pathnameBase, route };
  });
}

/** Installs the cache on @remix-run/router's exports, once per process. */
export function installRouteMatchCache() {
  const router = require("@remix-run/router");
  if (router.matchRoutes.cached) return;
  const cached = cachedMatchRoutes(router.matchRoutes);
  Object.defineProperty(cached, "cached", { value: true });
  router.matchRoutes = cached;
}
