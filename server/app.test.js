// One request path (issue 21, item 1): a middleware added to the list applies to a page and to an
// /api route alike, in production (the build) and in development (Vite's middleware and
// ssrLoadModule), and whatever escapes a route is a plain 500.
// A database test (tests/setup/test-kinds.ts): the pages it serves read the run's database.
import "../app/db.server";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { builtFiles, createApp, middlewareList, requestLocals } from "./app.js";

const HAS_BUILD = existsSync("build/server/index.js");

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Serves `app` on a free loopback port. @param {import("node:http").RequestListener} app */
async function serve(app) {
  const server = createServer(app);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve(undefined))));
  return `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
}

/** A newcomer's middleware: it marks every answer it sees. */
const marker = () => (/** @type {any} */ _req, /** @type {any} */ res, /** @type {() => void} */ next) => {
  res.setHeader("X-Newcomer", "seen");
  next();
};

/** @param {string} url */
async function expectMarked(url) {
  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get("X-Newcomer")).toBe("seen");
  expect(page.headers.get("Content-Security-Policy")).toMatch(/script-src/);
  expect(await page.text()).toContain("<!DOCTYPE html>");

  const api = await fetch(`${url}/api/session`);
  expect(api.status).toBe(401);
  expect(api.headers.get("X-Newcomer")).toBe("seen");
  expect(await api.json()).toEqual({ error: "Not signed in" });

  const unknown = await fetch(`${url}/api/nothing-here`);
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get("X-Newcomer")).toBe("seen");
}

describe("one middleware list before Remix", () => {
  it.skipIf(!HAS_BUILD)("production: a middleware added to the list sees pages and /api", async () => {
    const build = await import("../build/server/index.js");
    const middleware = middlewareList({ dev: false, trustProxy: false, hsts: false, files: builtFiles() });
    const app = createApp({ middleware: [...middleware, marker()], build, trustProxy: false, mode: "production" });
    await expectMarked(await serve(app));
  });

  it("development: the same list, with Vite's middleware and the build from ssrLoadModule", async () => {
    const { createServer: createVite } = await import("vite");
    const vite = await createVite({ server: { middlewareMode: true, hmr: false }, logLevel: "error" });
    cleanups.push(() => vite.close());
    const middleware = middlewareList({ dev: true, trustProxy: false, hsts: false, files: vite.middlewares });
    const app = createApp({
      middleware: [...middleware, marker()],
      build: () => vite.ssrLoadModule("virtual:remix/server-build"),
      trustProxy: false,
      mode: "development",
    });
    await expectMarked(await serve(app));
  }, 120_000);

  it("answers a plain 500 for an error a middleware passes on, without a stack trace", async () => {
    const fail = () => (/** @type {any} */ _req, /** @type {any} */ _res, /** @type {(e: unknown) => void} */ next) =>
      next(new Error("secret detail"));
    const app = createApp({ middleware: [requestLocals(), fail()], build: /** @type {any} */ ({}), trustProxy: false });
    const original = console.error;
    console.error = () => {};
    try {
      const answer = await fetch(`${await serve(app)}/anything`);
      expect(answer.status).toBe(500);
      expect(await answer.text()).toBe("Internal Server Error\n");
    } finally {
      console.error = original;
    }
  });
});
