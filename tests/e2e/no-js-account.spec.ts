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
  await page.getByLabel("Phone (digits only)").fill("55");
  await page.getByLabel("I agree to the Terms of Service").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Enter a phone number that is possible for +1")).toBeVisible();
  await page.getByLabel("Phone (digits only)").fill("2025550143");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  // The field's pattern stops five digits or letters in the browser itself (the server's refusal
  // of them, "Invalid OTP: Please enter a valid 6-digit code.", is app/ui/account/CodeStep.test.tsx's).
  for (const code of ["12345", "12a45b"]) {
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    expect(await page.getByLabel("Code").evaluate((input) => (input as HTMLInputElement).validity.patternMismatch)).toBe(true);
  }
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Failed to Resend: Too many requests, try again in \d+ (seconds?|minutes?)$/);
  await page.getByLabel("Code").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "You're all set, Ana!" })).toBeVisible();
  await page.getByRole("link", { name: "Start Your Journey" }).click();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("link", { name: "Open Scan" })).toHaveAttribute("href", "/scan");
  await page.getByRole("button", { name: "Skip Tutorial" }).click();
  await expect(page.getByTestId("calories-consumed")).toHaveText("105");
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { name: "Ready to Start" })).toBeVisible();
  await page.getByRole("button", { name: "Restart Tutorial" }).click();
  await expect(page.getByText("Step 1 of 6")).toBeVisible();
  await page.goto("/onboarding?step=6");
  await page.getByRole("button", { name: "Finish" }).click();
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { name: "Ready to Start" })).toBeVisible();
});
