import { expect, test } from "@playwright/test";
import { TRIAL_OFFER, TRIAL_RULE } from "~/modules/payments/trial";
import { registeredMember } from "./account-helpers";
import { startTracking } from "./helpers";

// Issue 43 item 5 without JavaScript: /premium offers the 7-day free trial in the words that say how
// it works; /subscribe starts it on Stripe's page (the stand-in's), which charges nothing; Premium is
// on at once; cancelled in the trial it ends at the trial's end with nothing charged; no second one.
test("without JavaScript, /premium offers the 7-day free trial, which gives Premium at once and is offered once", async ({ page }) => {
  const { id } = await startTracking(page);
  await registeredMember(page.request, "trial");

  await page.goto("/premium");
  const offer = page.getByRole("region", { name: "Free trial" });
  await expect(offer).toContainText(TRIAL_OFFER);
  await expect(offer).toContainText(TRIAL_RULE);

  await page.getByTestId("plan-premium").getByRole("link", { name: "Subscribe to Premium" }).click();
  const firstChargeOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByTestId("trial")).toContainText(
    `7 days free, then $9.99 a month. Nothing is charged today; Stripe takes the first $9.99 on ${firstChargeOn} unless you cancel before then`,
  );
  await page.getByRole("button", { name: "Start 7-day free trial" }).click();
  await expect(page.getByRole("heading", { name: "7 days free" })).toBeVisible(); // the stand-in's hosted page
  // a card of its own: Stripe's fingerprint of a card that has had a trial would refuse this one
  await page.getByLabel("Card number").fill(`4000 ${String(Date.now()).slice(-12)}`);
  await page.getByRole("button", { name: "Start trial" }).click();
  await expect(page).toHaveURL(/\/premium-enhanced\?subscription=success/);
  await expect(
    page.getByText(/^Thanks! Your Premium free trial runs until \d{4}-\d{2}-\d{2}: nothing is charged before then\.$/),
  ).toBeVisible();
  expect(await (await page.request.get(`/api/user/${id}`)).json()).toMatchObject({
    tier: "premium",
    subscription: { plan: "premium", status: "trialing", cancelAtPeriodEnd: false },
  });

  // cancelled during the trial: nothing is charged, Premium stays until the trial's end
  await page.goto("/profile");
  const billing = page.getByRole("region", { name: "Billing" });
  await expect(billing.getByTestId("renewal")).toContainText("Free trial until");
  await billing.getByRole("link", { name: "Cancel at period end" }).click();
  await billing.getByRole("button", { name: "Yes, cancel at period end" }).click();
  await expect(billing.getByTestId("renewal")).toContainText("cancelled: it ends then with nothing charged");

  // the trial is had: neither page offers it again (another plan is a change of this subscription)
  await page.goto("/premium");
  await expect(page.getByRole("region", { name: "Free trial" })).toHaveCount(0);
  await page.goto("/subscribe?plan=elite");
  await expect(page.getByRole("button", { name: "Start 7-day free trial" })).toHaveCount(0);
});
