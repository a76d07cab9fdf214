import { readFileSync } from "node:fs";
import { expect, test, type Page, type Route } from "@playwright/test";
import { signature } from "../standins/stripe";
import { mailedCode, uniqueEmail } from "./account-helpers";
import { startTracking } from "./helpers";

// /checkout's card form (Stripe's Payment Element) with JavaScript and STRIPE_PUBLISHABLE_KEY.
// js.stripe.com cannot be reached from here, so the browser gets a fake Stripe.js
// (fixtures/fake-stripe.js) that implements the calls our form makes; the subscription and its
// client secret come from the Stripe stand-in through POST /api/create-subscription as in production.

const FAKE_STRIPE_JS = readFileSync(new URL("./fixtures/fake-stripe.js", import.meta.url), "utf8");
/** playwright.config.ts: the e2e server's webhook secret and publishable key. */
const WEBHOOK_SECRET = "whsec_e2e";
const PUBLISHABLE_KEY = "pk_test_e2e";

type FakeStripeSettings = { outcome?: "success" | "card_error" | "validation_error" | "api_error" | "reject"; hold?: boolean };
type FakeStripeCall = { name: string; publishableKey?: string; clientSecret?: string; returnUrl?: string; redirect?: string };
declare global {
  interface Window {
    __fakeStripe?: FakeStripeSettings & { calls?: FakeStripeCall[]; release?: () => void };
  }
}

/** Serves the fake for every js.stripe.com request; resolves with the URLs asked for. */
async function serveFakeStripe(page: Page, settings: FakeStripeSettings = {}, before?: (route: Route) => Promise<void>) {
  const requested: string[] = [];
  await page.addInitScript((settings) => {
    window.__fakeStripe = { ...settings, ...window.__fakeStripe };
  }, settings);
  await page.route("https://js.stripe.com/**", async (route) => {
    requested.push(route.request().url());
    await before?.(route);
    await route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_STRIPE_JS });
  });
  return requested;
}

async function member(page: Page): Promise<{ id: number }> {
  const { id } = await startTracking(page);
  const email = uniqueEmail("card");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Ada", lastName: "Byron", email, countryCode: "+44", phoneNumber: "7700900123", agreeToTerms: true },
  });
  expect((await page.request.post("/api/auth/verify-otp", { data: { email, otpCode: await mailedCode(email) } })).ok()).toBe(true);
  return { id };
}

const fakeCalls = (page: Page) => page.evaluate(() => window.__fakeStripe?.calls ?? []);
const cardForm = (page: Page) => page.getByRole("region", { name: "Pay here by card" });

/** Opens /checkout for Premium monthly and waits for the card form; resolves with the subscription Stripe created. */
async function readyCheckout(page: Page): Promise<{ subscriptionId: string; clientSecret: string }> {
  const created = page.waitForResponse((response) => response.url().endsWith("/api/create-subscription"));
  await page.goto("/checkout?plan=premium");
  const subscription = (await (await created).json()) as { subscriptionId: string; clientSecret: string };
  await expect(cardForm(page).locator("[data-fake-stripe=payment-element]")).toBeVisible();
  await expect(cardForm(page).getByRole("button", { name: "Subscribe" })).toBeEnabled();
  return subscription;
}

