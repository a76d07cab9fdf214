import { expect, test } from "@playwright/test";
import { startTracking, trackingOf } from "./helpers";

test("search, choose, preview and add a food; the day's totals follow", async ({ page }) => {
  const user = await startTracking(page);
  const search = page.getByRole("searchbox", { name: "Search foods" });

  await search.fill("b");
  await expect(page.getByText("Type at least 2 characters to search")).toBeVisible();
  await search.fill("zzqqxx");
  await expect(page.getByText("No foods found")).toBeVisible();
  await expect(page.getByText("Try a different search term")).toBeVisible();

  await search.fill("banana");
  const results = page.getByRole("list", { name: "Search results" }).getByRole("link");
  await expect(results.first()).toContainText("Bananas, raw");
  await results.first().click();

  const preview = page.getByTestId("nutrition-preview");
  await expect(preview).toHaveText("89 kcal · P 1.1 g · C 22.8 g · F 0.3 g");
  const quantity = page.getByLabel("Quantity (g)");
  await quantity.fill("118");
  await expect(preview).toHaveText("105 kcal · P 1.3 g · C 27 g · F 0.4 g");
  await quantity.fill("");
  await quantity.blur();
  await expect(quantity).toHaveValue("1");
  await quantity.fill("118");
  await page.getByLabel("Meal", { exact: true }).selectOption("breakfast");
  await page.getByRole("button", { name: "Add", exact: true }).click();

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Food Added!");
  await expect(toast).toContainText("Bananas, raw has been logged successfully.");
  await expect(page.getByTestId("calories-consumed")).toHaveText("105");
  await expect(search).toHaveValue("");
  await expect(page.getByTestId("nutrition-preview")).toHaveCount(0);
  expect(await trackingOf(page, user)).toMatchObject({
    date: user.today,
    totalCalories: 105,
    totalProtein: 1.3,
    totalCarbs: 27,
    totalFat: 0.4,
  });
  await expect(page.getByTestId("slot-total-breakfast")).toHaveText("105 kcal");

  await page.getByRole("link", { name: "Diary →" }).click();
  await expect(page.getByTestId("slot-total-breakfast")).toHaveText("105 kcal");
  await expect(page.getByTestId("diary-entry").filter({ hasText: "Bananas, raw" })).toContainText("118 g");
  await page.goto("/");

  // one-tap relog from recent foods
  await page.getByRole("button", { name: "Log Bananas, raw again" }).click();
  await expect(page.getByTestId("calories-consumed")).toHaveText("210");
});

test("a household portion sets the grams", async ({ page }) => {
  await startTracking(page);
  await page.getByRole("searchbox", { name: "Search foods" }).fill("banana");
  await page.getByRole("list", { name: "Search results" }).getByRole("link").first().click();
  const portion = page.getByLabel("Portions").getByRole("link").first();
  const label = (await portion.textContent()) ?? "";
  const grams = /\((\d+) g\)$/.exec(label)?.[1];
  await portion.click();
  await expect(page.getByLabel("Quantity (g)")).toHaveValue(grams!);
});

test("the diary edits grams, moves, deletes and undoes", async ({ page }) => {
  const user = await startTracking(page);
  await page.request.post("/api/food-log", { data: { foodId: 9040, quantity: 100, mealType: "lunch" } });
  await page.goto("/diary");
  await expect(page.getByTestId("slot-total-lunch")).toHaveText("89 kcal");

  await page.getByText("Edit Bananas, raw").click();
  await page.getByLabel("Grams").fill("200");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("slot-total-lunch")).toHaveText("178 kcal");
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 178, totalProtein: 2.2 });

  await page.getByText("Edit Bananas, raw").click();
  await page.getByTestId("diary-entry").getByLabel("Meal", { exact: true }).selectOption("dinner");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("slot-total-dinner")).toHaveText("178 kcal");
  await expect(page.getByTestId("slot-total-lunch")).toHaveText("0 kcal");

  await page.getByText("Edit Bananas, raw").click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("toast")).toContainText("Entry deleted");
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 0 });
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("slot-total-dinner")).toHaveText("178 kcal");
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 178 });
});

test("an entry's Edit opens its editor in place, without asking the server, and Cancel closes it (issue 44)", async ({ page }) => {
  await startTracking(page);
  await page.request.post("/api/food-log", { data: { foodId: 9040, quantity: 100, mealType: "lunch" } });
  await page.request.post("/api/food-log", { data: { foodId: 9003, quantity: 150, mealType: "snack" } });
  await page.goto("/diary");
  // A closed editor is a link, not a form: the day's page carries no entry's form until one is opened.
  await expect(page.locator('form[id^="entry-"]')).toHaveCount(0);
  await expect(page.getByRole("status").first()).not.toHaveClass(/scripting:/); // hydrated
  const requests: string[] = [];
  page.on("request", (request) => {
    // Remix asking for the routes of the links on screen (/__manifest, ADR 0049) is not the form's doing.
    if (!/\/assets\/|\/__manifest\?/.test(request.url())) requests.push(`${request.method()} ${request.url()}`);
  });
  await page.getByText("Edit Bananas, raw").click();
  await expect(page.getByLabel("Grams")).toBeFocused();
  await expect(page.getByLabel("Grams")).toHaveValue("100");
  // One editor at a time: opening the apple's closes the banana's.
  await page.getByText("Edit Apples, raw").click();
  await expect(page.getByLabel("Grams")).toHaveValue("150");
  await expect(page.getByText("Edit Bananas, raw")).toBeVisible();
  await page.getByRole("link", { name: "Cancel editing Apples, raw" }).click();
  await expect(page.locator('form[id^="entry-"]')).toHaveCount(0);
  await expect(page.getByText("Edit Apples, raw")).toBeVisible();
  expect(requests).toEqual([]);
  await expect(page).toHaveURL(/\/diary$/);
});

test("a food of my own can be created and logged", async ({ page }) => {
  const user = await startTracking(page);
  await page.goto("/foods");
  await page.getByLabel("Name").fill("Grandma's granola");
  await page.getByLabel("Category").selectOption("grains");
  await page.getByLabel("Calories (kcal)").fill("50");
  await page.getByLabel("Protein (g)").fill("10");
  await page.getByLabel("Carbs (g)").fill("64");
  await page.getByLabel("Fat (g)").fill("20");
  await page.getByRole("button", { name: "Create food" }).click();
  await expect(page.getByText("Calories do not match the macros")).toBeVisible();
  await page.getByLabel("Calories (kcal)").fill("471");
  await page.getByRole("button", { name: "Create food" }).click();
  await expect(page.getByTestId("toast")).toContainText("Food created");
  await expect(page.getByTestId("nutrition-preview")).toHaveText("471 kcal · P 10 g · C 64 g · F 20 g");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("calories-consumed")).toHaveText("471");
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 471 });
});
