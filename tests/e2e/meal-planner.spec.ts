import { expect, test, type Page } from "@playwright/test";
import { startTracking } from "./helpers";

// The AI meal planner's journey (issue 27 item 1), the same with and without JavaScript: Enter
// adds an allergy, clicking it removes it, an impossible target says why, a vegetarian week is
// shown, a planned meal logs to today's diary, and the shopping list ticks off.

async function plannerJourney(page: Page) {
  await startTracking(page);
  await page.goto("/ai-meal-planner");
  await expect(page.getByRole("link", { name: "Preferences" })).toHaveAttribute("aria-current", "page");

  await page.getByLabel("Add to allergies").fill("Peanuts");
  await page.getByLabel("Add to allergies").press("Enter");
  await expect(page.getByRole("button", { name: "Remove Peanuts" })).toBeVisible();
  await page.getByLabel("Add to dislikes").fill("Mushrooms");
  await page.getByLabel("Add to dislikes").press("Enter");
  await page.getByRole("button", { name: "Remove Mushrooms" }).click();
  await expect(page.getByRole("button", { name: "Remove Mushrooms" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove Peanuts" })).toBeVisible();

  await page.getByLabel("Diet type").selectOption("vegan");
  await page.getByLabel("Calorie target (kcal)").fill("1200");
  await page.getByLabel("Protein target (g)").fill("300");
  await page.getByRole("button", { name: "Generate Meal Plan" }).click();
  await expect(page.getByRole("heading", { name: "Generation Failed" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("No combination of foods reaches 300 g protein within 1200 kcal");

  await page.getByLabel("Diet type").selectOption("vegetarian");
  await page.getByLabel("Calorie target (kcal)").fill("1800");
  await page.getByLabel("Protein target (g)").fill("120");
  await page.getByRole("button", { name: "Generate Meal Plan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Meal Plan Generated");
  await expect(page.getByRole("link", { name: "Meal Plan" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: /^Day \d$/ })).toHaveCount(7);
  await expect(page.getByTestId("planned-meal")).toHaveCount(21);

  await page
    .getByRole("button", { name: /^Log this meal: day 1,/ })
    .first()
    .click();
  await expect(page.getByTestId("toast")).toContainText("is in today's diary.");

  await page.getByRole("link", { name: "Shopping" }).click();
  const first = page.getByTestId("shopping-item").first();
  await first.getByRole("button", { name: /^Tick off / }).click();
  await expect(
    page
      .getByTestId("shopping-item")
      .first()
      .getByRole("button", { name: /^Untick / }),
  ).toHaveAttribute("aria-pressed", "true");
}

test("plans a vegetarian week, logs a planned meal and ticks the shopping list (JavaScript on)", async ({ page }) => {
  await plannerJourney(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the same journey is plain form posts and links", async ({ page }) => {
    await plannerJourney(page);
  });
});
