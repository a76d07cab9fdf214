import { redirect } from "@remix-run/node";
import { userOfBearer } from "~/modules/auth/api-tokens.server";
import { getSessionUserId } from "~/modules/auth/session.server";
import { DomainError } from "~/modules/errors";
import { requireStaff } from "~/modules/support/inbox.server";
import { describeIssues, IdSchema } from "~/modules/validate";
import { jsonError } from "./json.server";
import { startPageFor } from "~/shared/redirect-to";

// The doors decide how "not signed in" and "not yours" are answered: a screen redirects to the
// start page, an API route answers JSON (docs/decisions/0007-layers-and-guards.md). The auth
// module only says who the session belongs to.

/**
 * For screen loaders and actions: the signed-in user's id, else a redirect to the start page,
 * which brings the visitor back to a screen they opened once started (`?redirectTo=`; a form
 * posted without a session has nothing to come back to).
 */
export async function requirePageUser(request: Request): Promise<number> {
  const userId = await getSessionUserId(request);
  if (userId === null) throw redirect(request.method === "GET" ? startPageFor(new URL(request.url)) : "/");
  return userId;
}

/**
 * For `/api` routes: the caller's user id from a personal API token (`Authorization: Bearer`) or
 * the session cookie, else 401 `{ "error": "Not signed in" }` (a bad token: 401 too, never the cookie).
 */
export async function requireApiUser(request: Request): Promise<number> {
  const bearer = await userOfBearer(request);
  if (bearer === "invalid") throw jsonError(401, "Invalid or revoked API token");
  if (bearer !== null) return bearer;
  const userId = await getSessionUserId(request);
  if (userId === null) throw jsonError(401, "Not signed in");
  return userId;
}

/** The `{userId}` of `/api/.../{userId}` paths, as requireApiSelf reads it. */
export const UserIdParam = IdSchema("User id");

/** For `/api/.../{userId}` routes: the id in the path must be the signed-in user (malformed → 400, another → 403). */
export async function requireApiSelf(request: Request, userIdParam: string | undefined): Promise<number> {
  const userId = await requireApiUser(request);
  const parsed = UserIdParam.safeParse(userIdParam);
  if (!parsed.success) throw jsonError(400, describeIssues(parsed.error));
  if (parsed.data !== userId) throw jsonError(403, "You can only access your own account");
  return userId;
}

/** For staff screens (/support/inbox), after requirePageUser: anyone but staff gets the Page Not Found screen, as if it did not exist. */
export async function requireStaffPage(userId: number): Promise<void> {
  try {
    await requireStaff(userId);
  } catch (error) {
    if (error instanceof DomainError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}
