import { expect, test } from "@playwright/test";
import { startTracking, trackingOf } from "./helpers";
import { kcalOf, makePremium, platePhoto, SCAN_BASE_URL } from "./scan-helpers";

test.describe("with an AI model", () => {
  test.use({ baseURL: SCAN_BASE_URL });

  test("without JavaScript, a photo is analyzed, corrected (grams, an added food, a removed one) and saved", async ({ page }) => {
    const user = await startTracking(page);
    await page.goto("/scan");
    await page
      .getByLabel("Take or choose a photo of your meal")
      .setInputFiles({ name: "plate.jpg", mimeType: "image/jpeg", buffer: await platePhoto() });
    await page.getByRole("button", { name: "Analyze with AI" }).click();
    await expect(page.getByTestId("toast")).toContainText("Analysis Complete!");
    const foods = page.getByTestId("scan-food");
    await expect(foods).toHaveCount(4);

    const rice = foods.filter({ hasText: "White rice" });
    const riceKcal = kcalOf(await rice.getByTestId("scan-food-nutrients").innerText());
    const before = kcalOf(await page.getByTestId("scan-totals").innerText());
    await rice.getByLabel("Grams").fill("100");
    await page.getByRole("button", { name: "Update totals" }).click();
    await expect(page.getByTestId("toast")).toContainText("Totals updated");
    const halved = kcalOf(await page.getByTestId("scan-totals").innerText());
    expect(Math.abs(halved - (before - riceKcal / 2))).toBeLessThanOrEqual(1);

    // a missed food, found with the search and added with its grams
    await page.getByLabel("Search foods to add").fill("banana");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByLabel("Grams", { exact: true }).last().fill("118");
    await page.getByRole("list", { name: "Foods to add" }).getByRole("button", { name: "Add Bananas, raw" }).first().click();
    await expect(page.getByTestId("toast")).toContainText("Bananas, raw is now part of this meal.");
    await expect(foods).toHaveCount(5);
    await expect(foods.filter({ hasText: "Added by you" })).toContainText("105 kcal");

    await page.getByRole("button", { name: "Remove Dragon fruit" }).click();
    await expect(foods).toHaveCount(4);

    // saving without a name and a type is refused with the spec's words, nothing saved
    await page.getByRole("button", { name: "Save Meal" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Missing meal information" })).toBeVisible();
    await page.getByLabel("Meal name").fill("Rice bowl");
    await page.getByLabel("Meal type").selectOption("dinner");
    await page.getByRole("button", { name: "Save Meal" }).click();
    await expect(page.getByTestId("toast")).toContainText("Meal Saved!");
    await expect(page.getByTestId("toast")).toContainText("Rice bowl (Dinner");

    const saved = kcalOf((await page.getByTestId("toast").innerText()).replace(/^[^,]*, /, ""));
    const tracking = (await trackingOf(page, user)) as { totalCalories: number };
    expect(tracking.totalCalories).toBe(saved);
    await page.goto("/diary");
    const dinner = page.getByRole("region", { name: "Dinner", exact: true });
    await expect(dinner).toContainText("Bananas, raw");
    await expect(dinner).not.toContainText("Dragon fruit");
  });
});

test("without an AI model, /scan says analysis is not configured and the manual search logs food", async ({ page }) => {
  await startTracking(page);
  await page.goto("/scan");
  await expect(page.getByText("AI analysis is not configured on this server")).toBeVisible();
  await expect(page.getByRole("button", { name: "Analyze with AI" })).toHaveCount(0);
  await page.getByRole("link", { name: "Search foods instead" }).click();
  await page.getByRole("searchbox", { name: "Search foods" }).fill("banana");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("list", { name: "Search results" }).getByRole("link").filter({ hasText: "Bananas, raw" }).first().click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Bananas, raw has been logged successfully.");
  await expect(page).toHaveURL(/\/scan\?method=manual/);
});

test("without JavaScript, barcodes: the free tier sees the upgrade; Premium looks up, adds an unknown product, then finds and logs it", async ({
  page,
}) => {
  const user = await startTracking(page);
  await page.goto("/scan");
  await page.getByRole("link", { name: "Barcode scanner" }).click();
  await expect(page.getByText("Barcode scanning is part of Premium")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/premium");
  expect((await page.request.get("/api/foods/barcode/4006381333931")).status()).toBe(403);

  makePremium(user.id);
  await page.reload();
  await page.getByLabel("Barcode digits").fill("4006381333932");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByRole("alert")).toContainText("last digit does not match");

  await page.getByLabel("Barcode digits").fill("4006381333931");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("No food has barcode 4006381333931 yet")).toBeVisible();
  await page.getByRole("link", { name: "Add this product" }).click();
  await expect(page.getByLabel("Barcode (optional)")).toHaveValue("4006381333931");
  await page.getByLabel("Name", { exact: true }).fill("Crunchy granola");
  await page.getByLabel("Category").selectOption("grains");
  await page.getByLabel("Calories (kcal)").fill("450");
  await page.getByLabel("Protein (g)").fill("10");
  await page.getByLabel("Carbs (g)").fill("60");
  await page.getByLabel("Fat (g)").fill("18");
  await page.getByRole("button", { name: "Create food" }).click();

  await expect(page).toHaveURL(/\/scan\?method=barcode&code=4006381333931/);
  await expect(page.getByText("Crunchy granola", { exact: true })).toBeVisible();
  await page.getByLabel("Quantity (g)").fill("50");
  await page.getByRole("button", { name: "Log food" }).click();
  await expect(page.getByTestId("toast")).toContainText("Crunchy granola has been logged successfully.");
  expect(((await trackingOf(page, user)) as { totalCalories: number }).totalCalories).toBe(225);
  const found = await page.request.get("/api/foods/barcode/4006381333931");
  expect(found.status()).toBe(200);
  expect(((await found.json()) as { name: string }).name).toBe("Crunchy granola");
});

test("without JavaScript, a packaged product Open Food Facts knows is found by its barcode, credited, and logged", async ({ page }) => {
  const user = await startTracking(page);
  makePremium(user.id);
  await page.goto("/scan?method=barcode");
  await page.getByLabel("Barcode digits").fill("3017620422003");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("Nutella", { exact: true })).toBeVisible();
  await expect(page.getByText(/Nutrition data from Open Food Facts .*\(ODbL\)/)).toBeVisible();
  await page.getByLabel("Quantity (g)").fill("15");
  await page.getByRole("button", { name: "Log food" }).click();
  await expect(page.getByTestId("toast")).toContainText("Nutella has been logged successfully.");
  expect(((await trackingOf(page, user)) as { totalCalories: number }).totalCalories).toBe(81); // 539 kcal × 0.15
});
