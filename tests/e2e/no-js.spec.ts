import { expect, test } from "@playwright/test";
import { startTracking, trackingOf } from "./helpers";

test("without JavaScript, Start tracking signs a guest in and shows the toast", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Start tracking" }).click();
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Welcome to Fitplate!");
  const response = await page.request.get("/api/user/1");
  expect(response.status()).toBe(403);
});

test("without JavaScript, search, choose and add a food", async ({ page }) => {
  const user = await startTracking(page);
  await page.getByRole("searchbox", { name: "Search foods" }).fill("banana");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("list", { name: "Search results" }).getByRole("link").filter({ hasText: "Bananas, raw" }).first().click();
  await expect(page.getByTestId("nutrition-preview")).toHaveText("89 kcal · P 1.1 g · C 22.8 g · F 0.3 g");
  await page.getByLabel("Quantity (g)").fill("118");
  await page.getByLabel("Meal", { exact: true }).selectOption("breakfast");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Bananas, raw has been logged successfully.");
  await expect(page.getByTestId("calories-consumed")).toHaveText("105");
  expect(await trackingOf(page, user)).toEqual({ date: user.today, totalCalories: 105, totalProtein: 1.3, totalCarbs: 27, totalFat: 0.4 });
  await page.goto("/diary");
  await expect(page.getByTestId("slot-total-breakfast")).toHaveText("105 kcal");
});

test("without JavaScript, the diary edits and deletes with undo", async ({ page }) => {
  const user = await startTracking(page);
  await page.request.post("/api/food-log", { data: { foodId: 9040, quantity: 100, mealType: "snack" } });
  await page.goto("/diary");
  await page.getByText("Edit Bananas, raw").click();
  await page.getByLabel("Grams").fill("50");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("slot-total-snack")).toHaveText("45 kcal");
  await page.getByText("Edit Bananas, raw").click();
  await page.getByRole("button", { name: "Delete" }).click();
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 0 });
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("slot-total-snack")).toHaveText("45 kcal");
});
