// The dependency patches in patches/ (applied by patch-package on npm install, ADR 0023): each is
// for the installed version, and each one's fix is in effect. A version bump that leaves a patch
// behind fails here (and `patch-package --error-on-fail` fails the install).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";

const require = createRequire(import.meta.url);

/** `@remix-run+router+1.23.3.patch` → { name: "@remix-run/router", version: "1.23.3" } */
function patchTarget(file) {
  const match = file.match(/^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/);
  if (!match) throw new Error(`Unexpected patch file name: ${file}`);
  return { name: match[1].replaceAll("+", "/"), version: match[2] };
}

const patchFiles = readdirSync("patches").filter((file) => file.endsWith(".patch"));

describe("patches/", () => {
  it("holds the route-matching fix, and every patch names the upstream fix it ports", () => {
    expect(patchFiles).toContain("@remix-run+router+1.23.3.patch");
    for (const file of patchFiles) expect(readFileSync(`patches/${file}`, "utf8")).toMatch(/[\w-]+\/[\w.-]+#\d+/);
  });

  // A reviewer reads a patch line by line: a hunk in a minified file would show a whole bundle as one line.
  it.each(patchFiles)("%s has no line longer than 300 characters", (file) => {
    const long = readFileSync(`patches/${file}`, "utf8")
      .split("\n")
      .map((line, index) => ({ line: index + 1, length: line.length }))
      .filter(({ length }) => length > 300);
    expect(long).toEqual([]);
  });

  it.each(patchFiles)("%s is applied: every line it adds is in the installed file", (file) => {
    const patch = readFileSync(`patches/${file}`, "utf8");
    const sections = patch.split(/^diff --git /m).slice(1);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const target = section.match(/^\+\+\+ b\/(\S+)/m)?.[1];
      expect(target).toBeTruthy();
      const installed = readFileSync(/** @type {string} */ (target), "utf8");
      const added = section.split("\n").filter((line) => line.startsWith("+") && !line.startsWith("+++") && line.trim() !== "+");
      for (const line of added) expect(installed, `${target} lacks: ${line}`).toContain(line.slice(1));
    }
  });

  it.each(patchFiles)("%s is for the installed version", (file) => {
    const { name, version } = patchTarget(file);
    expect(JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")).version).toBe(version);
  });
});

describe("@remix-run/router (server copy): ranked branches cached per route tree (react-router#14967)", () => {
  const router = require("@remix-run/router");

  it("ranks a tree once: a route added to the same array later is not seen, a new array is", () => {
    const routes = [{ id: "a", path: "/a" }];
    expect(router.matchRoutes(routes, "/a")?.[0]?.route.id).toBe("a");
    routes.push({ id: "b", path: "/b" });
    // Unpatched, every call flattens and ranks the tree again and finds /b.
    expect(router.matchRoutes(routes, "/b")).toBeNull();
    expect(router.matchRoutes([...routes], "/b")?.[0]?.route.id).toBe("b");
  });

  it("compiles each branch's matchers once, with the branch (remix-run/react-router#15186)", () => {
    // Compiling "docs*" warns (it is read as "docs/*"): the warnings count the compilations.
    const routes = [{ id: "root", path: "/", children: [{ id: "docs", path: "docs*" }] }];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (let i = 0; i < 10; i++) expect(router.matchRoutes(routes, "/docs/a")?.at(-1)?.params).toEqual({ "*": "a" });
      // Unpatched, every call compiles every path of the tree again: ten warnings.
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("still matches params, splats and ranking as before", () => {
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "user", path: "users/:userId" },
          { id: "me", path: "users/me" },
          { id: "rest", path: "*" },
        ],
      },
    ];
    const byPath = (/** @type {string} */ path) => router.matchRoutes(routes, path)?.map((/** @type {any} */ m) => [m.route.id, m.params]);
    expect(byPath("/users/7")).toEqual([
      ["root", { userId: "7" }],
      ["user", { userId: "7" }],
    ]);
    expect(byPath("/users/me")).toEqual([
      ["root", {}],
      ["me", {}],
    ]);
    expect(byPath("/x/y")?.at(-1)).toEqual(["rest", { "*": "x/y" }]);
    expect(router.matchPath("/foods/:id", "/foods/12")?.params).toEqual({ id: "12" });
    expect(router.matchPath({ path: "/Foods", caseSensitive: true }, "/foods")).toBeNull();
  });
});