test("the card form loads Stripe.js, mounts the Payment Element with the subscription's client secret and enables Subscribe", async ({
  page,
}) => {
  await member(page);
  let letStripeLoad = () => {};
  const stripeLoads = new Promise<void>((resolve) => (letStripeLoad = resolve));
  const requested = await serveFakeStripe(page, {}, () => stripeLoads);
  const created = page.waitForResponse((response) => response.url().endsWith("/api/create-subscription"));

  await page.goto("/checkout?plan=premium");
  // loading: Stripe.js is on its way, nothing to press yet
  await expect(cardForm(page)).toContainText("Loading Stripe's card form…");
  await expect(cardForm(page).getByRole("button")).toHaveCount(0);
  letStripeLoad();

  // ready: the element is mounted and Subscribe is enabled; the hosted page stays on offer
  const subscription = (await (await created).json()) as { subscriptionId: string; clientSecret: string };
  expect(subscription.subscriptionId).toMatch(/^sub_standin_/);
  await expect(cardForm(page).locator("[data-fake-stripe=payment-element]")).toBeVisible();
  await expect(cardForm(page).getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await expect(cardForm(page)).not.toContainText("Loading");
  await expect(page.getByRole("button", { name: "Pay $9.99 with Stripe" })).toBeEnabled();

  expect(requested).toEqual(["https://js.stripe.com/endive/stripe.js"]); // @stripe/stripe-js's script, loaded once
  expect(await fakeCalls(page)).toEqual([
    { name: "Stripe", publishableKey: PUBLISHABLE_KEY },
    { name: "elements", clientSecret: subscription.clientSecret },
    { name: "create", type: "payment" },
    { name: "mount" },
  ]);
});

test("Subscribe shows Processing… while Stripe confirms, then a declined card's message; the member can try again", async ({ page }) => {
  await member(page);
  await serveFakeStripe(page, { outcome: "card_error", hold: true });
  await readyCheckout(page);

  await cardForm(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(cardForm(page).getByRole("button", { name: "Processing…" })).toBeDisabled();
  const [confirm] = (await fakeCalls(page)).filter((call) => call.name === "confirmPayment");
  expect(confirm).toEqual({
    name: "confirmPayment",
    returnUrl: new URL("/premium-enhanced?subscription=success", page.url()).href,
    redirect: "always",
  });
  await page.evaluate(() => window.__fakeStripe?.release?.());

  // spec §8: "Subscription Failed" with the provider's message for a card error
  await expect(cardForm(page).getByRole("alert")).toHaveText("Subscription Failed: Your card was declined.");
  await expect(cardForm(page).locator("[data-fake-stripe=payment-element]")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?plan=premium$/);

  // another card: the form is still there and Subscribe works again
  await page.evaluate(() => Object.assign(window.__fakeStripe!, { outcome: "success", hold: false }));
  await cardForm(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/premium-enhanced\?subscription=success&/);
});

test("other confirmation errors: a validation error shows Stripe's words, anything else An unexpected error occurred", async ({ page }) => {
  await member(page);
  await serveFakeStripe(page, { outcome: "validation_error" });
  await readyCheckout(page);
  const subscribe = cardForm(page).getByRole("button", { name: "Subscribe" });
  const alert = cardForm(page).getByRole("alert");

  await subscribe.click();
  await expect(alert).toHaveText("Subscription Failed: Your card number is incomplete.");
  for (const outcome of ["api_error", "reject"] as const) {
    await page.evaluate((outcome) => Object.assign(window.__fakeStripe!, { outcome }), outcome);
    await subscribe.click();
    await expect(alert).toHaveText("Subscription Failed: An unexpected error occurred");
    await expect(subscribe).toBeEnabled();
  }
  expect((await fakeCalls(page)).filter((call) => call.name === "confirmPayment")).toHaveLength(3);
});

test("a confirmed payment returns to /premium-enhanced?subscription=success; only the signed webhook turns Premium on", async ({
  page,
}) => {
  const { id } = await member(page);
  await serveFakeStripe(page, { outcome: "success" });
  const { subscriptionId, clientSecret } = await readyCheckout(page);

  await cardForm(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(
    /\/premium-enhanced\?subscription=success&payment_intent=[^&]+&payment_intent_client_secret=[^&]+&redirect_status=succeeded$/,
  );

  // The stand-in sends no webhook for a subscription created by the API (only its hosted checkout
  // page does), and the return URL is only words: the member is still on Free.
  const thanks = page.getByRole("status").filter({ hasText: "Thanks!" });
  await expect(thanks).toHaveText(
    "Thanks! Stripe is confirming your payment: your plan switches on within a minute. Reload this page to see it.",
  );
  await expect(page.getByText("Your plan: Free.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Your plan: Free.")).toBeVisible();
  const barcodeLookup = () => page.request.get("/api/foods/barcode/4006381333931"); // a Premium door
  expect((await barcodeLookup()).status()).toBe(403);

  // Stripe's signed word, as it would come once the first invoice is paid
  const payload = JSON.stringify({
    id: `evt_card_${subscriptionId}`,
    object: "event",
    type: "customer.subscription.updated",
    data: {
      object: {
        id: subscriptionId,
        object: "subscription",
        status: "active",
        metadata: { userId: String(id), plan: "premium", interval: "month" },
        latest_invoice: { confirmation_secret: { client_secret: clientSecret } },
      },
    },
  });
  const delivered = await page.request.post("/api/stripe/webhook", {
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature(payload, WEBHOOK_SECRET) },
    data: payload,
  });
  expect(delivered.status()).toBe(200);
  await page.reload();
  await expect(thanks).toHaveText("Thanks! Your Premium plan is active.");
  expect((await barcodeLookup()).status()).not.toBe(403);
});

test("when Stripe.js cannot load, the card form says so plainly and Stripe's hosted page still works", async ({ page }) => {
  await member(page);
  const requested: string[] = [];
  await page.route("https://js.stripe.com/**", (route) => {
    requested.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  await page.goto("/checkout?plan=premium");
  await expect(cardForm(page).getByRole("alert")).toHaveText(
    "The card form is not available (Failed to load Stripe.js). Pay on Stripe's page below instead.",
  );
  await expect(cardForm(page).getByRole("button")).toHaveCount(0);
  expect(new Set(requested)).toEqual(new Set(["https://js.stripe.com/endive/stripe.js"])); // @stripe/stripe-js tries twice

  await page.getByRole("button", { name: "Pay $9.99 with Stripe" }).click();
  await expect(page.getByRole("heading", { name: "Pay $9.99" })).toBeVisible(); // the stand-in's hosted page
});

test("when Stripe.js never answers, the card form gives up after 10 seconds and says so", async ({ page }) => {
  await member(page);
  await page.route("https://js.stripe.com/**", () => {}); // neither answered nor refused
  await page.goto("/checkout?plan=premium");
  await expect(cardForm(page)).toContainText("Loading Stripe's card form…");
  await expect(cardForm(page).getByRole("alert")).toHaveText(
    "The card form is not available (Stripe did not load in time). Pay on Stripe's page below instead.",
    { timeout: 15_000 },
  );
  await expect(page.getByRole("button", { name: "Pay $9.99 with Stripe" })).toBeEnabled();
});

test("when the subscription cannot be set up, the card form says why (spec §7: status and the server's words)", async ({ page }) => {
  await member(page);
  await serveFakeStripe(page);
  // what the server answers when Stripe's API fails underneath it (a thrown error in a resource route)
  await page.route("**/api/create-subscription", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "Unexpected Server Error" }),
  );
  await page.goto("/checkout?plan=premium");
  await expect(cardForm(page).getByRole("alert")).toHaveText(
    "The card form is not available (500: Unexpected Server Error). Pay on Stripe's page below instead.",
  );
  await expect(cardForm(page).locator("[data-fake-stripe=payment-element]")).toHaveCount(0);

  // a refusal in our own words (JSON), e.g. the write throttle
  await page.unrouteAll();
  await serveFakeStripe(page);
  await page.route("**/api/create-subscription", (route) =>
    route.fulfill({ status: 429, json: { error: "Too many requests: try again in a minute" } }),
  );
  await page.reload();
  await expect(cardForm(page).getByRole("alert")).toHaveText(
    "The card form is not available (429: Too many requests: try again in a minute). Pay on Stripe's page below instead.",
  );
  await expect(page.getByRole("button", { name: "Pay $9.99 with Stripe" })).toBeEnabled();
});
