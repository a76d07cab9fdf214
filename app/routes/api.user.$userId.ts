import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonError, onlyMethods } from "~/http/json.server";
import { requireApiSelf } from "~/http/guards.server";
import { getProfile } from "~/modules/user/profile.server";

/** GET /api/user/{userId}: the signed-in user's profile (spec core §7). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiSelf(request, params.userId);
  const profile = await getProfile(userId);
  if (!profile) return jsonError(404, "User not found");
  return Response.json(profile);
}

export const action = onlyMethods("GET");
