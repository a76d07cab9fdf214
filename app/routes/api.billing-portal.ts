import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { openBillingPortal } from "~/modules/payments/billing.server";

/**
 * POST /api/billing-portal → `{ url }`: Stripe's billing portal for the caller's own customer,
 * returning to /profile. 404 before the first payment, 503 without Stripe, 502 when Stripe refuses.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  return jsonFrom(() => openBillingPortal(userId, `${new URL(request.url).origin}/profile`));
}

export const loader = onlyMethods("POST");
