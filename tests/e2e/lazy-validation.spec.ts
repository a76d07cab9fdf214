// Issue 44: a form's Zod schemas load when the member first touches it (ui/useLazyValidation.ts),
// not with the page. Once loaded they check the form in the browser, without a round trip; until
// then (or if they cannot load) the form is posted and the server answers with the same message.
import { expect, test, type Page } from "@playwright/test";
import { startTracking } from "./helpers";

const TOO_FEW = "Calories must be at least 1 kcal";

async function quickAddZero(page: Page) {
  const calories = page.getByLabel("Calories (kcal)");
  await calories.scrollIntoViewIfNeeded();
  await calories.click();
  await calories.fill("0");
  return calories;
}

test("the diary's quick add loads its schema on first touch and checks in the browser", async ({ page }) => {
  await startTracking(page);
  const schemas: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    // A script of the page navigated away from (Home, before /diary) has no body left to read.
    const body = await response.text().catch(() => "");
    if (body.includes('"ZodString"')) schemas.push(response.url());
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/diary");
  await expect(page.getByRole("heading", { name: "Quick add" })).toBeAttached();
  expect(schemas, "no Zod schemas before the form is touched").toEqual([]);

  const calories = await quickAddZero(page);
  await expect.poll(() => schemas.length, { message: "Zod loaded on touch" }).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Quick add", exact: true }).click();
  await expect(page.getByText(TOO_FEW)).toBeVisible();
  await expect(calories).toHaveAttribute("aria-invalid", "true");
  expect(posts, "checked in the browser: nothing posted").toEqual([]);
});

test("until the schema arrives, the quick add is posted and the server answers the same", async ({ page }) => {
  await startTracking(page);
  // The schema's chunk never loads (a flaky network): the form falls back to the server.
  await page.route(/\/assets\/quick-add-input-[\w-]+\.js$/, (route) => route.abort());
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.goto("/diary");
  await quickAddZero(page);
  await page.getByRole("button", { name: "Quick add", exact: true }).click();
  await expect(page.getByText(TOO_FEW)).toBeVisible();
  expect(posts, "posted to the diary's action (Remix's /diary.data)").toContain("/diary.data");
});
