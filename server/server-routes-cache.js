// <RemixServer> rebuilds React Router's route objects for every route of the app on each page
// request: createServerRoutes (@remix-run/react) makes one object per route with its components
// and elements, then createStaticRouter converts them into data routes (convertRoutesToDataRoutes,
// @remix-run/router), ~40 routes twice, with the same result every time (≈ 5 % of the signed-in
// Home's server CPU, docs/performance.md part 4). Both are read from their module objects at call
// time, so they are wrapped here: the first builds its tree once per build (same manifest, same
// route modules), the second converts a given tree once and gives each caller its own id → route
// map. Nothing on the server mutates these trees (docs/decisions/0019-route-match-cache.md).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * @typedef {{ id: string, parentId?: string }} ManifestRoute
 * @typedef {Record<string, unknown>} RouteModules
 * @typedef {(manifest: Record<string, ManifestRoute>, routeModules: RouteModules, future: unknown, isSpaMode: boolean, ...rest: unknown[]) => unknown[]} CreateServerRoutes
 * @typedef {(routes: unknown[], mapRouteProperties?: unknown, parentPath?: string[], manifest?: Record<string, unknown>) => unknown[]} ConvertRoutes
 */

/**
 * createServerRoutes, built once per (manifest, route modules, future, SPA mode). Remix passes a
 * new route-modules object per request holding the same modules, so they are compared one by one.
 * Calls with more arguments (the recursion into children) go to the original.
 * @param {CreateServerRoutes} createServerRoutes
 * @returns {CreateServerRoutes}
 */
export function cachedCreateServerRoutes(createServerRoutes) {
  /** @type {WeakMap<object, { modules: RouteModules, future: unknown, isSpaMode: boolean, routes: unknown[] }>} */
  const built = new WeakMap();
  return (manifest, routeModules, future, isSpaMode, ...rest) => {
    if (rest.length > 0 || !manifest || typeof manifest !== "object" || !routeModules) {
      return createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest);
    }
    const entry = built.get(manifest);
    if (entry && entry.future === future && entry.isSpaMode === isSpaMode && sameModules(entry.modules, routeModules)) {
      return entry.routes;
    }
    const routes = createServerRoutes(manifest, routeModules, future, isSpaMode);
    built.set(manifest, { modules: { ...routeModules }, future, isSpaMode, routes });
    return routes;
  };
}

/** @param {RouteModules} a @param {RouteModules} b */
function sameModules(a, b) {
  let count = 0;
  for (const id in b) {
    if (a[id] !== b[id]) return false;
    count += 1;
  }
  return count === Object.keys(a).length;
}

/**
 * convertRoutesToDataRoutes, once per route tree (by identity) and mapRouteProperties; each call
 * still gets its `manifest` filled with the routes by id, as the original does.
 * @param {ConvertRoutes} convert
 * @returns {ConvertRoutes}
 */
export function cachedConvertRoutes(convert) {
  /** @type {WeakMap<object, { mapRouteProperties: unknown, dataRoutes: unknown[], byId: Record<string, unknown> }>} */
  const converted = new WeakMap();
  return (routes, mapRouteProperties, parentPath, manifest) => {
    if (parentPath !== undefined || !Array.isArray(routes)) return convert(routes, mapRouteProperties, parentPath, manifest);
    const entry = converted.get(routes);
    if (entry && entry.mapRouteProperties === mapRouteProperties) {
      if (manifest) Object.assign(manifest, entry.byId);
      return entry.dataRoutes;
    }
    /** @type {Record<string, unknown>} */
    const byId = {};
    const dataRoutes = convert(routes, mapRouteProperties, undefined, byId);
    converted.set(routes, { mapRouteProperties, dataRoutes, byId });
    if (manifest) Object.assign(manifest, byId);
    return dataRoutes;
  };
}

/**
 * Installs both on the module objects, once per process. Only createServerRoutes's trees reach the
 * conversion cache by identity: createStaticHandler converts Remix's own tree once at start-up.
 */
export function installServerRoutesCache() {
  const remixRoutes = require("@remix-run/react/dist/routes.js");
  const router = require("@remix-run/router");
  if (!remixRoutes.createServerRoutes.cached) {
    const cached = cachedCreateServerRoutes(remixRoutes.createServerRoutes);
    Object.defineProperty(cached, "cached", { value: true });
    remixRoutes.createServerRoutes = cached;
  }
  if (!router.UNSAFE_convertRoutesToDataRoutes.cached) {
    const cached = cachedConvertRoutes(router.UNSAFE_convertRoutesToDataRoutes);
    Object.defineProperty(cached, "cached", { value: true });
    router.UNSAFE_convertRoutesToDataRoutes = cached;
  }
}
