import { expect, type Page } from "@playwright/test";
import { registeredMember } from "./account-helpers";
import { startTracking } from "./helpers";

/**
 * Issue 24's journey, with or without JavaScript: subscribe on Stripe's page (the stand-in's), change
 * the plan in place, cancel at period end (asked first), resume. The stand-in sends Stripe's webhooks
 * to the server before it answers, so each screen already shows the outcome.
 */
export async function subscribeChangeCancelResume(page: Page): Promise<void> {
  // Stripe.js cannot load here: the card form gives way to Stripe's hosted page, which this journey uses.
  await page.route("https://js.stripe.com/**", (route) => route.abort());
  const { id } = await startTracking(page);
  await registeredMember(page.request, "billing");

  await page.goto("/checkout?plan=premium");
  await page.getByRole("button", { name: "Pay $9.99 with Stripe" }).click();
  await expect(page.getByRole("heading", { name: "Pay $9.99" })).toBeVisible(); // the stand-in's hosted page
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Thanks! Your Premium plan is active.")).toBeVisible();
  await expect(page.getByTestId("renewal")).toContainText("Renews on");

  // another plan changes the one subscription: /checkout says so (no card form, which would start a second one)
  await page.getByTestId("plan-elite").getByRole("link", { name: "Switch to Elite" }).click();
  await expect(page.getByText("You already subscribe to Premium (monthly).")).toBeVisible();
  await expect(page.getByText("The card form is not available")).toHaveCount(0);
  await page.getByRole("button", { name: "Change to Elite" }).click();
  await expect(page.getByText("Thanks! Your Premium Plus plan is active.")).toBeVisible();

  await page.goto("/profile");
  const billing = page.getByRole("region", { name: "Billing" });
  await expect(billing).toContainText("current plan Elite (monthly)");
  await billing.getByRole("link", { name: "Cancel at period end" }).click();
  await expect(billing).toContainText("Cancel at period end? Elite (monthly) stays until");
  await billing.getByRole("button", { name: "Yes, cancel at period end" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription cancelled");
  await expect(billing.getByTestId("renewal")).toContainText("Ends on");
  await expect(billing.getByRole("link", { name: "Cancel at period end" })).toHaveCount(0);

  await billing.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription resumed");
  await expect(billing.getByTestId("renewal")).toContainText("Renews on");
  const user = (await (await page.request.get(`/api/user/${id}`)).json()) as { subscription: unknown };
  expect(user.subscription).toMatchObject({ plan: "elite", interval: "month", status: "active", cancelAtPeriodEnd: false });
}
