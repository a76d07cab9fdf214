// A page carries the manifest of its own routes only (ADR 0049): the routes of the links on screen
// are asked for once it has hydrated (/__manifest), and a tap on a link whose route the browser has
// not learnt yet asks for it first. Either way the tap navigates in the page, without a reload.
import { expect, test, type Page } from "@playwright/test";
import { startTracking } from "./helpers";

const knownRoutes = (page: Page) =>
  page.evaluate(() => Object.keys((window as unknown as { __remixManifest: { routes: object } }).__remixManifest.routes));

async function hydratedDiary(page: Page) {
  await startTracking(page);
  await page.goto("/diary");
  await expect(page.getByRole("status").first()).not.toHaveClass(/scripting:/); // hydrated
  // Set on this document: still there after the tap only if the tap did not load another document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test("the routes of the links on screen are learnt after hydration, and a tap navigates in the page", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/__manifest") asked.push(...new URL(request.url()).searchParams.getAll("p"));
  });
  await hydratedDiary(page);
  // The page came without it…
  const html = await (await page.request.get("/diary")).text();
  expect(html).toContain('"routes/diary"');
  expect(html).not.toContain('"routes/progress"');
  // …and learnt it from the bottom bar's link.
  await expect.poll(() => knownRoutes(page)).toContain("routes/progress");
  expect(asked).toContain("/progress");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Progress" }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Progress");
  expect(await stillSameDocument(page)).toBe(true);
});

test("a tap on a link whose route is not learnt yet asks for it, then navigates in the page", async ({ page }) => {
  // The links' discovery after hydration is held back, as on a slow network.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/__manifest\?/, async (route) => {
    if (new URL(route.request().url()).searchParams.getAll("p").length > 1) await held;
    await route.continue();
  });
  await hydratedDiary(page);
  expect(await knownRoutes(page)).not.toContain("routes/progress");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Progress" }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Progress");
  expect(await stillSameDocument(page)).toBe(true);
  release();
});

test("when the network fails the tap's requests, the error screen's Try again loads the page as a document", async ({ page }) => {
  await page.route(/\/__manifest\?/, (route) => route.abort());
  await startTracking(page);
  // The diary as a first visit, its stylesheet inline (the cookie that says the file is cached, gone).
  const session = (await page.context().cookies()).filter((cookie) => cookie.name === "__session");
  await page.context().clearCookies();
  await page.context().addCookies(session);
  await page.goto("/diary");
  expect(await page.locator("style#app-css").count()).toBe(1);
  await expect(page.getByRole("status").first()).not.toHaveClass(/scripting:/); // hydrated
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Progress" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  // Still styled: the first visit's inline stylesheet survives the error screen's render.
  expect(await page.getByRole("navigation", { name: "Main" }).evaluate((nav) => getComputedStyle(nav).position)).toBe("fixed");
  // The network is back: Try again is a plain link to the same page, which the server renders whole.
  await page.unroute(/\/__manifest\?/);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Progress");
  expect(await stillSameDocument(page)).toBe(false);
});
