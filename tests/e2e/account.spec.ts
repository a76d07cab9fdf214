import { expect, test } from "@playwright/test";
import { mailedCode, uniqueEmail } from "./account-helpers";
import { BANANA, logViaApi, startTracking } from "./helpers";

test("a guest registers with a code, keeps the meals, tours, signs out and signs back in by code", async ({ page }) => {
  await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 118, mealType: "breakfast" });
  await page.goto("/profile");
  await page.getByRole("link", { name: "Create an account" }).click();

  const email = uniqueEmail("js");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert")).toContainText("Missing Information: Please fill in all required fields.");
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Country code").selectOption("+44");
  await page.getByLabel("Phone (digits only)").fill("7700900123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Terms Required: Please agree to the Terms of Service to continue.")).toBeVisible();
  await page.getByLabel("I agree to the Terms of Service").check();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  // Letters are dropped as typed, and the field's pattern keeps a short code in the browser (the
  // server's "Invalid OTP: Please enter a valid 6-digit code." is app/ui/account/CodeStep.test.tsx's).
  await page.getByLabel("Code").fill("12a45");
  await expect(page.getByLabel("Code")).toHaveValue("1245");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  expect(await page.getByLabel("Code").evaluate((input) => (input as HTMLInputElement).validity.patternMismatch)).toBe(true);
  await page.getByLabel("Code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Verification Failed: Invalid OTP code. Please try again.");
  await page.getByLabel("Code").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "You're all set, Sam!" })).toBeVisible();

  await page.getByRole("link", { name: "Start Your Journey" }).click();
  await expect(page.getByText("Step 1 of 6")).toBeVisible();
  await expect(page.getByText("Back", { exact: true })).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 6")).toBeVisible();
  await page.getByRole("button", { name: "Skip Tutorial" }).click();
  await expect(page.getByTestId("calories-consumed")).toHaveText("105");
  // kept on the account, not only in this browser's storage
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { name: "Ready to Start" })).toBeVisible();
  await page.getByRole("button", { name: "Restart Tutorial" }).click();
  await expect(page.getByText("Step 1 of 6")).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Account" })).toContainText(email);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Start tracking" })).toBeVisible();

  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Failed to Resend: Too many requests, try again in \d+ (seconds?|minutes?)$/);
  await page.getByLabel("Code").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("toast")).toContainText("Signed in");
  await expect(page.getByTestId("calories-consumed")).toHaveText("105");
});
