// Issue 44: a page's date and time fields arrive as text fields in their own format (ui/DateTimeInput.tsx),
// since the first native date or time control costs a low-end phone's first visit 60–100 ms of style
// work. A press turns one into the browser's control with its picker; typed, it posts the same value.
import { expect, test, type Locator } from "@playwright/test";
import { startTracking } from "./helpers";

/** Presses the field until React, once hydrated, has made it the browser's control. */
async function press(field: Locator, type: "date" | "time") {
  await expect(async () => {
    await field.click();
    await expect(field).toHaveAttribute("type", type, { timeout: 500 });
  }).toPass();
}

test("a time field is text until pressed, then the browser's time control; typed or picked, the times are saved", async ({ page }) => {
  await startTracking(page);
  await page.goto("/profile");
  const form = page.getByTestId("notification-settings");
  const breakfast = form.getByLabel("Breakfast", { exact: true });
  const lunch = form.getByLabel("Lunch", { exact: true });
  for (const field of [breakfast, lunch]) {
    await expect(field).toHaveAttribute("type", "text");
    await expect(field).toHaveAttribute("placeholder", "HH:MM");
  }

  await form.getByRole("checkbox", { name: "Meal reminders" }).check();
  await press(lunch, "time");
  await expect(lunch).toBeFocused();
  await lunch.fill("12:30");
  // Typed, without a press: still the text field, the same value posted.
  await breakfast.fill("07:15");
  await expect(breakfast).toHaveAttribute("type", "text");
  await form.getByRole("button", { name: "Save notifications" }).click();
  await expect(page.getByTestId("toast")).toContainText("Notifications saved");

  await page.reload();
  const saved = page.getByTestId("notification-settings");
  await expect(saved.locator('[name="breakfastAt"]')).toHaveValue("07:15");
  await expect(saved.locator('[name="lunchAt"]')).toHaveValue("12:30");
});

test("a text time not in HH:MM is refused by the browser before posting", async ({ page }) => {
  await startTracking(page);
  await page.goto("/profile");
  const breakfast = page.getByTestId("notification-settings").getByLabel("Breakfast", { exact: true });
  await breakfast.fill("7:15");
  expect(await breakfast.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  await breakfast.fill("07:15");
  expect(await breakfast.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
});

test("the diary's copy-a-day date keeps its value when pressed into the browser's date control", async ({ page }) => {
  const user = await startTracking(page);
  await page.goto("/diary");
  const from = page.getByLabel("Copy everything logged on");
  const yesterday = new Date(Date.parse(user.today) - 86_400_000).toISOString().slice(0, 10);
  await expect(from).toHaveAttribute("type", "text");
  await expect(from).toHaveValue(yesterday);
  await from.scrollIntoViewIfNeeded();
  await press(from, "date");
  await expect(from).toHaveValue(yesterday);
});
