import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { resendCode } from "~/modules/auth/accounts.server";
import { getSessionUserId } from "~/modules/auth/session.server";

/** POST /api/auth/resend-otp {email} → `{ success: true }` (the same answer whether or not a code was pending). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await throttleApiWrite({ request, context }, await getSessionUserId(request));
  const body = await readJson(request);
  return jsonFrom(() => resendCode(body));
}

export const loader = onlyMethods("POST");
