import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { createPlanPaymentIntent } from "~/modules/payments/payments.server";

/**
 * POST /api/create-payment-intent {plan, billing?} → `{ clientSecret, paymentIntentId, amount }`.
 * The amount comes from the price table (an `amount` in the body is ignored); 503 when payments
 * are not configured. The tier changes only when Stripe's signed webhook reports the payment.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return jsonFrom(() => createPlanPaymentIntent(userId, body));
}

export const loader = onlyMethods("POST");
