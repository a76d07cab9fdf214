import { env } from "~/env.server";
import { DomainError } from "~/modules/errors";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe.server";

// The payment provider this server is configured with (Stripe, from the environment). The files
// by job: passes.server (/checkout's one-time pass, ADR 0032), checkout.server (a subscription on
// Stripe's hosted page), subscriptions.server, plan-change.server, openings.server (one
// subscription started at a time), payment-intents.server, test-payments.server (the /payments
// page's tries that buy nothing), webhook.server (the only way a tier or a pass changes),
// billing.server (the profile's panel and Stripe's portal).

export const NOT_CONFIGURED = "Payments are not configured on this server: payment provider configuration is needed for live payments";

let cached: { key: string; provider: PaymentProvider } | null = null;

/** The configured provider, or null (STRIPE_SECRET_KEY unset). */
export function paymentProvider(): PaymentProvider | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: apiBase } = env;
  if (!secretKey) return null;
  const key = JSON.stringify([secretKey, webhookSecret, apiBase]);
  if (cached?.key !== key) cached = { key, provider: createStripeProvider({ secretKey, webhookSecret, apiBase, timeoutMs: 15_000 }) };
  return cached.provider;
}

export function requireProvider(): PaymentProvider {
  const provider = paymentProvider();
  if (!provider) throw new DomainError(503, NOT_CONFIGURED);
  return provider;
}

/** Whether the configured key is a test key (sk_test_…): the /payments page's test-mode switch. */
export function testMode(): boolean {
  return !env.STRIPE_SECRET_KEY?.startsWith("sk_live_");
}
