import { expect, test } from "@playwright/test";
import { startTracking } from "./helpers";

test("without JavaScript, the profile saves by form post: field errors first, then Profile Updated!", async ({ page }) => {
  const user = await startTracking(page);
  await page.goto("/profile");
  await page.getByLabel("Height (cm)").fill("99");
  await page.getByLabel("Weight (kg)").fill("abc");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert")).toContainText("Update Failed");
  await expect(page.getByText("Height must be between 100 and 250 cm")).toBeVisible();
  await expect(page.getByText("Weight must be a number")).toBeVisible();
  expect(((await (await page.request.get(`/api/user/${user.id}`)).json()) as { height: number | null }).height).toBeNull();

  await page.getByLabel("Age").fill("30");
  await page.getByLabel("Height (cm)").fill("180");
  await page.getByLabel("Weight (kg)").fill("80");
  await page.getByLabel("Activity level").selectOption("moderate");
  await page.getByLabel("Goal", { exact: true }).selectOption("lose");
  // a chip is a checkbox: its label toggles it without script
  await page.locator("label", { hasText: "Keto" }).click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile Updated!");
  await expect(page.getByRole("checkbox", { name: "Keto" })).toBeChecked();

  // the suggestion: (10×80 + 6.25×180 − 5×30 − 78) × 1.55 − 500 → 2150 kcal, accepted in one post
  await expect(page.getByTestId("suggested-goal")).toHaveText("2150");
  await page.getByRole("button", { name: "Use 2150 kcal as my goal" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile Updated!");
  await expect(page.getByLabel("Daily calorie goal (kcal)")).toHaveValue("2150");
  const profile = (await (await page.request.get(`/api/user/${user.id}`)).json()) as Record<string, unknown>;
  expect(profile).toMatchObject({ age: 30, height: 180, weight: 80, dailyCalorieGoal: 2150, dietaryRestrictions: ["Keto"] });

  await page.goto("/");
  await expect(page.getByText("/ 2150 kcal")).toBeVisible();
});

test("without JavaScript, the time zone is chosen from Profile and the Diary's notice; Profile lists the zones only then", async ({
  page,
}) => {
  await startTracking(page); // no JavaScript: no device time zone sent, so UTC until chosen
  await page.goto("/diary");
  await page.getByRole("link", { name: "Choose your time zone" }).click();
  await expect(page).toHaveURL(/\/profile\?choose=time-zone#time-zone$/);
  await page.getByLabel("Your time zone").selectOption("America/Los_Angeles");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("toast")).toContainText("Your days now follow America/Los_Angeles time.");
  const card = page.getByRole("region", { name: "Time zone" });
  await expect(card).toContainText("Your days follow America/Los Angeles time.");
  // The 400-odd zones are not on Profile's every visit (issue 44): only while choosing.
  expect(await page.locator('select[name="timeZone"]').count()).toBe(0);
  await card.getByRole("link", { name: "Change time zone" }).click();
  await expect(page.getByLabel("Your time zone")).toHaveValue("America/Los_Angeles");
});

test("without JavaScript, /progress periods are links and the chart is there; Share Progress shows text to copy", async ({ page }) => {
  await startTracking(page);
  await page.goto("/progress");
  await expect(page.getByTestId("calorie-chart")).toBeVisible();
  await page.getByRole("link", { name: "Year" }).click();
  await expect(page).toHaveURL(/period=year/);
  await expect(page.getByRole("link", { name: "Year" })).toHaveAttribute("aria-current", "page");
  await page.goto("/progress-enhanced");
  await expect(page.getByRole("link", { name: "Set New Goals" })).toHaveAttribute("href", "/profile#goals");
  await page.getByText("Share Progress").click();
  await expect(page.getByLabel(/Your progress summary/)).toHaveValue(/My Fitplate progress/);
});
