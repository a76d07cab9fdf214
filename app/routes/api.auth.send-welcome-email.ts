import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { sendWelcomeEmail } from "~/modules/auth/accounts.server";

/** POST /api/auth/send-welcome-email {email, firstName?} → `{ sent: true }`, only to the caller's own verified address. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return jsonFrom(() => sendWelcomeEmail(userId, body));
}

export const loader = onlyMethods("POST");
