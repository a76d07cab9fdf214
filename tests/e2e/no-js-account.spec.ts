import { expect, test } from "@playwright/test";
import { mailedCode, uniqueEmail } from "./account-helpers";
import { BANANA, logViaApi, startTracking } from "./helpers";

test("without JavaScript, registration is three server forms and the guest's meals survive", async ({ page }) => {
  await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 118, mealType: "breakfast" });
  await page.goto("/registration");
  const email = uniqueEmail("nojs");
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Ruiz");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone (digits only)").fill("5550102");
  await page.getByLabel("I agree to the Terms of Service").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await page.getByLabel("Code").fill("12345");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid OTP: Please enter a valid 6-digit code.");
  await page.getByLabel("Code").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "You're all set, Ana!" })).toBeVisible();
  await page.getByRole("link", { name: "Start Your Journey" }).click();
  await page.getByRole("link", { name: "Skip Tutorial" }).click();
  await expect(page.getByTestId("calories-consumed")).toHaveText("105");
});
