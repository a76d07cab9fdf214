// Issue 43 item 1: notification settings work without JavaScript. Profile's form posts them and
// the page shows them saved after a reload; the device panel says notifications come by e-mail.
import { expect, test } from "@playwright/test";
import { fitsViewport, startTracking } from "./helpers";

test("without JavaScript, Profile saves notification settings and shows them after a reload; e-mail is used", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startTracking(page);
  await page.goto("/profile");
  const form = page.getByTestId("notification-settings");
  await expect(page.getByTestId("push-device").getByRole("status")).toHaveText(
    "Notifications come by e-mail to a registered member. Turning them on for this device needs JavaScript.",
  );
  await expect(page.getByRole("button", { name: "Turn on notifications on this device" })).toHaveCount(0);

  await form.getByRole("checkbox", { name: "Meal reminders" }).check();
  await form.getByLabel("Lunch", { exact: true }).fill("12:30");
  await form.getByRole("checkbox", { name: "Progress updates (weekly)" }).check();
  await form.locator('select[name="progressDay"]').selectOption("monday");
  await form.getByLabel("From", { exact: true }).fill("22:00");
  await form.getByLabel("To", { exact: true }).fill("07:00");
  expect(await fitsViewport(page)).toBe(true);
  await form.getByRole("button", { name: "Save notifications" }).click();
  await expect(page.getByTestId("toast")).toContainText("Notifications saved");
  await expect(page.getByTestId("toast")).toContainText("2 of 4 kinds are on");

  await page.reload();
  const saved = page.getByTestId("notification-settings");
  await expect(saved.getByRole("checkbox", { name: "Meal reminders" })).toBeChecked();
  await expect(saved.locator('[name="lunchAt"]')).toHaveValue("12:30");
  await expect(saved.getByRole("checkbox", { name: "Progress updates (weekly)" })).toBeChecked();
  await expect(saved.locator('[name="progressDay"]')).toHaveValue("monday");
  await expect(saved.locator('[name="quietFrom"]')).toHaveValue("22:00");
  await expect(saved.locator('[name="quietTo"]')).toHaveValue("07:00");
  await expect(saved.getByRole("checkbox", { name: "Workout notifications" })).not.toBeChecked();
});
