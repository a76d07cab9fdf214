import { apiAction, notServed } from "~/http/write-policy.server";
import { openBillingPortal } from "~/modules/payments/billing.server";
import { requirePublicOrigin } from "~/public-url.server";

/**
 * POST /api/billing-portal → `{ url }`: Stripe's billing portal for the caller's own customer,
 * returning to /profile. 404 before the first payment, 503 without Stripe, 502 when Stripe refuses.
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  run: ({ request, userId }) => openBillingPortal(userId, `${requirePublicOrigin(request)}/profile`),
});

export const loader = notServed(action);
