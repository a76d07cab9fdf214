import { expect, test } from "@playwright/test";
import { BANANA, logViaApi, startTracking } from "./helpers";
import { makePremium } from "./scan-helpers";

test("with JavaScript, the advanced dashboard is premium, shows your own figures, and +250 ml logs water with Undo", async ({ page }) => {
  const user = await startTracking(page);
  await page.goto("/advanced-dashboard");
  await expect(page.getByTestId("upgrade-prompt")).toContainText("Advanced analytics are part of Premium");

  makePremium(user.id);
  await logViaApi(page, { foodId: BANANA, quantity: 200, mealType: "breakfast" });
  await page.reload();
  await expect(page.getByTestId("metric-energy-in-value")).toHaveText("178 kcal");
  await expect(page.getByTestId("metric-hydration")).toContainText("No data yet");

  await page.getByRole("button", { name: "+250 ml" }).click();
  await expect(page.getByTestId("toast")).toContainText("Water logged");
  await expect(page.getByTestId("metric-hydration-value")).toHaveText("0.25 L");
  await page.getByTestId("toast").getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("metric-hydration")).toContainText("No data yet");

  await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Year" }).click();
  await expect(page).toHaveURL(/period=year/);
  await expect(page.getByTestId("metric-energy-in")).toContainText("1 of 365 days");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "AI features" }).click();
  await expect(page.getByTestId("ai-meal-scan")).toContainText("Not enough data yet");
});
