import { expect, test } from "@playwright/test";
import { addDays } from "~/modules/dates/calendar";
import { mealSlotFor } from "~/modules/meal/meal-slot";
import { BANANA, boxesOverlap, createFoodViaApi, logViaApi, startTracking, trackingOf } from "./helpers";

test("without JavaScript, Start tracking signs a guest in and shows the toast", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Start tracking" }).click();
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Welcome to Fitplate!");
  const response = await page.request.get("/api/user/1");
  expect(response.status()).toBe(403);
});

test("without JavaScript, a link to a screen opened without a session comes back to it after Start tracking", async ({ page }) => {
  await page.goto("/scan?method=manual");
  await expect(page).toHaveURL(/\/\?redirectTo=%2Fscan%3Fmethod%3Dmanual$/);
  await page.getByRole("button", { name: "Start tracking" }).click();
  await expect(page).toHaveURL(/\/scan\?method=manual$/);
  await expect(page.getByRole("heading", { name: "Scan", exact: true })).toBeVisible();
  // another site is never a place to come back to
  await page.context().clearCookies();
  await page.goto("/?redirectTo=%2F%2Fevil.example%2F");
  await page.getByRole("button", { name: "Start tracking" }).click();
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
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
  expect(await trackingOf(page, user)).toMatchObject({
    date: user.today,
    totalCalories: 105,
    totalProtein: 1.3,
    totalCarbs: 27,
    totalFat: 0.4,
  });
  await page.goto("/diary");
  await expect(page.getByTestId("slot-total-breakfast")).toHaveText("105 kcal");
});

test("without JavaScript, the diary edits and deletes with undo", async ({ page }) => {
  const user = await startTracking(page);
  await page.request.post("/api/food-log", { data: { foodId: 9040, quantity: 100, mealType: "snack" } });
  await page.goto("/diary");
  await expect(page.locator('form[id^="entry-"]')).toHaveCount(0);
  // Edit is a link to the day with that entry's editor open; Cancel, one back to the day.
  await page.getByText("Edit Bananas, raw").click();
  await expect(page).toHaveURL(/[?&]edit=\d+#diary-entry-\d+$/);
  await page.getByRole("link", { name: "Cancel editing Bananas, raw" }).click();
  await expect(page.getByLabel("Grams")).toHaveCount(0);
  await page.getByText("Edit Bananas, raw").click();
  await page.getByLabel("Grams").fill("50");
  await page.getByLabel("Meal", { exact: true }).first().selectOption("lunch");
  await page.getByRole("button", { name: "Save" }).click();
  // one form, one submit: both changes kept
  await expect(page.getByTestId("slot-total-lunch")).toHaveText("45 kcal");
  await expect(page.getByTestId("slot-total-snack")).toHaveText("0 kcal");
  await page.getByText("Edit Bananas, raw").click();
  await page.getByRole("button", { name: "Delete" }).click();
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 0 });
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("slot-total-lunch")).toHaveText("45 kcal");
});

test("without JavaScript, searching on a past day logs to that day", async ({ page }) => {
  const user = await startTracking(page);
  const yesterday = addDays(user.today, -1);
  await page.goto(`/diary?date=${yesterday}`);
  await page.getByRole("searchbox", { name: "Search foods" }).fill("banana");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
  await page.getByRole("list", { name: "Search results" }).getByRole("link").filter({ hasText: "Bananas, raw" }).first().click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Food Added!");
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 0 });
  expect(await trackingOf(page, { ...user, today: yesterday })).toMatchObject({ totalCalories: 89 });
});

