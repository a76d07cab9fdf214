import { expect, test, type Page } from "@playwright/test";
import { mailedCode, uniqueEmail } from "./account-helpers";
import { startTracking } from "./helpers";
import { fakeCalls, serveFakeStripe } from "./stripe-js";

// The card forms (Stripe's Payment Element) with JavaScript and STRIPE_PUBLISHABLE_KEY: /checkout's
// one-time pass and /subscribe's subscription, in Stripe's deferred-intent flow. The browser gets a
// fake Stripe.js (stripe-js.ts); the PaymentIntent or subscription comes from the Stripe stand-in
// through our API as in production, only when the member presses Pay, and the stand-in sends the
// signed webhooks once Stripe.js confirms.

/** playwright.config.ts: the e2e server's publishable key. */
const PUBLISHABLE_KEY = "pk_test_e2e";

async function member(page: Page): Promise<{ id: number }> {
  const { id } = await startTracking(page);
  const email = uniqueEmail("card");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Ada", lastName: "Byron", email, countryCode: "+44", phoneNumber: "7700900123", agreeToTerms: true },
  });
  expect((await page.request.post("/api/auth/verify-otp", { data: { email, otpCode: await mailedCode(email) } })).ok()).toBe(true);
  return { id };
}

/** Counts the page's calls to an API door. */
function callsTo(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path && request.method() === "POST") count++;
  });
  return () => count;
}

const cardForm = (page: Page) => page.getByRole("region", { name: "Pay here by card" });

/** Opens `url` and waits for the card form to be ready. */
async function readyCard(page: Page, url: string, button: string) {
  await page.goto(url);
  await expect(cardForm(page).locator("[data-fake-stripe=payment-element]")).toBeVisible();
  await expect(cardForm(page).getByRole("button", { name: button, exact: true })).toBeEnabled();
}

