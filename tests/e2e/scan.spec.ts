import { expect, test } from "@playwright/test";
import { fitsViewport, startTracking, trackingOf } from "./helpers";
import { kcalOf, platePhoto, SCAN_BASE_URL } from "./scan-helpers";
import { seriousAxeViolations } from "./axe";

test.use({ baseURL: SCAN_BASE_URL });

test("a photo on /scan shows catalogue-grounded foods; corrected grams change the totals; the saved meal is in the diary and today's tracking", async ({
  page,
}) => {
  const user = await startTracking(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scan" }).click();
  await expect(page.getByRole("heading", { name: "Scan", exact: true })).toBeVisible();
  await expect(page.getByTestId("scan-usage")).toHaveText(/5 of 5 free analyses left today/);

  await page
    .getByLabel("Take or choose a photo of your meal")
    .setInputFiles({ name: "plate.jpg", mimeType: "image/jpeg", buffer: await platePhoto() });
  await expect(page.getByRole("img", { name: "Your meal photo, ready to analyze" })).toBeVisible();
  await page.getByRole("button", { name: "Analyze with AI" }).click();
  await expect(page.getByTestId("toast")).toContainText("Analysis Complete!");

  const foods = page.getByTestId("scan-food");
  await expect(foods).toHaveCount(4);
  const chicken = foods.filter({ hasText: "Grilled chicken breast" });
  await expect(chicken.getByLabel("Food")).toContainText(/Chicken.*breast/);
  await expect(chicken.getByText("AI estimate", { exact: true })).toHaveCount(0);
  await expect(foods.filter({ hasText: "Dragon fruit" }).getByText("AI estimate", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "The meal you photographed" })).toBeVisible();
  await expect(page.getByTestId("health-score")).toContainText("/ 100");
  await expect(page.getByTestId("voice-summary-text")).toContainText("This meal has about");

  // doubling the chicken adds its calories again, before anything is saved
  const before = kcalOf(await page.getByTestId("scan-totals").innerText());
  const chickenKcal = kcalOf(await chicken.getByTestId("scan-food-nutrients").innerText());
  await chicken.getByLabel("Grams").fill("300");
  await expect(chicken.getByTestId("scan-food-nutrients")).not.toContainText(`${chickenKcal} kcal`);
  expect(Math.abs(kcalOf(await chicken.getByTestId("scan-food-nutrients").innerText()) - chickenKcal * 2)).toBeLessThanOrEqual(1);
  const after = kcalOf(await page.getByTestId("scan-totals").innerText());
  expect(Math.abs(after - (before + chickenKcal))).toBeLessThanOrEqual(1);

  // the live grams stop at the server's 5000 g, saying so
  await chicken.getByLabel("Grams").fill("9000");
  await expect(chicken.getByText("Quantity must be at most 5000 g")).toBeVisible();
  const capped = kcalOf(await chicken.getByTestId("scan-food-nutrients").innerText());
  expect(Math.abs(capped - (chickenKcal * 5000) / 150)).toBeLessThanOrEqual(35); // 5000 g, not 9000
  await chicken.getByLabel("Grams").fill("300");

  // Save Meal waits for a name and a type
  const save = page.getByRole("button", { name: "Save Meal" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Meal name").fill("Chicken plate");
  await expect(save).toBeDisabled();
  await page.getByLabel("Meal type").selectOption("lunch");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByTestId("toast")).toContainText("Meal Saved!");
  await expect(page.locator("#scan-result")).toHaveCount(0);
  await expect(page.getByTestId("scan-usage")).toHaveText(/4 of 5 free analyses left today/);

  // Back shows the scan as saved, with the way to the diary, and no second save
  await page.goBack();
  await expect(page.getByTestId("scan-saved")).toContainText("This meal is in your diary");
  await expect(page.getByRole("button", { name: "Save Meal" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View in Diary" })).toHaveAttribute("href", "/diary");

  const tracking = (await trackingOf(page, user)) as { totalCalories: number };
  expect(Math.abs(tracking.totalCalories - after)).toBeLessThanOrEqual(1);
  await page.goto("/diary");
  const lunch = page.getByRole("region", { name: "Lunch", exact: true });
  await expect(lunch).toContainText("300 g");
  await expect(lunch).toContainText(/Chicken.*breast/);
  await expect(lunch.getByTestId("diary-meal-name")).toHaveText("Chicken plate");
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Lunch", exact: true }).getByTestId("diary-meal-name")).toHaveText("Chicken plate");
});

test("with JavaScript, removing a food keeps every other row's grams and match", async ({ page }) => {
  await startTracking(page);
  await page.goto("/scan");
  await page
    .getByLabel("Take or choose a photo of your meal")
    .setInputFiles({ name: "plate.jpg", mimeType: "image/jpeg", buffer: await platePhoto() });
  await page.getByRole("button", { name: "Analyze with AI" }).click();
  const foods = page.getByTestId("scan-food");
  await expect(foods).toHaveCount(4);
  await foods.filter({ hasText: "Grilled chicken breast" }).getByLabel("Grams").fill("300");
  await page.getByRole("button", { name: "Remove White rice" }).click();
  await expect(foods).toHaveCount(3);
  await expect(foods.filter({ hasText: "Grilled chicken breast" }).getByLabel("Grams")).toHaveValue("300");
  await expect(foods.filter({ hasText: "Steamed broccoli" }).getByLabel("Grams")).toHaveValue("100");
  await expect(foods.filter({ hasText: "Dragon fruit" }).getByLabel("Food")).toHaveValue("estimate");
});

test("the browser refuses a file that is not an image, or over 5 MB, with the spec's toasts", async ({ page }) => {
  await startTracking(page);
  await page.goto("/scan");
  const input = page.getByLabel("Take or choose a photo of your meal");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(page.getByTestId("toast")).toContainText("Invalid File Type");
  await expect(page.getByTestId("toast")).toContainText("Please select an image file.");
  await input.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByTestId("toast")).toContainText("File Too Large");
  await expect(page.getByTestId("toast")).toContainText("Please select an image smaller than 5MB.");
  await expect(page.getByRole("img", { name: "Your meal photo, ready to analyze" })).toHaveCount(0);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a scan result fits the screen and has no serious or critical axe violations", async ({ page }) => {
    await startTracking(page);
    await page.goto("/scan-enhanced");
    await expect(page.getByRole("heading", { name: "AI Food Scanner" })).toBeVisible();
    await page
      .getByLabel("Take or choose a photo of your meal")
      .setInputFiles({ name: "plate.jpg", mimeType: "image/jpeg", buffer: await platePhoto() });
    await page.getByRole("button", { name: "Analyze with AI" }).click();
    await expect(page.getByTestId("scan-food")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "View Progress" })).toHaveAttribute("href", "/progress");
    await expect(page.getByRole("link", { name: "Scan Again" })).toHaveAttribute("href", "/scan-enhanced");
    await expect(page.getByRole("button", { name: "Log This Meal" })).toBeDisabled();
    expect(await fitsViewport(page)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
