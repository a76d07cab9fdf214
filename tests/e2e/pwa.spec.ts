// The installable, offline-capable app (issue 26 item 5; docs/decisions/0026-installable-offline-app.md):
// on a phone-sized Chromium the manifest meets the install criteria and the service worker controls
// the page; a food logged offline shows as pending, is sent when the connection returns, and is in
// the diary exactly once; a page opened offline gets the offline page.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { BANANA, logViaApi, startTracking } from "./helpers";

// Service workers are blocked for the other journeys (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: "allow" });

/** A PNG's width and height, read from its IHDR chunk. */
async function pngSize(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const bytes = await response.body();
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Manifest = { [field: string]: unknown; icons: { src: string; sizes: string; type: string; purpose?: string }[] };

test("installable; a food logged offline is pending, then in the diary once", async ({ page, context }) => {
  const user = await startTracking(page);

  const manifestLink = await page.locator('link[rel="manifest"]').getAttribute("href");
  const response = await page.request.get(manifestLink!);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: "Fitplate", start_url: "/", display: "standalone" });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(await pngSize(page.request, icon.src)).toEqual({ width, height });
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  expect(await pngSize(page.request, "/icons/feature-graphic-1024x500.png")).toEqual({ width: 1024, height: 500 });

  // The worker takes control of the page it was installed from (after precaching the app's files:
  // seconds on a loaded CI machine, where 5 s was not always enough).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
  // Chromium's own install check (what its install prompt and Lighthouse's former PWA audit use);
  // a test's browser context is incognito, where Chromium never offers to install.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);

  // A recent food for the quick "log again" button, then a food chosen in the search panel.
  await logViaApi(page, { foodId: BANANA, quantity: 118, mealType: "breakfast" });
  await page.reload();
  await page.getByRole("searchbox", { name: "Search foods" }).fill("apple juice");
  await page.getByRole("list", { name: "Search results" }).getByRole("link").first().click();
  const appleJuice = (await page.locator("#log-food p").first().textContent())!;

  await context.setOffline(true);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Saved offline");
  await page.getByRole("button", { name: "Log Bananas, raw again" }).click();
  const pending = page.getByTestId("pending-log");
  await expect(pending).toHaveCount(2);
  await expect(pending.filter({ hasText: appleJuice })).toContainText("Pending");
  await expect(pending.filter({ hasText: "Bananas, raw" })).toContainText("Pending");
  await expect(page.getByTestId("calories-consumed")).toHaveText("105");

  // Back online: the queue is sent and the day's figures follow.
  await context.setOffline(false);
  await expect(pending).toHaveCount(0);
  await expect(page.getByTestId("calories-consumed")).not.toHaveText("105");

  // A page that cannot be fetched gets the offline page, not the browser's error.
  await context.setOffline(true);
  await page.goto("/diary");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await context.setOffline(false);

  await page.goto(`/diary?date=${user.today}`);
  const entries = page.getByTestId("diary-entry");
  await expect(entries.filter({ hasText: appleJuice })).toHaveCount(1);
  await expect(entries.filter({ hasText: "Bananas, raw" })).toHaveCount(2);

  // Only what is the same for everyone was cached: no page, loader data or /api answer.
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  expect(cached).toContain("/offline.html");
  expect(cached.filter((path) => !/^\/(assets\/|icons\/|favicon\.svg$|manifest\.webmanifest$|offline\.html$)/.test(path))).toEqual([]);
});
