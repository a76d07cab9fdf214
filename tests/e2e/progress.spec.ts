import { expect, test } from "@playwright/test";
import { BANANA, logViaApi, startTracking } from "./helpers";
import { makePremium } from "./scan-helpers";
import { seriousAxeViolations } from "./axe";

function daysBefore(today: string, n: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

test("after logging on three days, /progress shows the averages and Consistent Tracker earned", async ({ page }) => {
  const user = await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 200, mealType: "breakfast", date: user.today });
  await logViaApi(page, { foodId: BANANA, quantity: 300, mealType: "lunch", date: daysBefore(user.today, 1) });
  await logViaApi(page, { foodId: BANANA, quantity: 300, mealType: "dinner", date: daysBefore(user.today, 3) });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Progress" }).click();
  await expect(page.getByRole("heading", { name: "Progress", level: 1 })).toBeVisible();
  // 178 + 267 + 267 = 712 kcal over 3 logged days
  await expect(page.getByTestId("average-calories")).toHaveText("237");
  await expect(page.getByTestId("logged-days")).toContainText("Over 3 logged days");
  await expect(page.getByTestId("today-calories")).toHaveText("178");
  await expect(page.getByTestId("today-percent")).toHaveText("9 % of your daily goal");
  await expect(page.getByTestId("achievement-consistent-tracker")).toContainText("Earned");
  await expect(page.getByTestId("achievement-first-scan")).toContainText("Earned");
  await expect(page.getByTestId("achievement-balanced-eater")).toContainText("Not yet");
  await expect(page.getByTestId("upgrade-prompt").getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/premium");

  await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Month" }).click();
  await expect(page).toHaveURL(/period=month/);
  await expect(page.getByTestId("average-calories")).toHaveText("237");

  // the tabbed shell: Progress → Profile → Home
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
});

test("profile save with JavaScript: field errors, then Profile Updated! and Home's goal follows", async ({ page }) => {
  await startTracking(page);
  await page.goto("/profile");
  await page.getByLabel("Age").fill("12");
  await page.getByLabel("Daily calorie goal (kcal)").fill("1800");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Age must be between 13 and 120")).toBeVisible();
  await page.getByLabel("Age").fill("34");
  await page.locator("label", { hasText: "Vegan" }).click();
  await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile Updated!");
  await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  await page.goto("/");
  await expect(page.getByText("/ 1800 kcal")).toBeVisible();
});

test("/progress, /progress-enhanced and /profile have no serious or critical axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 150, mealType: "breakfast" });
  for (const url of ["/progress", "/progress?period=year", "/progress-enhanced", "/profile"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page, url)).toEqual([]);
  }
});

test("with JavaScript, exporting with From after To says so on /progress-enhanced and stays there", async ({ page }) => {
  const user = await startTracking(page);
  makePremium(user.id);
  await page.goto("/progress-enhanced#export-data");
  const form = page.locator("#export-data-form");
  await form.getByLabel("From").fill(user.today);
  await form.getByLabel("To").fill(daysBefore(user.today, 1));
  await form.getByRole("button", { name: "Export Data" }).click();
  await expect(form.getByRole("alert")).toHaveText("from must not be after to");
  await expect(page).toHaveURL(/\/progress-enhanced/);
});
