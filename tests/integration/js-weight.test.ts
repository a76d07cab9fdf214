// Issue 25 item 17: the JavaScript budget (bench/README.md), on the production build: `/` loads at
// most 120 KiB gzip-9, and each later screen adds at most 40 KiB to what `/` loaded. Measured by
// the bench's own function (bench/lib/js-weight.ts), without the rest of the bench.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JS_BUDGET_KIB, ROUTE_JS_BUDGET_KIB } from "../../bench/lib/budgets";
import { measureJs } from "../../bench/lib/js-weight";
import { COMPILE_HINT } from "../../scripts/compile-hints";
import { newMember } from "../helpers/requests";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";

// The screens a member opens from Home, the sign-in screens (whose code step once carried the
// phone-number metadata of the registration form), the scanner and the form analysis (whose pose
// model loads only when an analysis starts, so it is not counted here).
const LATER_ROUTES = [
  "/diary",
  "/foods",
  "/workout",
  "/profile",
  "/profile/email",
  "/support",
  "/scan",
  "/form-analysis",
  "/kiosk",
  "/login",
  "/registration",
  "/ar-nutrition-scanner",
];

/** Scripts Home loads: the entry, the framework, zod's core, the kit, root, Home and its parts (its routes' manifest is inline, ADR 0049). */
const HOME_SCRIPT_FILES = 11;

let server: ServerProcess;
let cookie: string;

beforeAll(async () => {
  if (!HAS_BUILD) return;
  server = await startServer({ RATE_LIMITS: "off" }, { readyWithinMs: 45_000 });
  cookie = (await newMember("weigher")).cookie;
}, 60_000);
afterAll(() => server?.stop());

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe.skipIf(!HAS_BUILD)("JavaScript weight", () => {
  it(`loads at most ${JS_BUDGET_KIB} KiB on / for a first visit, and at most ${ROUTE_JS_BUDGET_KIB} KiB more on each later screen`, async () => {
    const first = await measureJs(`${server.url}/`);
    expect(first.failed).toEqual([]);
    expect(kib(first.totalGzip9)).toBeLessThanOrEqual(JS_BUDGET_KIB);

    const home = await measureJs(`${server.url}/`, { headers: { cookie } });
    // The framework and the kit are one file each (docs/decisions/0037), not a file per shared module.
    expect(home.files.length).toBeLessThanOrEqual(HOME_SCRIPT_FILES);
    const loaded = new Set(home.files.map((file) => file.url));
    const added: Record<string, number> = {};
    for (const route of LATER_ROUTES) {
      const page = await measureJs(`${server.url}${route}`, { headers: { cookie } });
      expect(page.pageStatus, route).toBe(200);
      added[route] = kib(page.files.filter((file) => !loaded.has(file.url)).reduce((sum, file) => sum + file.gzip9Bytes, 0));
    }
    expect(Object.entries(added).filter(([, size]) => size > ROUTE_JS_BUDGET_KIB)).toEqual([]);
  }, 60_000);

  // docs/decisions/0050: what a screen runs as it loads is compiled off the main thread as it streams in.
  it("opens every script a screen loads with V8's compile hint", async () => {
    const urls = new Set<string>();
    for (const route of ["/", ...LATER_ROUTES]) {
      for (const file of (await measureJs(`${server.url}${route}`, { headers: { cookie } })).files) urls.add(file.url);
    }
    const unhinted: string[] = [];
    for (const url of urls) if (!(await (await fetch(url)).text()).startsWith(COMPILE_HINT)) unhinted.push(url);
    expect(unhinted).toEqual([]);
  }, 60_000);
});
