// Issue 44: the heavy screens' weight on a low-end phone's main thread, kept from growing back. Each
// screen's element count (style, layout and hydration work all grow with it) stays within its budget,
// and the screens split for hydration keep their boundaries: the cards under the first screenful are
// Suspense boundaries React hydrates in tasks of their own (ui/Card.tsx `belowTheFold`), marked
// `<!--$-->` in the server's HTML. A change that needs more raises the budget in review, not silently.
// Nor do their scripts build Zod schemas at start-up: a form's schemas load when it is first touched
// (ui/useLazyValidation.ts), so no script the page preloads holds Zod's schema classes. And a page
// carries the manifest of its own routes only (ADR 0049): the browser builds and matches a route tree
// of three routes while it hydrates, not of every route the app has. Nor do they hold a native date or
// time control before a press (ui/DateTimeInput.tsx).
import { expect, test, type Page } from "@playwright/test";
import { startTracking } from "./helpers";

/**
 * Elements at most, and hydration boundaries at least (where a screen is split), signed in with a
 * realistic day of 12 entries. The bottom bar's five icons are inline SVG, two elements each: as CSS
 * masks they were fewer elements but an SVG image document each (ui/Icon.tsx).
 */
const BUDGETS: Record<string, { elements: number; boundaries?: number }> = {
  "/": { elements: 300, boundaries: 7 },
  // An entry's closed editor is a link (ui/diary/EntryEditor.tsx): 642 elements before, 426 after.
  "/diary": { elements: 450, boundaries: 11 },
  "/foods": { elements: 165 },
  // One form per list of the exercise library, not one per exercise: 304 elements before, 277 after.
  "/workout": { elements: 285 },
  "/progress": { elements: 255 },
  // The time zone's 400-odd options are on /profile?choose=time-zone: 715 elements before, 291 after.
  "/profile": { elements: 320, boundaries: 5 },
  "/scan": { elements: 95 },
};
/** Zod's schema classes, as its bundle names them. */
const ZOD_SCHEMAS = '"ZodString"';
/** A busy day: 25 entries over the four meals. */
const BUSY_DAY = { entries: 25, elements: 550, boundaries: 11 };

const DAY: [number, number, string][] = [
  [9040, 120, "breakfast"],
  [1077, 200, "breakfast"],
  [8120, 60, "breakfast"],
  [5062, 150, "lunch"],
  [20040, 180, "lunch"],
  [11457, 60, "lunch"],
  [15076, 140, "dinner"],
  [11090, 100, "dinner"],
  [11507, 200, "dinner"],
  [9003, 150, "snack"],
  [12061, 30, "snack"],
  [1256, 170, "snack"],
];

async function logDay(page: Page, entries: number, date?: string) {
  for (let i = 0; i < entries; i++) {
    const [foodId, quantity, mealType] = DAY[i % DAY.length]!;
    const response = await page.request.post("/api/food-log", { data: { foodId, quantity: quantity + i, mealType, date } });
    expect(response.status()).toBe(201);
  }
}

type Weight = { elements: number; boundaries: number; zodScripts: string[]; routes: string[]; nativeDateTimes: number };

/** The routes of the manifest a page carries inline (`window.__remixManifest`, written by Remix's `<Scripts>`). */
function manifestRoutes(html: string): string[] {
  const manifest = html.match(/window\.__remixManifest = (\{[\s\S]*?\});\s*window\.__remixRouteModules/)?.[1];
  expect(manifest, "an inline route manifest").toBeDefined();
  return Object.keys((JSON.parse(manifest!) as { routes: Record<string, unknown> }).routes);
}

async function weigh(page: Page, path: string): Promise<Weight> {
  const html = await (await page.request.get(path)).text();
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
  const zodScripts: string[] = [];
  for (const script of scripts) if ((await (await page.request.get(script)).text()).includes(ZOD_SCHEMAS)) zodScripts.push(script);
  await page.goto(path);
  const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
  // The first native date or time control costs a first visit's style 60–100 ms (ui/DateTimeInput.tsx).
  const nativeDateTimes = await page.locator('input:is([type="date"], [type="time"], [type="datetime-local"])').count();
  return { elements, boundaries: html.split("<!--$-->").length - 1, zodScripts, routes: manifestRoutes(html), nativeDateTimes };
}

test("the heavy screens stay within their element budgets and keep their hydration boundaries", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await startTracking(page);
  await logDay(page, DAY.length);
  const found: Record<string, Weight> = {};
  for (const path of Object.keys(BUDGETS)) found[path] = await weigh(page, path);
  const busyDate = new Date(Date.parse(user.today) - 2 * 86_400_000).toISOString().slice(0, 10);
  await logDay(page, BUSY_DAY.entries, busyDate);
  const busy = await weigh(page, `/diary?date=${busyDate}`);

  for (const [path, budget] of Object.entries(BUDGETS)) {
    expect.soft(found[path]!.elements, `${path}: elements`).toBeLessThanOrEqual(budget.elements);
    expect.soft(found[path]!.boundaries, `${path}: hydration boundaries`).toBeGreaterThanOrEqual(budget.boundaries ?? 0);
    expect.soft(found[path]!.zodScripts, `${path}: scripts with Zod's schemas`).toEqual([]);
    expect.soft(found[path]!.nativeDateTimes, `${path}: native date and time controls before a press`).toBe(0);
    // The root, the screen's route, and Home's (the index of "/", every path's first parent).
    expect.soft(found[path]!.routes.length, `${path}: routes in its manifest (${found[path]!.routes.join(", ")})`).toBeLessThanOrEqual(3);
  }
  expect.soft(busy.elements, "a diary day of 25 entries: elements").toBeLessThanOrEqual(BUSY_DAY.elements);
  expect.soft(busy.boundaries, "a diary day of 25 entries: hydration boundaries").toBeGreaterThanOrEqual(BUSY_DAY.boundaries);
});
