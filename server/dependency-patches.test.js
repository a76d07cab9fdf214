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
  // The context below names route "a" for the location "/b": unpatched, the render matches "/b" anew.
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
    const context = { ...base, matches: [{ params: {}, pathname: "/a", pathnameBase: "/a", route: a }] };
    process.stdout.write(renderToString(React.createElement(StaticRouterProvider, { router: createStaticRouter(routes, context), context, hydrate: false })));
  `;

  // Production loads the minified build, development the readable one: both are patched alike.
  it.each(["production", "development"])("with NODE_ENV=%s", (mode) => {
    const result = spawnSync(process.execPath, ["-e", render], { env: { ...process.env, NODE_ENV: mode }, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe("<p>A</p>");
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
