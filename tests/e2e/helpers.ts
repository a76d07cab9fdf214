import { expect, test, type Page } from "@playwright/test";

/**
 * A new guest, signed in through the JSON door in the page's own cookie jar, on Home. The "Start
 * tracking" button itself is the subject of shell.spec.ts and no-js.spec.ts; the other journeys
 * start signed in (one page load instead of two: about a third of a second of CPU each).
 */
export async function startTracking(page: Page): Promise<{ id: number; today: string }> {
  // What the button's hidden field sends: the device's time zone (the host's, as in the browser),
  // or nothing without JavaScript (the server's default).
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const data = javaScript ? { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } : {};
  const started = await page.request.post("/api/auth/guest", { data });
  expect(started.status()).toBe(201);
  const home = await page.goto("/");
  // Once in CI a new guest's Home had no "Today" (the Welcome screen, or an error?): say which.
  await expect(page.getByRole("heading", { name: "Today", exact: true }))
    .toBeVisible()
    .catch(async (error: Error) => {
      const text = await page
        .locator("body")
        .innerText()
        .catch(() => "");
      throw new Error(`${error.message}\nHome answered ${home?.status()} with: ${text.slice(0, 400)}`);
    });
  const response = await page.request.get("/api/session");
  return ((await response.json()) as { user: { id: number; today: string } }).user;
}

export async function trackingOf(page: Page, user: { id: number; today: string }) {
  const response = await page.request.get(`/api/tracking/${user.id}/${user.today}`);
  expect(response.status()).toBe(200);
  return response.json();
}

export const BANANA = 9040;
/** The first "apple juice" result: a long USDA name that must wrap on a 360 px phone. */
export const APPLE_JUICE = 9016;

export async function logViaApi(page: Page, entry: { foodId: number; quantity: number; mealType?: string; date?: string }) {
  const response = await page.request.post("/api/food-log", { data: entry });
  expect(response.status()).toBe(201);
}

export async function createFoodViaApi(page: Page, name: string): Promise<number> {
  const response = await page.request.post("/api/foods", {
    data: { name, category: "snacks", caloriesPer100g: 450, proteinPer100g: 6, carbsPer100g: 65, fatPer100g: 18 },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * True when nothing on the page is wider than the configured viewport (no sideways scrolling).
 * Compared with the configured width: a mobile browser widens its layout viewport to fit wide
 * content, so window.innerWidth would grow with the page.
 */
export async function fitsViewport(page: Page): Promise<boolean> {
  const width = page.viewportSize()!.width;
  return page.evaluate((width) => document.documentElement.scrollWidth <= width, width);
}

/** Heading levels in document order never skip one (h1 → h3). */
export async function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll("h1,h2,h3,h4,h5,h6"), (h) => Number(h.tagName[1])));
}

export function skipsALevel(levels: number[]): boolean {
  return levels.some((level, i) => i > 0 && level > levels[i - 1]! + 1);
}

export async function boxesOverlap(
  a: { boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> },
  b: typeof a,
) {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) return false;
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}
