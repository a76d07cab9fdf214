import { apiAction, notServed } from "~/http/write-policy.server";
import { createSubscription } from "~/modules/payments/subscriptions.server";

/**
 * POST /api/create-subscription {email, name?, plan | priceId (a price id or a plan id), billing?}
 * → `{ subscriptionId, clientSecret }` (the price from the table). Guests → 403; Stripe failing →
 * 502/503 with the spec's title. The tier follows the subscription's webhooks.
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ userId, body }) => createSubscription(userId, body),
});

export const loader = notServed(action);
