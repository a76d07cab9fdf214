import { createRequire } from "node:module";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { cachedConvertRoutes, cachedCreateServerRoutes, installServerRoutesCache } from "./server-routes-cache.js";

const require = createRequire(import.meta.url);
const { createServerRoutes } = require("@remix-run/react/dist/routes.js");
const { UNSAFE_convertRoutesToDataRoutes: convertRoutesToDataRoutes } = require("@remix-run/router");
const { UNSAFE_mapRouteProperties: mapRouteProperties } = require("react-router");

/** A manifest and route modules shaped like a Remix build's (root layout, index, nested, splat). */
function app() {
  const component = (name) => Object.assign(() => createElement("p", null, name), { displayName: name });
  const manifest = {
    root: { id: "root", path: "", hasLoader: true },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, hasLoader: true },
    "routes/diary": { id: "routes/diary", parentId: "root", path: "diary", hasLoader: true },
    "routes/support": { id: "routes/support", parentId: "root", path: "support" },
    "routes/support.inbox": { id: "routes/support.inbox", parentId: "routes/support", path: "inbox", hasLoader: true },
    "routes/api.foods": { id: "routes/api.foods", parentId: "root", path: "api/foods", hasLoader: true },
    "routes/$": { id: "routes/$", parentId: "root", path: "*" },
  };
  /** @type {Record<string, Record<string, unknown>>} */
  const modules = {
    root: { default: component("App"), Layout: component("Layout"), ErrorBoundary: component("RootError") },
    "routes/_index": { default: component("Home"), handle: { tab: "home" } },
    "routes/diary": { default: component("Diary"), ErrorBoundary: component("DiaryError") },
    "routes/support": { default: component("Support") },
    "routes/support.inbox": { default: component("Inbox") },
    "routes/api.foods": {},
    "routes/$": { default: component("NotFound") },
  };
  return { manifest, modules };
}

const FUTURE = { v3_singleFetch: true };

/** A tree as plain data: each call builds new `loader: () => null` stubs, so functions compare by name. */
function plain(value) {
  if (typeof value === "function") return `function ${value.displayName ?? value.name}`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  return value;
}

describe("cachedCreateServerRoutes", () => {
  it("builds what createServerRoutes builds, once per manifest and modules", () => {
    const { manifest, modules } = app();
    const cached = cachedCreateServerRoutes(createServerRoutes);
    const first = cached(manifest, { ...modules }, FUTURE, false);
    expect(plain(first)).toEqual(plain(createServerRoutes(manifest, { ...modules }, FUTURE, false)));
    // Remix passes a new route-modules object per request, holding the same modules.
    expect(cached(manifest, { ...modules }, FUTURE, false)).toBe(first);
  });

  it("builds again when a module, the future flags, SPA mode or the manifest differ", () => {
    const { manifest, modules } = app();
    const cached = cachedCreateServerRoutes(createServerRoutes);
    const first = cached(manifest, modules, FUTURE, false);
    const changed = { ...modules, "routes/diary": { default: () => null } };
    const second = cached(manifest, changed, FUTURE, false);
    expect(second).not.toBe(first);
    expect(plain(second)).toEqual(plain(createServerRoutes(manifest, changed, FUTURE, false)));
    const fewer = { ...changed };
    delete fewer["routes/$"];
    expect(() => cached(manifest, fewer, FUTURE, false)).toThrow(/routeModule/);
    expect(cached(manifest, changed, { ...FUTURE }, false)).not.toBe(second);
    const spa = cached(manifest, changed, FUTURE, true);
    expect(spa).toHaveLength(1);
    expect(cached(app().manifest, changed, FUTURE, true)).not.toBe(spa);
  });

  it("passes the recursion into children (more arguments) to the original", () => {
    const { manifest, modules } = app();
    const cached = cachedCreateServerRoutes(createServerRoutes);
    const children = cached(manifest, modules, FUTURE, false, "routes/support");
    expect(children.map((route) => route.id)).toEqual(["routes/support.inbox"]);
    expect(cached(manifest, modules, FUTURE, false, "routes/support")).not.toBe(children);
  });
});

describe("cachedConvertRoutes", () => {
  it("converts a tree once and fills each caller's manifest with the same routes by id", () => {
    const { manifest, modules } = app();
    const tree = createServerRoutes(manifest, modules, FUTURE, false);
    const cached = cachedConvertRoutes(convertRoutesToDataRoutes);
    const expectedById = {};
    const expected = convertRoutesToDataRoutes(tree, mapRouteProperties, undefined, expectedById);
    const firstById = {};
    const first = cached(tree, mapRouteProperties, undefined, firstById);
    expect(plain(first)).toEqual(plain(expected));
    expect(plain(firstById)).toEqual(plain(expectedById));
    expect(Object.keys(firstById).sort()).toEqual(Object.keys(manifest).sort());
    const secondById = {};
    expect(cached(tree, mapRouteProperties, undefined, secondById)).toBe(first);
    expect(secondById).not.toBe(firstById);
    expect(secondById).toEqual(firstById);
    expect(secondById.root).toBe(first[0]);
    expect(cached(tree, mapRouteProperties)).toBe(first);
  });

  it("converts again for another tree or another mapRouteProperties; a parent path goes to the original", () => {
    const { manifest, modules } = app();
    const tree = createServerRoutes(manifest, modules, FUTURE, false);
    const cached = cachedConvertRoutes(convertRoutesToDataRoutes);
    const first = cached(tree, mapRouteProperties, undefined, {});
    const other = createServerRoutes(manifest, modules, FUTURE, false);
    expect(cached(other, mapRouteProperties, undefined, {})).not.toBe(first);
    const noElements = (route) => ({ hasErrorBoundary: route.ErrorBoundary != null });
    const another = cached(tree, noElements, undefined, {});
    expect(another).not.toBe(first);
    expect(plain(another)).toEqual(plain(convertRoutesToDataRoutes(tree, noElements, undefined, {})));
    expect(cached(tree, mapRouteProperties, ["0"], {})).not.toBe(first);
  });
});

describe("installServerRoutesCache", () => {
  it("wraps both exports once", () => {
    const remixRoutes = require("@remix-run/react/dist/routes.js");
    const router = require("@remix-run/router");
    const originals = [remixRoutes.createServerRoutes, router.UNSAFE_convertRoutesToDataRoutes];
    try {
      installServerRoutesCache();
      const installed = [remixRoutes.createServerRoutes, router.UNSAFE_convertRoutesToDataRoutes];
      expect(installed.every((fn) => fn.cached === true)).toBe(true);
      installServerRoutesCache();
      expect([remixRoutes.createServerRoutes, router.UNSAFE_convertRoutesToDataRoutes]).toEqual(installed);
    } finally {
      [remixRoutes.createServerRoutes, router.UNSAFE_convertRoutesToDataRoutes] = originals;
    }
  });
});
