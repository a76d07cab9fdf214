import { apiAction, notServed } from "~/http/write-policy.server";
import { BillingPortalAnswer, openBillingPortal } from "~/modules/payments/billing.server";
import { requirePublicOrigin } from "~/http/public-origin.server";
import { describeRoute } from "~/http/openapi/describe";

/**
 * POST /api/billing-portal → `{ url }`: Stripe's billing portal for the caller's own customer,
 * returning to /profile. 404 before the first payment, 503 without Stripe, 502 when Stripe refuses.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    run: ({ request, userId }) => openBillingPortal(userId, `${requirePublicOrigin(request)}/profile`),
  }),
  {
    POST: {
      summary: "Open Stripe's billing portal",
      description: "Cards, invoices and the plan of the caller's own Stripe customer, returning to /profile.",
      response: BillingPortalAnswer,
      responseExample: { url: "https://billing.stripe.com/p/session/test_123" },
      errors: {
        404: "No billing account yet: it is created with your first payment",
        502: "Stripe refused",
        503: "Payments are not configured on this server",
      },
    },
  },
);

export const loader = notServed(action);