test("without JavaScript, toasts sit in the page flow and × dismisses them", async ({ page }) => {
  // Start tracking by its button: its welcome toast is the one looked at.
  await page.goto("/");
  await page.getByRole("button", { name: "Start tracking" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Welcome to Fitplate!");
  expect(await toast.evaluate((el) => getComputedStyle(el.parentElement!).position)).not.toBe("fixed");
  expect(await boxesOverlap(toast, page.getByRole("heading", { level: 1 }))).toBe(false);
  expect(await boxesOverlap(toast, page.getByRole("link", { name: "Diary →" }))).toBe(false);
  await page.getByRole("link", { name: "Dismiss" }).click();
  await expect(toast).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Today");
});

test("without JavaScript, quantities follow one rule: 0 or -5 g is refused and said, not logged as 1 g", async ({ page }) => {
  const user = await startTracking(page);
  for (const quantity of ["0", "-5"]) {
    await page.goto(`/diary?q=banana&food=${BANANA}`);
    await page.getByLabel("Quantity (g)").fill(quantity);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Quantity must be a number of grams: a whole number, minimum 1")).toBeVisible();
  }
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 0 });
});

test("without JavaScript, an over-long search says what is wrong and keeps the text", async ({ page }) => {
  await startTracking(page);
  const long = "banana ".repeat(16).trim();
  await page.getByRole("searchbox", { name: "Search foods" }).fill(long);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert")).toHaveText("Search term must be at most 100 characters");
  await expect(page.getByRole("searchbox", { name: "Search foods" })).toHaveValue(long);
});

test("without JavaScript, a failed add on Home shows its error", async ({ page }) => {
  await startTracking(page);
  const foodId = await createFoodViaApi(page, "Vanishing test cookie");
  await page.goto(`/?q=vanishing&food=${foodId}`);
  expect((await page.request.delete(`/api/foods/${foodId}`)).status()).toBe(200);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Food not found");
});

test("without JavaScript, deleting a custom food asks first and names it; duplicates are refused", async ({ page }) => {
  await startTracking(page);
  await createFoodViaApi(page, "Oat cookies");
  await page.goto("/foods");
  await page.getByRole("link", { name: "Delete Oat cookies" }).click();
  await expect(page.getByText("Delete Oat cookies?")).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("link", { name: "Oat cookies", exact: true })).toBeVisible();

  // the same food again is refused with a message
  await page.getByLabel("Name").fill("Oat cookies");
  await page.getByLabel("Category").selectOption("snacks");
  for (const [label, value] of [
    ["Calories (kcal)", "450"],
    ["Protein (g)", "6"],
    ["Carbs (g)", "65"],
    ["Fat (g)", "18"],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole("button", { name: "Create food" }).click();
  await expect(page.getByRole("alert")).toContainText("You already have “Oat cookies” with these values");

  await page.goto("/foods");
  await page.getByRole("link", { name: "Delete Oat cookies" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByTestId("toast")).toContainText("Oat cookies was deleted");
  await expect(page.getByText("You have not created any foods yet.")).toBeVisible();
});

test("without JavaScript, a log form posted twice (a retry after a lost answer) logs once", async ({ page }) => {
  const user = await startTracking(page);
  await page.goto(`/?q=banana&food=${BANANA}`);
  const form = page.locator("form#log-food");
  const key = await form.locator('input[name="idempotencyKey"]').inputValue();
  expect(key).not.toBe("");
  const fields = { intent: "log-food", foodId: String(BANANA), quantity: "100", mealType: "snack", idempotencyKey: key };
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await page.request.post("/?index", { form: fields, maxRedirects: 0 });
    expect(response.status()).toBe(302);
  }
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 89 });
  // a new page carries a new key
  await page.reload();
  expect(await form.locator('input[name="idempotencyKey"]').inputValue()).not.toBe(key);
});

test("without JavaScript, a recent food's + logs it again with the same grams", async ({ page }) => {
  const user = await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 118, mealType: "breakfast" });
  await page.reload();
  await page.getByRole("region", { name: "Recent foods" }).getByRole("button", { name: "Log Bananas, raw again" }).click();
  await expect(page.getByTestId("toast")).toContainText("Bananas, raw has been logged successfully.");
  await expect(page.getByTestId("calories-consumed")).toHaveText("210");
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 210 });
  // Into the slot of the time of day (the guest's zone is UTC without JavaScript).
  const slot = mealSlotFor(new Date(), "UTC");
  await expect(page.getByTestId(`slot-total-${slot}`)).toHaveText(slot === "breakfast" ? "210 kcal" : "105 kcal");
});
