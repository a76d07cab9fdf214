import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { clientIp, throttleApiWrite } from "~/http/throttle.server";
import { sendWhatsAppTest } from "~/modules/support/whatsapp-test.server";

/**
 * POST /api/whatsapp/send {phoneNumber, message?} (commercial spec §7): the messaging test. Sends
 * the fixed greeting (the message field is ignored) → 200 `{ sent, phoneNumber, delivery }`,
 * where delivery is "whatsapp" or "outbox" (WhatsApp not configured: kept, not sent); 400 without a
 * number; 502 when WhatsApp fails; 429 past 5 an hour per member or 10 per address.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return jsonFrom(() => sendWhatsAppTest({ userId, ip: clientIp({ request, context }) }, body));
}

export const loader = onlyMethods("POST");
