import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonError, methodNotAllowed, onlyMethods } from "~/http/json.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { authenticator } from "~/modules/auth/accounts.server";
import { getSessionUserId, rotateSession } from "~/modules/auth/session.server";
import { DomainError, domainErrorHeaders } from "~/modules/errors";

/**
 * POST /api/auth/verify-otp {email, otpCode} → `{ success: true, user: { id } }` and a new session
 * cookie (remix-auth's one-time-code strategy, app/modules/auth/accounts.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await throttleApiWrite({ request, context }, await getSessionUserId(request));
  try {
    const { userId } = await authenticator.authenticate("one-time-code", request);
    const setCookie = await rotateSession(request, userId);
    return Response.json({ success: true, user: { id: userId } }, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    if (error instanceof DomainError) return jsonError(error.status, error.message, domainErrorHeaders(error));
    throw error;
  }
}

export const loader = onlyMethods("POST");
