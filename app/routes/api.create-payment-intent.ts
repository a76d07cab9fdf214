import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { createPaymentIntent } from "~/modules/payments/payment-intents.server";

/**
 * POST /api/create-payment-intent {plan, billing?} → `{ clientSecret, paymentIntentId, amount }`:
 * the amount comes from the price table (an `amount` in the body is ignored). Without a plan,
 * {amount, currency, email} is the payment test page's one-time payment (≥ 0.50 USD, buys
 * nothing). 503 when payments are not configured. Tiers change only on Stripe's signed webhook.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return jsonFrom(() => createPaymentIntent(userId, body));
}

export const loader = onlyMethods("POST");
