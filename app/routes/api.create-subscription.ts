import { apiAction, notServed } from "~/http/write-policy.server";
import { createSubscription, SubscriptionAnswer, SubscriptionInput } from "~/modules/payments/subscriptions.server";
import { describeRoute } from "~/http/openapi/describe";

/**
 * POST /api/create-subscription {email, name?, plan | priceId (a price id or a plan id), billing?}
 * → `{ subscriptionId, clientSecret }` (the price from the table; the same plan's subscription still
 * waiting for its first payment is reused). Guests → 403; Stripe failing → 502/503 with the spec's
 * title. The tier follows the subscription's webhooks; one that starts during a pass ends the pass
 * and refunds its unused share (ADR 0032).
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => createSubscription(userId, body),
  }),
  {
    POST: {
      summary: "Create a subscription",
      description:
        "Waiting for its first payment (the Payment Element's clientSecret; asking again for the same plan before paying answers the same one); with a live subscription another plan is a plan change on it. A subscription that starts while a pass runs ends the pass and refunds its unused share.",
      body: SubscriptionInput,
      example: { email: "sam@example.com", name: "Sam Lee", plan: "premium", billing: "monthly" },
      response: SubscriptionAnswer,
      responseExample: { subscriptionId: "sub_123", clientSecret: "pi_123_secret_456" },
      errors: {
        400: "Email Required: Please enter your email address to continue",
        402: "Subscription Failed: Your card was declined.",
        403: "Create an account first, so your plan is never lost with a cookie",
        409: "You are already on this plan",
        502: "Subscription Setup Failed: Stripe answered without a client secret",
        503: "Subscription Service Status: payment provider configuration is needed for live payments",
      },
    },
  },
);

export const loader = notServed(action);