test("/checkout's card form: a view creates nothing at Stripe; Pay buys the pass, which starts on Stripe's signed word", async ({
  page,
}) => {
  const { id } = await member(page);
  let letStripeLoad = () => {};
  const stripeLoads = new Promise<void>((resolve) => (letStripeLoad = resolve));
  const requested = await serveFakeStripe(page, {}, () => stripeLoads);
  const intents = callsTo(page, "/api/create-payment-intent");

  await page.goto("/checkout?plan=premium");
  await expect(page.getByRole("heading", { name: "Fitplate Premium 1-month pass: $9.99, paid once" })).toBeVisible();
  // loading: Stripe.js is on its way, nothing to press yet
  await expect(cardForm(page)).toContainText("Loading Stripe's card form…");
  await expect(cardForm(page).getByRole("button")).toHaveCount(0);
  letStripeLoad();
  await expect(cardForm(page).locator("[data-fake-stripe=payment-element]")).toBeVisible();
  await expect(cardForm(page).getByRole("button", { name: "Pay $9.99", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Pay $9.99 with Stripe" })).toBeEnabled(); // Stripe's page stays on offer
  expect(requested).toEqual(["https://js.stripe.com/endive/stripe.js"]); // @stripe/stripe-js's script, loaded once
  // the element knows the amount; no PaymentIntent exists yet, however often the page is seen
  await page.reload();
  await expect(cardForm(page).locator("[data-fake-stripe=payment-element]")).toBeVisible();
  expect(await fakeCalls(page)).toEqual([
    { name: "Stripe", publishableKey: PUBLISHABLE_KEY },
    { name: "elements", mode: "payment", amount: 999, currency: "usd" },
    { name: "create", type: "payment" },
    { name: "mount" },
  ]);
  expect(intents()).toBe(0);

  const created = page.waitForResponse((response) => response.url().endsWith("/api/create-payment-intent"));
  await cardForm(page).getByRole("button", { name: "Pay $9.99", exact: true }).click();
  const intent = (await (await created).json()) as { clientSecret: string; amount: number };
  expect(intent.amount).toBe(9.99);
  await expect(page).toHaveURL(
    /\/premium-enhanced\?payment=success&payment_intent=pi_standin_[^&]+&payment_intent_client_secret=[^&]+&redirect_status=succeeded$/,
  );
  // The stand-in sent Stripe's signed payment_intent.succeeded before the browser came back
  await expect(page.getByRole("status").filter({ hasText: "Thanks!" })).toHaveText(
    /^Thanks! Your Premium pass runs until \d{4}-\d{2}-\d{2}\.$/,
  );
  expect((await page.request.get("/api/foods/barcode/4006381333931")).status()).not.toBe(403); // a Premium door
  const user = (await (await page.request.get(`/api/user/${id}`)).json()) as { tier: string; pass: { plan: string } };
  expect(user).toMatchObject({ tier: "premium", pass: { plan: "premium" }, subscription: null });
  expect(intents()).toBe(1);
});

test("Pay shows Processing… while Stripe confirms, then a declined card's message; trying again reuses the same PaymentIntent", async ({
  page,
}) => {
  await member(page);
  await serveFakeStripe(page, { outcome: "card_error", hold: true });
  const intents = callsTo(page, "/api/create-payment-intent");
  await readyCard(page, "/checkout?plan=elite", "Pay $29.99");

  await cardForm(page).getByRole("button", { name: "Pay $29.99", exact: true }).click();
  await expect(cardForm(page).getByRole("button", { name: "Processing…" })).toBeDisabled();
  // Processing… covers making the PaymentIntent too; Stripe.js then holds the confirmation
  await expect.poll(async () => (await fakeCalls(page)).filter((call) => call.name === "confirmPayment").length).toBe(1);
  const [confirm] = (await fakeCalls(page)).filter((call) => call.name === "confirmPayment");
  await expect(cardForm(page).getByRole("button", { name: "Processing…" })).toBeDisabled();
  expect(confirm).toMatchObject({
    returnUrl: new URL("/premium-enhanced?payment=success", page.url()).href,
    redirect: "always",
    clientSecret: expect.stringMatching(/^pi_standin_\w+_secret_standin$/),
  });
  await page.evaluate(() => window.__fakeStripe?.release?.());

  // spec §8: "Payment Failed" with the provider's message for a card error; the form stays
  await expect(cardForm(page).getByRole("alert")).toHaveText("Payment Failed: Your card was declined.");
  await expect(cardForm(page).locator("[data-fake-stripe=payment-element]")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?plan=elite$/);

  // another card: the same PaymentIntent is confirmed
  await page.evaluate(() => Object.assign(window.__fakeStripe!, { outcome: "success", hold: false }));
  await cardForm(page).getByRole("button", { name: "Pay $29.99", exact: true }).click();
  await expect(page).toHaveURL(/\/premium-enhanced\?payment=success&/);
  await expect(page.getByText(/^Thanks! Your Elite pass runs until /)).toBeVisible();
  expect(intents()).toBe(1);
});

test("an incomplete card stops before anything is created; other errors: An unexpected error occurred", async ({ page }) => {
  await member(page);
  await serveFakeStripe(page, { outcome: "validation_error" });
  const intents = callsTo(page, "/api/create-payment-intent");
  await readyCard(page, "/checkout?plan=premium", "Pay $9.99");
  const pay = cardForm(page).getByRole("button", { name: "Pay $9.99", exact: true });
  const alert = cardForm(page).getByRole("alert");

  await pay.click();
  await expect(alert).toHaveText("Payment Failed: Your card number is incomplete.");
  expect(intents()).toBe(0);
  for (const outcome of ["api_error", "reject"] as const) {
    await page.evaluate((outcome) => Object.assign(window.__fakeStripe!, { outcome }), outcome);
    await pay.click();
    await expect(alert).toHaveText("Payment Failed: An unexpected error occurred");
    await expect(pay).toBeEnabled();
  }
  expect((await fakeCalls(page)).filter((call) => call.name === "confirmPayment")).toHaveLength(2);
  expect(intents()).toBe(1);
});

test("when the pass cannot be set up, the card form says why in the spec's words, and the hosted page stays", async ({ page }) => {
  await member(page);
  await serveFakeStripe(page);
  await page.route("**/api/create-payment-intent", (route) =>
    route.fulfill({
      status: 503,
      json: { error: "Payment Service Status: Stripe could not be reached. Nothing was charged; please try again in a moment." },
    }),
  );
  await readyCard(page, "/checkout?plan=premium", "Pay $9.99");
  await cardForm(page).getByRole("button", { name: "Pay $9.99", exact: true }).click();
  await expect(cardForm(page).getByRole("alert")).toHaveText(
    "Payment Service Status: Stripe could not be reached. Nothing was charged; please try again in a moment.",
  );
  // anything else: the status and the server's words (spec §7)
  await page.unroute("**/api/create-payment-intent");
  await page.route("**/api/create-payment-intent", (route) =>
    route.fulfill({ status: 429, json: { error: "Too many requests: try again in a minute" } }),
  );
  await cardForm(page).getByRole("button", { name: "Pay $9.99", exact: true }).click();
  await expect(cardForm(page).getByRole("alert")).toHaveText("Payment Failed: 429: Too many requests: try again in a minute");
  expect((await fakeCalls(page)).filter((call) => call.name === "confirmPayment")).toHaveLength(0);
  await expect(page.getByRole("button", { name: "Pay $9.99 with Stripe" })).toBeEnabled();
});

test("/subscribe's card form: a view starts no subscription; Subscribe makes one, which Stripe's word turns on", async ({ page }) => {
  const { id } = await member(page);
  await serveFakeStripe(page, { outcome: "card_error" });
  const subscriptions: string[] = [];
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname === "/api/create-subscription")
      subscriptions.push(((await response.json()) as { subscriptionId: string }).subscriptionId);
  });
  await readyCard(page, "/subscribe?plan=premium", "Subscribe");
  await page.reload();
  await expect(cardForm(page).locator("[data-fake-stripe=payment-element]")).toBeVisible();
  expect(await fakeCalls(page)).toContainEqual({ name: "elements", mode: "subscription", amount: 999, currency: "usd" });
  expect(subscriptions).toEqual([]);

  // the e-mail typed above is the one the subscription is for; a refused card keeps the form
  await page.getByLabel("E-mail").fill("billing-card@example.com");
  await cardForm(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(cardForm(page).getByRole("alert")).toHaveText("Subscription Failed: Your card was declined.");
  // a reload and Subscribe again: the subscription that waits for its first payment is reused
  await page.reload();
  await page.evaluate(() => Object.assign(window.__fakeStripe!, { outcome: "success" }));
  await cardForm(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/premium-enhanced\?subscription=success&/);
  await expect(page.getByText("Thanks! Your Premium plan is active.")).toBeVisible();
  const user = (await (await page.request.get(`/api/user/${id}`)).json()) as { subscription: unknown };
  expect(user.subscription).toMatchObject({ plan: "premium", interval: "month", status: "active", cancelAtPeriodEnd: false });
  expect(subscriptions).toHaveLength(2);
  expect(subscriptions[1]).toBe(subscriptions[0]);
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