describe("react-router: a data router renders the matches it already has (remix-run/react-router#14971)", () => {
  // The static handler matched the request's routes; rendering them does not match the location again.
  // The context below names a route for the location "/b": unpatched, the render matches "/b" anew.
  // A route that is not in the router's tree (routes replaced since) is matched anew all the same.
  const render = `
    const React = require("react");
    const { renderToString } = require("react-dom/server");
    const { createStaticRouter, StaticRouterProvider } = require("react-router-dom/server");
    const routes = [
      { id: "a", path: "/a", element: React.createElement("p", null, "A") },
      { id: "b", path: "/b", element: React.createElement("p", null, "B") },
    ];
    const location = { pathname: "/b", search: "", hash: "", state: null, key: "default" };
    const base = { basename: "/", location, loaderData: {}, actionData: null, errors: null, statusCode: 200, loaderHeaders: {}, actionHeaders: {}, activeDeferreds: null };
    const [a] = createStaticRouter(routes, { ...base, matches: [] }).routes;
    const stale = { id: "stale", path: "/a", element: React.createElement("p", null, "stale") };
    const route = process.argv[1] === "stale" ? stale : a;
    const context = { ...base, matches: [{ params: {}, pathname: "/a", pathnameBase: "/a", route }] };
    process.stdout.write(renderToString(React.createElement(StaticRouterProvider, { router: createStaticRouter(routes, context), context, hydrate: false })));
  `;
  const run = (/** @type {string} */ mode, /** @type {string} */ route) =>
    spawnSync(process.execPath, ["-e", render, route], { env: { ...process.env, NODE_ENV: mode }, encoding: "utf8" });

  // Both modes load the same readable build: its development checks read NODE_ENV.
  it.each(["production", "development"])("with NODE_ENV=%s", (mode) => {
    const result = run(mode, "tree");
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe("<p>A</p>");
  });

  it("matches again when the matches' route is not in the router's tree", () => {
    expect(run("production", "stale").stdout).toBe("<p>B</p>");
  });

  it("the production server loads the readable build, neither the minified nor the development one", () => {
    const loaded = `require("react-router-dom/server"); process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
    const result = spawnSync(process.execPath, ["-e", loaded], { env: { ...process.env, NODE_ENV: "production" }, encoding: "utf8" });
    const files = /** @type {string[]} */ (JSON.parse(result.stdout)).filter((file) => file.includes("/node_modules/react-router/"));
    expect(files.some((file) => file.endsWith("/react-router/dist/index.js"))).toBe(true);
    expect(files.filter((file) => file.includes("/umd/"))).toEqual([]);
  });
});

describe("@remix-run/react: RemixServer builds the server's route tree once per build (as remix-run/remix#4748 does for the handler's)", () => {
  const { RemixServer } = require("@remix-run/react");
  // One build's manifest and flags: the same objects on every request.
  const manifest = { routes: { root: { id: "root", path: "", hasLoader: false, hasAction: false, module: "/root.js" } } };
  const future = {};

  /** The routes of the static router one render of RemixServer hands to React Router. */
  function renderedRoutes(/** @type {Record<string, unknown>} */ routeModules) {
    const context = {
      manifest,
      routeModules,
      future,
      isSpaMode: false,
      staticHandlerContext: { basename: "/", location: { pathname: "/" }, matches: [], loaderData: {}, actionData: null, errors: null },
    };
    const rendered = RemixServer({ context, url: "http://localhost/" });
    return rendered.props.children[0].props.children.props.children.props.router.routes;
  }

  it("gives the render the same routes for the same route modules, and new ones when a module changes", () => {
    const modules = { root: { default: () => null } };
    const first = renderedRoutes(modules);
    // Unpatched, every render builds a new tree, so React Router converts and ranks it again.
    expect(renderedRoutes({ ...modules })).toBe(first);
    expect(renderedRoutes({ root: { default: () => null } })).not.toBe(first);
  });
});

describe("react-router-dom/server: data routes converted once per route tree", () => {
  it("gives the same data routes for the same tree, and new ones for another tree", () => {
    const { createStaticRouter } = require("react-router-dom/server");
    const routes = [{ id: "root", path: "/", children: [{ id: "page", path: "page" }] }];
    const context = {
      basename: "/",
      location: { pathname: "/page" },
      matches: [],
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
    };
    const first = createStaticRouter(routes, context);
    expect(createStaticRouter(routes, context).routes).toBe(first.routes);
    expect(createStaticRouter([...routes], context).routes).not.toBe(first.routes);
    expect(first.routes[0].children[0].id).toBe("page");
  });
});

describe("@prisma/adapter-pg: a transaction whose COMMIT fails gives its connection back (graphile/crystal#978)", () => {
  const pg = require("pg");
  const { PrismaPg } = require("@prisma/adapter-pg");

  /** A connection whose COMMIT fails as it does when the server restarts mid-transaction. */
  class CommitFailsClient extends EventEmitter {
    connect(/** @type {(error?: Error) => void} */ callback) {
      callback();
    }
    query(/** @type {{ text: string }} */ config) {
      if (config.text === "COMMIT") return Promise.reject(new Error("terminating connection due to administrator command"));
      return Promise.resolve({ fields: [], rows: [], rowCount: 0 });
    }
    end(/** @type {(() => void) | undefined} */ callback) {
      callback?.();
    }
  }

  it("the pool's only slot is free again after the failed COMMIT", async () => {
    const pool = new pg.Pool({ max: 1, connectionTimeoutMillis: 500, Client: CommitFailsClient });
    const adapter = await new PrismaPg(pool).connect();
    const tx = await adapter.startTransaction();
    await expect(tx.executeRaw({ sql: "COMMIT", args: [], argTypes: [] })).rejects.toThrow();
    await tx.commit();
    // Unpatched, the first transaction still holds the only connection: this waits, then times out.
    const next = await adapter.startTransaction();
    await next.rollback();
    await pool.end();
  });
});

describe("@prisma/adapter-better-sqlite3: transactions begin as writers (prisma/orm#25587)", () => {
  const { PrismaBetterSQLite3 } = require("@prisma/adapter-better-sqlite3");
  const Database = require("better-sqlite3");

  it("holds the write lock from BEGIN, so another process's writer waits instead of slipping in", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fitplate-sqlite-"));
    const file = join(dir, "lock.db");
    new Database(file).exec("PRAGMA journal_mode = WAL; CREATE TABLE t (v INTEGER)");
    const adapter = await new PrismaBetterSQLite3({ url: file }).connect();
    const tx = await adapter.startTransaction();
    // The transaction has only begun (no statement yet). Unpatched (a deferred BEGIN), another
    // process takes the write lock here and the transaction's first write after a read is refused.
    const other = spawnSync(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(process.argv[1], { timeout: 0 }); try { db.exec("BEGIN IMMEDIATE"); console.log("took"); } catch (e) { console.log(e.code); }`,
        file,
      ],
      { encoding: "utf8" },
    );
    await tx.rollback();
    await adapter.dispose();
    rmSync(dir, { recursive: true, force: true });
    expect(other.stdout.trim()).toBe("SQLITE_BUSY");
  });
});
