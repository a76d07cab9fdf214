import { readCappedBytes } from "~/http/body.server";
import { jsonError } from "~/http/json.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { handleWebhook } from "~/modules/payments/webhook.server";
import { describeRoute } from "~/http/openapi/describe";

/** Webhook bodies are small; a larger one is not Stripe's. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * POST /api/stripe/webhook (Stripe calls it): no guard and no per-IP throttle (Stripe's addresses
 * send every event); the signature is checked against STRIPE_WEBHOOK_SECRET over the raw body
 * (wrong → 400, nothing changed), read with the one capped reader at 256 KB; each event id is acted
 * on once → 200 `{ received: true }`.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "none",
    throttle: false,
    run: async ({ request }) => {
      const refuse = (status: 400 | 413, message: string) => jsonError(status, status === 413 ? "Webhook body too large" : message);
      const payload = (await readCappedBytes(request, refuse, MAX_WEBHOOK_BYTES)).toString("utf8");
      return handleWebhook(payload, request.headers.get("Stripe-Signature"));
    },
  }),
  {
    POST: {
      summary: "Stripe's events (Stripe calls it)",
      description:
        "Signed with STRIPE_WEBHOOK_SECRET over the raw body (header Stripe-Signature); each event id is acted on once. The only way a tier changes.",
      returns: "`{ received: true }`",
      errors: { 400: "Invalid signature", 413: "Webhook body too large" },
    },
  },
);

export const loader = notServed(action);
