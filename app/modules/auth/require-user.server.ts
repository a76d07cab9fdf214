import { redirect } from "@remix-run/node";
import { z } from "zod";
import { jsonError } from "~/http/json.server";
import { getSessionUserId } from "./session.server";

function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

/**
 * The signed-in user's id, for every loader, action and API route. Without a session an
 * API request gets 401 JSON and a screen is sent to the start page.
 */
export async function requireUserId(request: Request): Promise<number> {
  const userId = await getSessionUserId(request);
  if (userId !== null) return userId;
  if (isApiRequest(request)) throw jsonError(401, "Not signed in");
  throw redirect("/");
}

const UserIdParam = z.coerce.number().int().positive();

/** For `/api/.../{id}` routes: the id in the path must be the signed-in user (else 403). */
export async function requireSelf(request: Request, idParam: string | undefined): Promise<number> {
  const userId = await requireUserId(request);
  const parsed = UserIdParam.safeParse(idParam);
  if (!parsed.success) throw jsonError(400, "User id must be a positive whole number");
  if (parsed.data !== userId) throw jsonError(403, "You can only access your own account");
  return userId;
}
