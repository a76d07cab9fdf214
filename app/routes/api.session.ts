import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonError } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { getProfile } from "~/modules/user/profile.server";
import { localDateOf } from "~/modules/dates/calendar";
import { notServed } from "~/http/write-policy.server";

/** GET /api/session: who the caller is signed in as, and their today (for API callers and tests). */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireApiUser(request);
  const profile = await getProfile(userId);
  if (!profile) return jsonError(401, "Not signed in");
  return Response.json({ user: { id: profile.id, timeZone: profile.timeZone, today: localDateOf(new Date(), profile.timeZone) } });
}

export const action = notServed("GET");
