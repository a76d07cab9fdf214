import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonError, jsonFrom, methodNotAllowed, onlyMethods } from "~/http/json.server";
import { handleWebhook } from "~/modules/payments/webhook.server";

/** Webhook bodies are small; a larger one is not Stripe's. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * POST /api/stripe/webhook (Stripe calls it): the signature is checked against
 * STRIPE_WEBHOOK_SECRET over the raw body (wrong → 400, nothing changed); each event id is acted
 * on once → 200 `{ received: true }`.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const payload = await request.text();
  if (Buffer.byteLength(payload) > MAX_WEBHOOK_BYTES) return jsonError(413, "Webhook body too large");
  return jsonFrom(() => handleWebhook(payload, request.headers.get("Stripe-Signature")));
}

export const loader = onlyMethods("POST");
