// Every link leads somewhere (issue 26, item 1): a signed-in member walks every same-origin
// <a href> the app renders, breadth-first from Home, and every path of the spec's route table;
// none answers 404 or 5xx. The dead links redirect for good; an unknown path is 404 for any method.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newMember } from "../helpers/requests";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";

// Spec commercial §2.1 and core §2, with /{product} as /fitplate and the pages the spec links to:
// every screen of the table.
const ROUTE_TABLE = [
  "/",
  "/fitplate",
  "/scan",
  "/scan-enhanced",
  "/progress",
  "/progress-enhanced",
  "/profile",
  "/premium",
  "/premium-enhanced",
  "/premium-enhanced?payment=success",
  "/colors",
  "/workout",
  "/workout-enhanced",
  "/navigation",
  "/support",
  "/payments",
  "/checkout?plan=Premium",
  "/subscribe?plan=Premium",
  "/registration",
  "/onboarding",
  "/terms",
  "/privacy",
  "/integrations",
  "/integrations?category=smart_scale",
  "/ai-meal-planner",
  "/ai-meal-planner?tab=meal-plan",
  "/ai-meal-planner?tab=shopping",
  "/advanced-dashboard",
  "/form-analysis",
  "/ar-nutrition-scanner",
  "/deployment-wizard",
  "/deployment-status",
  "/deploy",
];

const MAX_PAGES = 300;

let server: ServerProcess;
let cookie: string;

beforeAll(async () => {
  if (!HAS_BUILD) return;
  server = await startServer({ RATE_LIMITS: "off" });
  cookie = (await newMember("walker", "Europe/London")).cookie;
}, 60_000);
afterAll(() => server?.stop());

const get = (path: string, redirect: RequestRedirect = "follow") =>
  fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect });

/** The same-origin links of a page: paths with their query, without the fragment. */
function linksOf(html: string, base: string): string[] {
  const links: string[] = [];
  for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = raw!.replace(/&amp;/g, "&");
    if (/^(mailto|tel|javascript):/.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(server.url).origin) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

describe.skipIf(!HAS_BUILD)("the link walk", () => {
  it("finds no link that answers 404 or 5xx, from Home breadth-first", { timeout: 180_000 }, async () => {
    const seen = new Set(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    while (queue.length > 0 && seen.size < MAX_PAGES) {
      const path = queue.shift()!;
      const response = await get(path);
      if (response.status === 404 || response.status >= 500) broken.push(`${path} → ${response.status}`);
      if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) continue;
      for (const link of linksOf(await response.text(), response.url)) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(15);
    expect([...seen]).toEqual(expect.arrayContaining(["/terms", "/privacy", "/navigation", "/colors"]));
  });

  it.each(ROUTE_TABLE)("%s answers 200 with a screen", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<h1[\s>]/);
  });

  it("shows Home at /fitplate", async () => {
    const [home, product] = await Promise.all([get("/"), get("/fitplate")]);
    const title = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
    expect(title(await product.text())).toBe(title(await home.text()));
  });

  it.each([
    ["/food-scan", "/scan"],
    ["/workout-tracker", "/workout"],
  ])("moves %s permanently to %s (any method, query kept)", async (from, to) => {
    const moved = await get(`${from}?mode=manual`, "manual");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`${to}?mode=manual`);
    const posted = await fetch(`${server.url}${from}`, { method: "POST", redirect: "manual", headers: { Cookie: cookie } });
    expect(posted.status).toBe(308);
    expect(posted.headers.get("Location")).toBe(to);
  });

  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"])("answers %s of an unknown page with the 404 Page Not Found", async (method) => {
    const response = await fetch(`${server.url}/no-such-page/deeper`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: method === "GET" ? undefined : "a=1",
    });
    expect(response.status).toBe(404);
    if (method === "GET") expect(await response.text()).toContain("Page Not Found");
  });
});
