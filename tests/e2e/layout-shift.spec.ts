// Issue 44: a page that moves while it loads takes the tap meant for what was under the thumb. On a
// low-end phone the server's page is up for seconds before React hydrates it, and a tap in that time
// must land where the member aimed (the kiosk's large screens too). Every layout shift Chromium
// records (the Layout Instability API) from the end of parsing to hydration fails the screen. While
// the document is still being parsed, a frame may be painted inside an element whose text has not
// arrived yet (a right-aligned link at its 64 px minimum, then its width): on a busy machine about
// 1 load in 25 (docs/performance.md, "What moves while a page loads on a busy machine"), each of
// 0.00003–0.002. Those pass while their total stays under PARSING_ALLOWANCE, a twentieth of "good"
// CLS (0.1); once the document is parsed, no shift passes.
import { devices, expect, test, type Browser, type Page } from "@playwright/test";
import { BANANA, logViaApi, startTracking } from "./helpers";

const SCREENS = ["/", "/diary", "/foods", "/workout", "/progress", "/profile", "/scan", "/scan?method=manual"];
const SIZES = {
  phone: devices["Pixel 5"],
  "kiosk 1920×1080": { viewport: { width: 1920, height: 1080 }, hasTouch: true },
  "kiosk 1080×1920": { viewport: { width: 1080, height: 1920 }, hasTouch: true },
};

type Shift = { value: number; sources: string[]; whileParsing: boolean };

const PARSING_ALLOWANCE = 0.005;

async function pageOf(browser: Browser, size: keyof typeof SIZES, baseURL: string) {
  const context = await browser.newContext({ ...SIZES[size], baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    let parsedAt = Infinity;
    document.addEventListener("DOMContentLoaded", () => (parsedAt = performance.now()));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number; sources: { node?: Node | null }[] }[]) {
        const sources = entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : "?"));
        shifts.push({ value: entry.value, sources, whileParsing: entry.startTime < parsedAt });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return page;
}

/** The shifts of one load of `path` that fail it, read once React has hydrated it. */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path);
  // Hydrated: the toast area's classes are the floating ones alone (ui/ToastArea.tsx).
  await expect(page.getByRole("status").first()).not.toHaveClass(/scripting:/);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const whileParsing = shifts.filter((shift) => shift.whileParsing).reduce((sum, shift) => sum + shift.value, 0);
  return whileParsing < PARSING_ALLOWANCE ? shifts.filter((shift) => !shift.whileParsing) : shifts;
}

for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
  test(`nothing on the main screens moves while they load and hydrate (${size})`, async ({ browser, baseURL }) => {
    const page = await pageOf(browser, size, baseURL!);
    await startTracking(page);
    // A day with food in it, so the diary's and Home's meal cards have rows.
    await logViaApi(page, { foodId: BANANA, quantity: 120, mealType: "breakfast" });
    const found: Record<string, Shift[]> = {};
    for (const path of SCREENS) {
      const shifts = await shiftsOf(page, path);
      if (shifts.length > 0) found[path] = shifts;
    }
    expect(found).toEqual({});
    await page.context().close();
  });
}

test("a page that arrives with a toast (a form posted before hydration) does not move when hydrated", async ({ browser, baseURL }) => {
  const page = await pageOf(browser, "phone", baseURL!);
  // Start tracking as a form post: its redirect carries the welcome toast to the next page.
  const started = await page.request.post("/?index", { form: { intent: "start" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(started.status()).toBe(302);
  const shifts = await shiftsOf(page, "/");
  await expect(page.getByTestId("toast")).toContainText("Welcome to Fitplate!");
  expect(shifts).toEqual([]);
  await page.context().close();
});
