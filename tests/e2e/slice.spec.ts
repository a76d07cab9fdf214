import { expect, test } from "@playwright/test";
import {
  APPLE_JUICE,
  BANANA,
  boxesOverlap,
  createFoodViaApi,
  fitsViewport,
  headingLevels,
  logViaApi,
  skipsALevel,
  startTracking,
  trackingOf,
} from "./helpers";

// The food-logging slice with JavaScript, on a 360 px phone (issue #6).
test.use({ viewport: { width: 360, height: 740 } });

test("typing a term again after logging shows its results (no stuck Searching…)", async ({ page }) => {
  await startTracking(page);
  const search = page.getByRole("searchbox", { name: "Search foods" });
  await search.fill("banana");
  const results = page.getByRole("list", { name: "Search results" }).getByRole("link");
  await results.filter({ hasText: "Bananas, raw" }).first().click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("calories-consumed")).toHaveText("89");
  await expect(search).toHaveValue("");
  await search.pressSequentially("banana");
  await expect(results.first()).toContainText("Bananas");
  await expect(page.getByText("Searching…")).toHaveCount(0);
});

test("picking a result brings the quantity field into view and focuses it", async ({ page }) => {
  await startTracking(page);
  await page.getByRole("searchbox", { name: "Search foods" }).fill("apple");
  const results = page.getByRole("list", { name: "Search results" }).getByRole("link");
  await expect(results).toHaveCount(25);
  await results.nth(20).click();
  const quantity = page.getByLabel("Quantity (g)");
  await expect(quantity).toBeFocused();
  await expect(quantity).toBeInViewport();
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeInViewport();
});

test("quantities: 0 logs 1 g, over 5000 g is refused with a message, never clamped", async ({ page }) => {
  const user = await startTracking(page);
  await page.getByRole("searchbox", { name: "Search foods" }).fill("banana");
  await page.getByRole("list", { name: "Search results" }).getByRole("link").filter({ hasText: "Bananas, raw" }).first().click();
  const quantity = page.getByLabel("Quantity (g)");
  await quantity.fill("9999");
  await expect(page.getByText("Quantity must be at most 5000 g")).toBeVisible();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Quantity must be at most 5000 g")).toBeVisible();
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 0 });
  await quantity.fill("0");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Food Added!");
  await page.goto("/diary");
  await expect(page.getByTestId("diary-entry").filter({ hasText: "Bananas, raw" })).toContainText("1 g");
});

test("a search over 100 characters says what is wrong", async ({ page }) => {
  await startTracking(page);
  await page.getByRole("searchbox", { name: "Search foods" }).fill("banana ".repeat(16));
  await expect(page.getByRole("alert")).toHaveText("Search term must be at most 100 characters");
  await expect(page.getByText("Failed to search foods")).toHaveCount(0);
});

test("long food names wrap: no screen is wider than a 360 px phone", async ({ page }) => {
  await startTracking(page);
  await logViaApi(page, { foodId: APPLE_JUICE, quantity: 240, mealType: "breakfast" });
  await createFoodViaApi(page, "Grandma's extraordinarily crunchy oat, raisin and hazelnut breakfast cookies");
  for (const url of ["/", "/?q=apple+juice", "/diary", "/foods", "/workout", "/progress", "/progress-enhanced", "/profile"]) {
    await page.goto(url);
    expect(await fitsViewport(page), url).toBe(true);
  }
  await page.goto("/");
  for (const name of ["Diary →", "My foods"]) await expect(page.getByRole("link", { name })).toBeInViewport();
  await expect(page.getByTestId("calories-remaining")).toBeInViewport();
});

test("macro figures never wrap mid-value, and stay inside their column", async ({ page }) => {
  await startTracking(page);
  // a short name and large decimal figures: 1264.7 g protein, 2519.5 g carbs, 1194.7 g fat
  const response = await page.request.post("/api/foods", {
    data: { name: "Mix", category: "snacks", caloriesPer100g: 522, proteinPer100g: 25.3, carbsPer100g: 50.4, fatPer100g: 23.9 },
  });
  await logViaApi(page, { foodId: ((await response.json()) as { id: number }).id, quantity: 4999 });
  await page.goto("/");
  for (const macro of ["protein", "carbs", "fat"]) {
    const lines = await page
      .getByTestId(`macro-${macro}`)
      .evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines, macro).toBe(1);
    const inside = await page.getByTestId(`macro-${macro}`).evaluate((el) => el.scrollWidth <= el.parentElement!.clientWidth);
    expect(inside, macro).toBe(true);
  }
});

test("a toast never covers the header or the day navigation", async ({ page }) => {
  await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 100 });
  await page.goto("/diary");
  await page.getByText("Edit Bananas, raw").click();
  await page.getByRole("button", { name: "Delete" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Entry deleted");
  for (const target of [page.getByRole("heading", { level: 1 }), page.getByRole("link", { name: "Previous day" })]) {
    expect(await boxesOverlap(toast, target)).toBe(false);
  }
  expect(await boxesOverlap(toast, page.getByRole("navigation", { name: "Main" }))).toBe(false);
});

test("the diary saves grams and meal type together from one form", async ({ page }) => {
  const user = await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 100, mealType: "snack" });
  await page.goto("/diary");
  await page.getByText("Edit Bananas, raw").click();
  await page.getByLabel("Grams").fill("50");
  await page.getByLabel("Meal", { exact: true }).first().selectOption("dinner");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("slot-total-dinner")).toHaveText("45 kcal");
  await expect(page.getByTestId("slot-total-snack")).toHaveText("0 kcal");
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 45 });
});

test("screens: one h1, no skipped heading level, the diary keeps Home highlighted, edit targets are 44 px", async ({ page }) => {
  await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 100 });
  for (const url of ["/", "/diary", "/foods"]) {
    await page.goto(url);
    const levels = await headingLevels(page);
    expect(
      levels.filter((level) => level === 1),
      url,
    ).toHaveLength(1);
    expect(skipsALevel(levels), `${url}: ${levels.join(",")}`).toBe(false);
  }
  await page.goto("/diary");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diary");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Home/ })).toContainText("(current page)");
  const edit = await page.getByText("Edit Bananas, raw").boundingBox();
  expect(edit!.width).toBeGreaterThanOrEqual(44);
  expect(edit!.height).toBeGreaterThanOrEqual(44);
});

test("/foods validates on the client with the same schema: no request per keystroke", async ({ page }) => {
  await startTracking(page);
  await page.goto("/foods");
  await page.getByRole("button", { name: "Create food" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  const requests: string[] = [];
  page.on("request", (request) => {
    // Remix asking for the routes of the links on screen (/__manifest, ADR 0049) is not the form's doing.
    if (!/\/assets\/|\/__manifest\?/.test(request.url())) requests.push(`${request.method()} ${request.url()}`);
  });
  await page.getByLabel("Name").pressSequentially("Oat cookies");
  await page.getByLabel("Calories (kcal)").pressSequentially("450");
  await expect(page.getByText("Name is required")).toHaveCount(0);
  expect(requests).toEqual([]);
  // every aria-describedby points at an element that exists
  const dangling = await page.evaluate(() =>
    Array.from(document.querySelectorAll("[aria-describedby]")).flatMap((el) =>
      (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && !document.getElementById(id)),
    ),
  );
  expect(dangling).toEqual([]);
});
