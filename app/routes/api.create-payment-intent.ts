import { apiAction, notServed } from "~/http/write-policy.server";
import { PaymentIntentAnswer, createPaymentIntent } from "~/modules/payments/payment-intents.server";
import { describeRoute } from "~/http/openapi/describe";
import { z } from "zod";
import { PurchaseInput } from "~/modules/payments/plan-choice";
import { DemoPaymentInput } from "~/modules/payments/test-payments.server";

/**
 * POST /api/create-payment-intent (commercial spec §7) → `{ clientSecret, paymentIntentId, amount }`:
 * `{amount, plan, billing?}` is the checkout's one-time pass (ADR 0032: one month, or year, of the
 * plan without renewal), the amount from the price table (another amount → 400), refused (409) for
 * a subscriber or under a higher running pass; `{amount, currency, email?}` is the payment demo's
 * (≥ 0.50 USD, step 0.01, the account's e-mail when none is sent; it buys nothing). Guests → 403;
 * Stripe failing → 502/503 with the spec's title. The pass starts only on Stripe's signed
 * payment_intent.succeeded.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => createPaymentIntent(userId, body),
  }),
  {
    POST: {
      summary: "Create a payment intent",
      description:
        "`{amount, plan, billing?}` is a one-time pass: one month (or year) of the plan without renewal, the amount the price table's, starting when Stripe's signed payment_intent.succeeded comes; refused for a subscriber (change the plan instead) or under a higher running pass. `{amount, currency, email?}` is the payment demo, which buys nothing.",
      body: z.union([PurchaseInput, DemoPaymentInput]),
      example: { amount: 9.99, plan: "premium" },
      response: PaymentIntentAnswer,
      responseExample: { clientSecret: "pi_123_secret_456", paymentIntentId: "pi_123", amount: 9.99 },
      errors: {
        400: "Plan not found",
        402: "Payment Failed: Your card was declined.",
        403: "Create an account first, so your plan is never lost with a cookie",
        409: "You subscribe to Premium (monthly): a pass would pay again for time your subscription already covers. Change your subscription's plan instead.",
        502: "Payment Setup Failed: Stripe answered without a client secret",
        503: "Payment Service Status: payment provider configuration is needed for live payments",
      },
    },
  },
);

export const loader = notServed(action);
