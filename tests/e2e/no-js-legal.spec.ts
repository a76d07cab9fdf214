import { expect, test } from "@playwright/test";
import { fitsViewport, startTracking } from "./helpers";

// Issue 26: the hub, the color showcase, Terms and Privacy at 360 px without JavaScript, and
// "Delete my account and data" through its confirming second form.
test.use({ viewport: { width: 360, height: 740 } });

test("without JavaScript, the new pages fit a 360 px phone (axe checks them in a11y.spec.ts)", async ({ page }) => {
  await startTracking(page);
  for (const [url, title] of [
    ["/navigation", "Navigation"],
    ["/colors", "Color System"],
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy"],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(await fitsViewport(page), `${url} fits 360 px`).toBe(true);
  }
  await page.goto("/navigation");
  await expect(page.getByRole("link", { name: /^Visit Page/ })).toHaveCount(8);
  await page.getByRole("link", { name: "Visit Page: AI Form Analysis" }).click();
  await expect(page).toHaveURL(/\/form-analysis$/);
});

test("without JavaScript, Delete my account and data asks once more, then signs out with nothing left", async ({ page }) => {
  const user = await startTracking(page);
  await page.request.post("/api/food-log", { data: { foodId: 9040, quantity: 100, mealType: "snack" } });
  await page.goto("/privacy");
  await page.getByRole("button", { name: "Delete my account and data" }).click();
  await expect(page.getByRole("alert")).toHaveText("Are you sure? Everything will be deleted now, on every device.");
  await page.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(page.getByTestId("toast")).toContainText("Account deleted");
  await expect(page.getByRole("button", { name: "Start tracking" })).toBeVisible();
  expect((await page.request.get(`/api/tracking/${user.id}/${user.today}`)).status()).toBe(401);
});
