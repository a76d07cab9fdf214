import { expect, test } from "@playwright/test";
import { fitsViewport } from "./helpers";

// Issue 26 item 6: the API reference is a server-rendered page, readable without JavaScript on a
// phone, built from the same description as /api/openapi.json.
test.use({ viewport: { width: 360, height: 740 } });

test("without JavaScript, /api/docs lists every operation of /api/openapi.json with its examples", async ({ page }) => {
  const description = (await (await page.request.get("/api/openapi.json")).json()) as { openapi: string; paths: Record<string, object> };
  expect(description.openapi).toBe("3.1.0");
  const operations = Object.values(description.paths).reduce((count, item) => count + Object.keys(item).length, 0);

  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.locator("section[id]")).toHaveCount(operations);
  const logFood = page.locator("section#post-api-food-log");
  await expect(logFood.getByRole("heading", { level: 3 })).toHaveText("POST/api/food-log");
  await logFood.getByText("Request example").click();
  await expect(logFood.getByText('"foodId": 9040')).toBeVisible();
  await expect(logFood.getByRole("cell", { name: "429", exact: true })).toBeVisible();
  expect(await fitsViewport(page), "/api/docs fits 360 px").toBe(true);
});
