import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonError } from "~/http/json.server";
import { requireApiSelf } from "~/http/guards.server";
import { apiAction } from "~/http/write-policy.server";
import { getBilling } from "~/modules/payments/billing.server";
import { getProfile } from "~/modules/user/profile.server";
import { updateProfile } from "~/modules/user/update.server";

/**
 * GET /api/user/{userId}: the signed-in user's profile (spec core §7) and their subscription
 * (`{plan, interval, status, currentPeriodEnd, cancelAtPeriodEnd}`, null without one).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiSelf(request, params.userId);
  const [profile, billing] = await Promise.all([getProfile(userId), getBilling(userId)]);
  if (!profile || !billing) return jsonError(404, "User not found");
  return Response.json({ ...profile, subscription: billing.subscription });
}

/**
 * PUT /api/user/{userId}: the profile fields of spec core §3 (the same schema as the /profile
 * form); empty values are omitted. Answers the whole profile.
 */
export const action = apiAction({
  methods: ["PUT"],
  loaderMethods: ["GET"],
  guard: "self",
  throttle: "write",
  body: "json",
  run: ({ userId, body }) => updateProfile(userId, body),
});
