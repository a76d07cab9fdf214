import { expect, test } from "@playwright/test";
import { mailedCode, uniqueEmail } from "./account-helpers";
import { startTracking } from "./helpers";

test("without JavaScript, a member pays on Stripe's page and the webhook, not the return URL, turns Premium on", async ({ page }) => {
  await startTracking(page);
  const email = uniqueEmail("buyer");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Bo", lastName: "Ng", email, countryCode: "+61", phoneNumber: "412345678", agreeToTerms: true },
  });
  expect((await page.request.post("/api/auth/verify-otp", { data: { email, otpCode: await mailedCode(email) } })).ok()).toBe(true);

  // the return URL on its own changes nothing
  await page.goto("/premium-enhanced?payment=success");
  await expect(page.getByText("Your plan: Free.")).toBeVisible();
  await page.goto("/scan?method=barcode");
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();

  await page.goto("/premium");
  await page.getByRole("navigation", { name: "Billing" }).getByRole("link", { name: "Annual" }).click();
  await page.getByTestId("plan-premium").getByRole("link", { name: "Subscribe to Premium" }).click();
  await expect(page.getByRole("heading", { name: "Fitplate Premium: $79.99 a year" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Pay $79.99" })).toBeVisible(); // the stand-in's hosted page
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/premium-enhanced\?subscription=success/);
  await expect(page.getByText("Thanks! Your Premium plan is active.")).toBeVisible();
  await page.goto("/progress-enhanced");
  await expect(page.getByText("Advanced analytics are part of Premium")).toHaveCount(0);
  await page.goto("/scan?method=barcode");
  await expect(page.getByLabel("Barcode digits")).toBeVisible();

  // billing on the profile: Manage billing opens Stripe's portal (the stand-in's page), which returns here
  await page.goto("/profile");
  const billing = page.getByRole("region", { name: "Billing" });
  await expect(billing).toContainText("Plan: Premium");
  await billing.getByRole("button", { name: "Manage billing" }).click();
  await expect(page.getByRole("heading", { name: "Billing portal" })).toBeVisible();
  await expect(page.getByText(/^Customer cus_standin_/)).toBeVisible();
  await page.getByRole("link", { name: "Return to Fitplate" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
