import { apiAction, notServed } from "~/http/write-policy.server";
import { createPaymentIntent } from "~/modules/payments/payment-intents.server";

/**
 * POST /api/create-payment-intent (commercial spec §7) → `{ clientSecret, paymentIntentId, amount }`:
 * `{amount, plan}` is the checkout's payment, the amount from the price table (another amount → 400);
 * `{amount, currency, email?}` is the payment demo's (≥ 0.50 USD, step 0.01, the account's e-mail
 * when none is sent; it buys nothing). Guests → 403; Stripe failing → 502/503 with the spec's title.
 * Tiers change only on Stripe's signed webhook.
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ userId, body }) => createPaymentIntent(userId, body),
});

export const loader = notServed(action);
