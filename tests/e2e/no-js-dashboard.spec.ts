import { expect, test } from "@playwright/test";
import { startTracking } from "./helpers";
import { makePremium } from "./scan-helpers";

test("without JavaScript, the dashboard's period, tabs, +250 ml and Undo all work by links and form posts", async ({ page }) => {
  const user = await startTracking(page);
  makePremium(user.id);
  await page.goto("/advanced-dashboard?period=month");
  await expect(page.getByTestId("metric-energy-in")).toContainText("No data yet");
  const quickActions = page.getByRole("region", { name: "Quick actions" }).getByRole("link");
  await expect(quickActions).toHaveCount(6);
  const targets = await quickActions.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(targets.slice(0, 4)).toEqual(["/scan", "/ai-meal-planner", "/workout", "/form-analysis"]);

  await page.getByRole("button", { name: "+250 ml" }).click();
  await expect(page).toHaveURL(/period=month&tab=overview/);
  await expect(page.getByTestId("metric-hydration-value")).toHaveText("0.25 L");
  await expect(page.getByTestId("goal-water")).toContainText("0.25 L / 2 L");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("metric-hydration")).toContainText("No data yet");

  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Activities" }).click();
  await expect(page).toHaveURL(/period=month&tab=activities/);
  await expect(page.getByRole("heading", { name: "Nutrition timeline" })).toBeVisible();
  await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Week" }).click();
  await expect(page).toHaveURL(/period=week&tab=activities/);
});
