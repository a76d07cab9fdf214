import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { idempotentJson } from "~/http/idempotency.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { aiClient } from "~/modules/ai/ai.server";
import { fileTicket } from "~/modules/support/support.server";

/**
 * POST /api/support/ticket {userId?, subject, message, category?, phoneNumber?, email?} (spec core §7):
 * files one ticket → 201 `{ ticket: { id, … }, reply }` (the model's answer or our acknowledgement).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return idempotentJson(request, userId, "POST /api/support/ticket", () => jsonFrom(() => fileTicket(userId, body, aiClient()), 201));
}

export const loader = onlyMethods("POST");
