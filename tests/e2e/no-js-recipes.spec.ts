// Issue 40 part 1 without JavaScript: a recipe of four ingredients built on /recipes, one serving of
// it logged from the diary at a quarter of its totals, then the recipe edited: the entry stays.
import { expect, test, type Page } from "@playwright/test";
import { fitsViewport, startTracking, trackingOf } from "./helpers";

type Recipe = { id: number; name: string; servingGrams: number; perServing: { calories: number }; ingredients: unknown[] };

async function recipes(page: Page): Promise<Recipe[]> {
  return ((await (await page.request.get("/api/recipes")).json()) as { recipes: Recipe[] }).recipes;
}

async function search(page: Page, term: string) {
  await page.getByLabel("Search foods and your recipes").fill(term);
  await page.getByRole("button", { name: "Search" }).click();
}

test("without JavaScript, a recipe is built, one serving logged, and editing it later leaves the entry", async ({ page }) => {
  const user = await startTracking(page);
  await page.goto("/diary");
  await page.getByRole("link", { name: "Recipes", exact: true }).click();
  await page.getByRole("link", { name: "New recipe" }).click();
  await search(page, "banana");
  await page.getByRole("link", { name: "Start with Bananas, raw", exact: true }).click();
  await page.getByLabel("Name").fill("Test porridge");
  await page.getByLabel("Servings").fill("4");
  await page.getByLabel("Cooked weight (g, optional)").fill("600");
  await page.getByLabel("Grams of Bananas, raw").fill("118");
  await page.getByRole("button", { name: "Create recipe" }).click();
  await expect(page.getByTestId("toast")).toContainText("Recipe saved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test porridge");

  for (const [term, grams] of [
    ["apple", "182"],
    ["milk", "250"],
    ["oats", "80"],
  ] as const) {
    await search(page, term);
    const first = page.getByRole("list", { name: "Ingredient results" }).getByRole("listitem").first();
    await first.getByLabel("Grams").fill(grams);
    await first.getByRole("button", { name: /^Add/ }).click();
    await expect(page.getByTestId("toast")).toContainText("Ingredient added");
  }
  await expect(page.getByTestId("ingredient")).toHaveCount(4);
  const [recipe] = await recipes(page);
  expect(recipe).toMatchObject({ name: "Test porridge", servingGrams: 150 });
  expect(recipe!.ingredients).toHaveLength(4);
  const serving = Math.round(recipe!.perServing.calories);
  await expect(page.getByTestId("per-serving").locator('[data-nutrient="calories"]')).toHaveText(`${serving} kcal`);
  expect(await fitsViewport(page)).toBe(true);

  // One serving from the diary: a quarter of the recipe.
  await page.getByRole("link", { name: "diary", exact: true }).click();
  await page
    .getByRole("group", { name: "Portions" })
    .getByRole("link", { name: /^1 serving/ })
    .click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Food Added!");
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: serving });

  // Edited: 2 servings, a different weight. The logged entry keeps its nutrients.
  await page.goto(`/recipes/${recipe!.id}`);
  await page.getByLabel("Servings").fill("2");
  await page.getByLabel("Grams of Bananas, raw").fill("300");
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByTestId("toast")).toContainText("Recipe saved");
  const [edited] = await recipes(page);
  expect(Math.round(edited!.perServing.calories)).not.toBe(serving);
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: serving });
  await page.goto("/diary");
  await expect(page.getByTestId("diary-total")).toContainText(`${serving} kcal`);

  // Duplicate, then delete the copy, from the list.
  await page.goto("/recipes");
  await page.getByRole("button", { name: "Duplicate Test porridge" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test porridge (copy)");
  await page.goto("/recipes");
  await expect(page.getByTestId("recipe")).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Test porridge (copy)" }).click();
  await expect(page.getByTestId("toast")).toContainText("Recipe deleted");
  await expect(page.getByTestId("recipe")).toHaveCount(1);
});

test("the recipe screens fit a 360 px phone and a kiosk without JavaScript", async ({ page }) => {
  await startTracking(page);
  const created = await page.request.post("/api/recipes", {
    data: {
      name: "A long recipe name for a very hearty winter vegetable stew",
      servings: 6,
      ingredients: [{ foodId: 9040, quantity: 118 }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ["/recipes", `/recipes/${id}?q=banana`, "/recipes/new?q=banana&food=9040"]) {
      await page.goto(path);
      expect(await fitsViewport(page), `${path} at ${viewport.width} px`).toBe(true);
    }
  }
});
