// Issue 40 part 2 without JavaScript: yesterday's breakfast saved as a meal from the diary, logged
// today in one tap with the same totals, and its Undo takes exactly that log back.
import { expect, test } from "@playwright/test";
import { addDays } from "~/modules/dates/calendar";
import { BANANA, fitsViewport, logViaApi, startTracking, trackingOf } from "./helpers";

const APPLE = 9003;

test("without JavaScript, a breakfast saved as a meal is logged on another day in one tap, and undone", async ({ page }) => {
  const user = await startTracking(page);
  const yesterday = addDays(user.today, -1);
  await logViaApi(page, { foodId: BANANA, quantity: 118, mealType: "breakfast", date: yesterday });
  await logViaApi(page, { foodId: APPLE, quantity: 182, mealType: "breakfast", date: yesterday });
  await logViaApi(page, { foodId: BANANA, quantity: 50, mealType: "dinner", date: yesterday });
  const before = (await trackingOf(page, { ...user, today: yesterday })) as { totalCalories: number };

  await page.goto(`/diary?date=${yesterday}`);
  const breakfastTotal = (await page.getByTestId("slot-total-breakfast").textContent())!;
  await page.getByText("Save as a meal (Breakfast)").click();
  const saveForm = page
    .locator("form")
    .filter({ has: page.locator('input[name="intent"][value="save-meal"]') })
    .first();
  await saveForm.getByLabel("Name").fill("Usual breakfast");
  await saveForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Meal saved");
  await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));

  await page.goto("/diary");
  const saved = page.getByTestId("saved-meal").filter({ hasText: "Usual breakfast" });
  await expect(saved).toContainText("Breakfast · 2 foods");
  expect(await fitsViewport(page)).toBe(true);
  await saved.getByRole("button", { name: "Log Usual breakfast" }).click();
  await expect(page.getByTestId("toast")).toContainText("Food Added!");
  await expect(page.getByTestId("slot-total-breakfast")).toHaveText(breakfastTotal);
  await expect(page.getByTestId("slot-total-dinner")).toHaveText("0 kcal");
  const today = (await trackingOf(page, user)) as { totalCalories: number };
  expect(today.totalCalories).toBe(Number(breakfastTotal.replace(/\D/g, "")));
  expect(today.totalCalories).toBeLessThan(before.totalCalories);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("toast")).toContainText("Log undone");
  await expect(page.getByTestId("slot-total-breakfast")).toHaveText("0 kcal");
  expect(await trackingOf(page, user)).toMatchObject({ totalCalories: 0 });
  expect(await trackingOf(page, { ...user, today: yesterday })).toMatchObject({ totalCalories: before.totalCalories });
  await expect(page.getByTestId("saved-meal").filter({ hasText: "Usual breakfast" })).toHaveCount(1);
});

test("at 360 px and on a kiosk without JavaScript, the saved meals fit", async ({ page }) => {
  const user = await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 118, mealType: "lunch" });
  const saved = await page.request.post("/api/saved-meals", {
    data: { name: "A rather long saved meal name that has to wrap on a phone", date: user.today, mealType: "lunch" },
  });
  expect(saved.status()).toBe(201);
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/diary");
    await expect(page.getByTestId("saved-meal")).toHaveCount(1);
    expect(await fitsViewport(page), `${viewport.width} px`).toBe(true);
  }
});
