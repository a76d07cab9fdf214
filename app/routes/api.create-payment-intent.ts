import { apiAction, notServed } from "~/http/write-policy.server";
import { createPaymentIntent } from "~/modules/payments/payment-intents.server";

/**
 * POST /api/create-payment-intent {plan, billing?} → `{ clientSecret, paymentIntentId, amount }`:
 * the amount comes from the price table (an `amount` in the body is ignored). Without a plan,
 * {amount, currency, email} is the payment test page's one-time payment (≥ 0.50 USD, buys
 * nothing). 503 when payments are not configured. Tiers change only on Stripe's signed webhook.
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ userId, body }) => createPaymentIntent(userId, body),
});

export const loader = notServed(action);
