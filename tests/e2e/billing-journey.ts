import { expect, type Page } from "@playwright/test";
import { registeredMember } from "./account-helpers";
import { startTracking } from "./helpers";
import { serveFakeStripe } from "./stripe-js";

/**
 * Issue 24's journey, with or without JavaScript: buy a one-time pass, extend it, subscribe (which
 * ends the pass), change the plan in place, cancel at period end (asked first), resume. With
 * JavaScript the card forms pay (the fake Stripe.js, confirmed at the stand-in); without, Stripe's
 * hosted pages (the stand-in's). The stand-in sends Stripe's webhooks to the server before it
 * answers, so each screen already shows the outcome.
 */
export async function passPlanChangeCancelResume(page: Page, javaScript: boolean): Promise<void> {
  if (javaScript) await serveFakeStripe(page);
  const { id } = await startTracking(page);
  await registeredMember(page.request, "billing");
  const api = async () =>
    (await (await page.request.get(`/api/user/${id}`)).json()) as { tier: string; pass: unknown; subscription: unknown };
  /** Pays what the page offers: the card form with JavaScript, Stripe's hosted page without. */
  async function pay(card: string, hosted: string, price: string) {
    if (javaScript) await page.getByRole("region", { name: "Pay here by card" }).getByRole("button", { name: card, exact: true }).click();
    else {
      await page.getByRole("button", { name: hosted }).click();
      await expect(page.getByRole("heading", { name: `Pay ${price}` })).toBeVisible(); // the stand-in's hosted page
      await page.getByRole("button", { name: "Pay", exact: true }).click();
    }
  }

  // /premium says which is which, and sells both
  await page.goto("/premium");
  await expect(page.getByRole("definition").filter({ hasText: "Renews every month" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "One payment for one month" })).toBeVisible();
  await page.getByTestId("plan-premium").getByRole("link", { name: "1-month pass, $9.99 once" }).click();
  await expect(page.getByRole("heading", { name: "Fitplate Premium 1-month pass: $9.99, paid once" })).toBeVisible();
  await pay("Pay $9.99", "Pay $9.99 with Stripe", "$9.99");
  await expect(page).toHaveURL(/\/premium-enhanced\?payment=success/);
  const firstEnd = (await page.getByText(/^Thanks! Your Premium pass runs until /).textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0];
  expect(await api()).toMatchObject({ tier: "premium", subscription: null, pass: { plan: "premium", endsOn: firstEnd } });

  // the profile's billing card shows the pass; extending it adds a month after its end
  await page.goto("/profile");
  const billing = page.getByRole("region", { name: "Billing" });
  await expect(billing.getByTestId("pass")).toHaveText(`Premium pass until ${firstEnd}: paid once, it does not renew.`);
  await billing.getByRole("link", { name: "Extend pass" }).click();
  await expect(page.getByTestId("pass-outcome")).toContainText(`Your Premium pass runs until ${firstEnd}: this one follows it`);
  await pay("Pay $9.99", "Pay $9.99 with Stripe", "$9.99");
  const secondEnd = (await page.getByText(/^Thanks! Your Premium pass runs until /).textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0];
  expect(secondEnd > firstEnd).toBe(true);

  // subscribing ends the pass (its unused days are refunded): no day is paid twice
  await page.goto("/premium");
  await page.getByTestId("plan-elite").getByRole("link", { name: "Subscribe to Elite" }).click();
  await expect(page.getByTestId("pass-ends")).toContainText(
    `Your Premium pass runs until ${secondEnd}. When this subscription starts, the pass ends`,
  );
  await pay("Subscribe", "Continue to payment", "$29.99");
  await expect(page.getByText("Thanks! Your Elite plan is active.")).toBeVisible();
  await expect(page.getByTestId("renewal")).toContainText("Renews on");
  expect(await api()).toMatchObject({ tier: "premium_plus", pass: null, subscription: { plan: "elite", status: "active" } });

  // a subscriber buys no pass: /checkout offers the plan change instead; another plan changes the one subscription
  await page.goto("/checkout?plan=premium");
  await expect(page.getByText("You already subscribe to Elite (monthly): a pass would pay again")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pay here by card" })).toHaveCount(0);
  await page.goto("/premium");
  await expect(page.getByTestId("plan-elite")).toContainText("Current plan");
  await page.getByTestId("plan-premium").getByRole("link", { name: "Switch to Premium" }).click();
  await expect(page.getByText("You subscribe to Elite (monthly). Changing to Premium monthly changes that subscription")).toBeVisible();
  await page.getByRole("button", { name: "Change to Premium" }).click();
  await expect(page.getByText("Thanks! Your Premium plan is active.")).toBeVisible();

  // cancel at period end (asked first), then resume
  await page.goto("/profile");
  await expect(billing).toContainText("current plan Premium (monthly)");
  await expect(billing.getByTestId("pass")).toHaveCount(0);
  await billing.getByRole("link", { name: "Cancel at period end" }).click();
  await expect(billing).toContainText("Cancel at period end? Premium (monthly) stays until");
  await billing.getByRole("button", { name: "Yes, cancel at period end" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription cancelled");
  await expect(billing.getByTestId("renewal")).toContainText("Ends on");
  await expect(billing.getByRole("link", { name: "Cancel at period end" })).toHaveCount(0);

  await billing.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription resumed");
  await expect(billing.getByTestId("renewal")).toContainText("Renews on");
  expect(await api()).toMatchObject({
    tier: "premium",
    pass: null,
    subscription: { plan: "premium", interval: "month", status: "active", cancelAtPeriodEnd: false },
  });
}
