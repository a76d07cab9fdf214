import { readFileSync } from "node:fs";
import type { Page, Route } from "@playwright/test";

// Stripe.js in the browser tests: js.stripe.com and api.stripe.com cannot be reached from here, so
// the page gets a fake Stripe.js (fixtures/fake-stripe.js) that implements the calls our card forms
// make, and its confirmation (POST https://api.stripe.com/v1/payment_intents/{id}/confirm, as
// Stripe.js sends it) goes to the Stripe stand-in the e2e server pays through, which then sends the
// signed webhooks Stripe would.

const FAKE_STRIPE_JS = readFileSync(new URL("./fixtures/fake-stripe.js", import.meta.url), "utf8");
/** playwright.config.ts: the stand-in listens on E2E_PORT + 10. */
const STRIPE_STANDIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 10}`;

export type FakeStripeSettings = {
  outcome?: "success" | "card_error" | "validation_error" | "api_error" | "reject";
  hold?: boolean;
};
export type FakeStripeCall = { name: string; [detail: string]: unknown };
declare global {
  interface Window {
    __fakeStripe?: FakeStripeSettings & { calls?: FakeStripeCall[]; release?: () => void };
  }
}

/** Serves the fake for every js.stripe.com request and sends api.stripe.com to the stand-in; resolves with the script URLs asked for. */
export async function serveFakeStripe(page: Page, settings: FakeStripeSettings = {}, before?: (route: Route) => Promise<void>) {
  const requested: string[] = [];
  await page.addInitScript((settings) => {
    window.__fakeStripe = { ...settings, ...window.__fakeStripe };
  }, settings);
  await page.route("https://js.stripe.com/**", async (route) => {
    requested.push(route.request().url());
    await before?.(route);
    await route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_STRIPE_JS });
  });
  await page.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${STRIPE_STANDIN}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return requested;
}

export const fakeCalls = (page: Page) => page.evaluate(() => window.__fakeStripe?.calls ?? []);
