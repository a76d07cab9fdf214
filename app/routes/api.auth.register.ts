import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { register } from "~/modules/auth/accounts.server";
import { getSessionUserId } from "~/modules/auth/session.server";

/**
 * POST /api/auth/register {firstName, lastName, email, countryCode, phoneNumber, agreeToTerms,
 * agreeToMarketing?, fullPhoneNumber?} → `{ success: true }`: a code is on its way (a sign-in code
 * when the address is already a member's; the answer is the same). The caller's guest account,
 * if any, is upgraded in place when the code is verified.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await getSessionUserId(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return jsonFrom(() => register(body, userId));
}

export const loader = onlyMethods("POST");
