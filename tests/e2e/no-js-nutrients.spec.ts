// Issue 39 part 2 without JavaScript: a food's page shows every nutrient per 100 g and per a chosen
// portion, "not measured" where the source has no value; the diary shows the day's totals against
// the Daily Values and says "at least" when an entry lacks one. At 360 px and on a kiosk.
import { expect, test } from "@playwright/test";
import { BANANA, fitsViewport, logViaApi, startTracking } from "./helpers";

const LATTE = 92101900;

test("without JavaScript, a food's page shows its nutrient panel per 100 g and per portion", async ({ page }) => {
  await startTracking(page);
  await page.goto(`/foods/${BANANA}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bananas, raw");
  const panel = page.getByTestId("nutrient-panel");
  const potassium = panel.locator('tr[data-nutrient="potassiumMg"]');
  await expect(potassium.locator('[data-per="100g"]')).toHaveText("358 mg");
  await expect(potassium.locator('[data-per="portion"]')).toHaveText("358 mg"); // 100 g until a portion is chosen
  // SR28 has no caffeine value: unknown, never 0
  await expect(panel.locator('tr[data-nutrient="caffeineMg"] [data-per="portion"]')).toHaveText("not measured");

  await page.getByLabel("Household portion").selectOption({ label: '1 medium (7" to 7-7/8" long) (118 g)' });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(potassium.locator('[data-per="portion"]')).toHaveText("422.4 mg"); // 358 × 1.18
  await expect(panel.locator('tr[data-nutrient="vitaminCMg"] [data-per="portion"]')).toHaveText("10.3 mg"); // 8.7 × 1.18

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await fitsViewport(page)).toBe(true);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: ".cache/nutrients-food-360.png", fullPage: true });
});

test("without JavaScript, the diary shows the day's nutrients against the Daily Values, 'at least' when unknown", async ({ page }) => {
  await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 118, mealType: "breakfast" });
  await logViaApi(page, { foodId: LATTE, quantity: 240, mealType: "breakfast" });
  await page.goto("/diary");
  const day = page.getByTestId("day-nutrients");
  await expect(day.locator('tr[data-nutrient="potassiumMg"]')).toContainText("787.2 mg"); // 422.4 + 364.8
  await expect(day.locator('tr[data-nutrient="potassiumMg"]')).toContainText("17% of 4700 mg");
  const caffeine = day.locator('tr[data-nutrient="caffeineMg"]');
  await expect(caffeine).toContainText("at least 86.4 mg"); // the latte's 36 × 2.4; the banana's unknown
  await expect(caffeine).toContainText("1 of 2 entries not measured");

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await fitsViewport(page)).toBe(true);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: ".cache/nutrients-diary-360.png", fullPage: true });
});
