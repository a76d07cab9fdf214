import { expect, test } from "@playwright/test";

test("without JavaScript, Start tracking signs a guest in and shows the toast", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Start tracking" }).click();
  await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Welcome to Fitplate!");
  const response = await page.request.get("/api/user/1");
  expect(response.status()).toBe(403);
});
