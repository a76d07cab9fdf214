import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cachedMatchRoutes, MAX_CACHED_MATCHES } from "./route-match-cache.js";

const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router");

/** A tree like Remix builds from app/routes: a root layout, indexes, params, splats, nesting. */
function tree() {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/diary", path: "diary" },
        { id: "routes/api.meals.$userId", path: "api/meals/:userId" },
        { id: "routes/api.meal-foods.$entryId.restore", path: "api/meal-foods/:entryId/restore" },
        { id: "routes/api.meal-foods.$entryId", path: "api/meal-foods/:entryId" },
        { id: "routes/api.tracking.$userId.$date", path: "api/tracking/:userId/:date" },
        { id: "routes/Case", path: "Case", caseSensitive: true },
        { id: "routes/($lang).about", path: ":lang?/about" },
        {
          id: "routes/support",
          path: "support",
          children: [
            { id: "routes/support._index", index: true },
            { id: "routes/support.inbox", path: "inbox" },
            { id: "routes/support.inbox.$ticketId", path: "inbox/:ticketId" },
          ],
        },
        { id: "routes/api.$", path: "api/*" },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "",
  "/diary",
  "/diary/",
  "/DIARY",
  "/api/meals/42",
  "/api/meals/%E2%9C%93",
  "/api/meal-foods/7/restore",
  "/api/meal-foods/7",
  "/api/tracking/1/2026-11-22",
  "/Case",
  "/case",
  "/about",
  "/fr/about",
  "/support",
  "/support/inbox",
  "/support/inbox/9",
  "/api/unknown/deep",
  "/nothing/here",
  "//double",
];

/** What a match says, with the route named by id and checked to be the caller's own object. */
function describeMatches(matches, routes) {
  const all = new Set();
  const walk = (level) => level.forEach((route) => (all.add(route), route.children && walk(route.children)));
  walk(routes);
  return (
    matches?.map(({ params, pathname, pathnameBase, route }) => ({ params, pathname, pathnameBase, id: route.id, own: all.has(route) })) ??
    null
  );
}

describe("cachedMatchRoutes", () => {
  it("answers exactly what matchRoutes answers, on the same tree and on a fresh tree of the same shape", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    const first = tree();
    for (const pathname of PATHS) {
      for (const location of [pathname, { pathname, search: "?q=1", hash: "#x" }]) {
        const expected = describeMatches(matchRoutes(first, location), first);
        expect(describeMatches(cached(first, location), first)).toEqual(expected); // miss
        expect(describeMatches(cached(first, location), first)).toEqual(expected); // hit
        const fresh = tree();
        expect(describeMatches(cached(fresh, location), fresh)).toEqual(describeMatches(matchRoutes(fresh, location), fresh));
      }
    }
  });

  it("honours the basename and a tree of another shape", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    const routes = tree();
    expect(describeMatches(cached(routes, "/app/diary", "/app"), routes)).toEqual(
      describeMatches(matchRoutes(routes, "/app/diary", "/app"), routes),
    );
    expect(cached(routes, "/diary", "/app")).toBeNull();
    const other = tree();
    other[0].children = other[0].children.filter((route) => route.id !== "routes/diary");
    expect(describeMatches(cached(other, "/diary"), other)).toEqual(describeMatches(matchRoutes(other, "/diary"), other));
    expect(cached(other, "/diary")?.at(-1)?.route.id).toBe("routes/$");
  });

  it("hands out new match objects each time, so a caller's changes do not leak", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    const routes = tree();
    const one = cached(routes, "/api/meals/42");
    one.at(-1).params.userId = "changed";
    expect(cached(routes, "/api/meals/42").at(-1).params.userId).toBe("42");
  });

  it("agrees with matchRoutes on arbitrary paths", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    const segment = fc.constantFrom(
      "api",
      "meals",
      "diary",
      "support",
      "inbox",
      "about",
      "fr",
      "42",
      "%20",
      "",
      "Case",
      "restore",
      "meal-foods",
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const pathname = `/${segments.join("/")}`;
        const routes = tree();
        expect(describeMatches(cached(routes, pathname), routes)).toEqual(describeMatches(matchRoutes(routes, pathname), routes));
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it("stays bounded", () => {
    let calls = 0;
    const cached = cachedMatchRoutes((...args) => (calls++, matchRoutes(...args)));
    const routes = tree();
    for (let i = 0; i <= MAX_CACHED_MATCHES; i++) cached(routes, `/api/meals/${i}`);
    cached(routes, "/api/meals/0");
    expect(calls).toBe(MAX_CACHED_MATCHES + 2); // the cache started over, so /api/meals/0 was computed again
  });
});
