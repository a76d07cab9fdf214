import { expect, test } from "@playwright/test";
import { mailedCode, uniqueEmail } from "./account-helpers";
import { startTracking } from "./helpers";

test("with JavaScript, /subscribe tries Stripe's card form; when Stripe.js cannot load (offline here) it says so and Stripe's page still works", async ({
  page,
}) => {
  await startTracking(page);
  const email = uniqueEmail("card");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Cy", lastName: "Ro", email, countryCode: "+33", phoneNumber: "612345678", agreeToTerms: true },
  });
  await page.request.post("/api/auth/verify-otp", { data: { email, otpCode: await mailedCode(email) } });

  await page.goto("/subscribe?plan=elite");
  const card = page.getByRole("region", { name: "Pay here by card" });
  await expect(card.getByRole("alert")).toContainText("The card form is not available", { timeout: 15_000 });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Thanks! Your Elite plan is active.")).toBeVisible();

  // with JavaScript too, Manage billing leaves the app for Stripe's portal (the stand-in's page)
  await page.goto("/profile");
  await page.getByRole("region", { name: "Billing" }).getByRole("button", { name: "Manage billing" }).click();
  await expect(page.getByRole("heading", { name: "Billing portal" })).toBeVisible();
});
