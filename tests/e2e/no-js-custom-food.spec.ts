// Issue 39 part 5 without JavaScript: a food typed per serving from its label shows per 100 g on
// My foods, and is edited later on its own page (which says logged entries keep their figures).
import { expect, test } from "@playwright/test";
import { fitsViewport, startTracking } from "./helpers";

test("without JavaScript, a food is created per serving, shown per 100 g, and edited", async ({ page }) => {
  await startTracking(page);
  await page.goto("/foods");
  await page.getByRole("link", { name: "Per serving" }).click();
  await expect(page.getByRole("link", { name: "Per serving" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText("A serving in ml counts 1 ml as 1 g unless you give a density")).toBeVisible();
  await page.getByLabel("Name").fill("Label cereal");
  await page.getByLabel("Category").selectOption("grains");
  await page.getByLabel("Serving size").fill("30");
  await page.getByLabel("Calories (kcal)").fill("120");
  await page.getByLabel("Protein (g)").fill("3");
  await page.getByLabel("Carbs (g)").fill("24");
  await page.getByLabel("Fat (g)").fill("1.5");
  await page.getByRole("button", { name: "Create food" }).click();
  await expect(page.getByTestId("toast")).toContainText("Food created");

  await page.goto("/foods");
  const item = page.getByRole("listitem").filter({ hasText: "Label cereal" });
  await expect(item).toContainText("400 kcal");
  await expect(item).toContainText("P 10 g · C 80 g · F 5 g");
  await expect(item).toContainText("1 serving = 30 g");
  expect(await fitsViewport(page)).toBe(true);

  await item.getByRole("link", { name: "Edit Label cereal" }).click();
  await expect(page.getByText("does not change what you already logged")).toBeVisible();
  await expect(page.getByLabel("Serving size")).toHaveValue("30");
  await expect(page.getByLabel("Calories (kcal)")).toHaveValue("120");
  expect(await fitsViewport(page)).toBe(true);
  await page.getByLabel("Serving size").fill("40");
  await page.getByLabel("Calories (kcal)").fill("150");
  await page.getByLabel("Protein (g)").fill("4");
  await page.getByLabel("Carbs (g)").fill("30");
  await page.getByLabel("Fat (g)").fill("2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Food updated");
  const edited = page.getByRole("listitem").filter({ hasText: "Label cereal" });
  await expect(edited).toContainText("375 kcal");
  await expect(edited).toContainText("1 serving = 40 g");
});
