import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { createSubscription } from "~/modules/payments/subscriptions.server";

/**
 * POST /api/create-subscription {email, name, plan | priceId, billing?} → `{ subscriptionId,
 * clientSecret }` (the price from the table). The tier follows the subscription's webhooks.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return jsonFrom(() => createSubscription(userId, body));
}

export const loader = onlyMethods("POST");
