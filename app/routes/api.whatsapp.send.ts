import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { sendWhatsAppTest } from "~/modules/support/whatsapp-test.server";

/**
 * POST /api/whatsapp/send {phoneNumber, message?} (commercial spec §7): the messaging test. Sends
 * the fixed greeting (the message field is ignored) → 200 `{ sent, phoneNumber, delivery }`,
 * where delivery is "whatsapp" or "outbox" (WhatsApp not configured: kept, not sent); 400 without a
 * number; 502 when WhatsApp fails; 429 past 5 an hour per member or 10 per address.
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ request, context, userId, body }) => sendWhatsAppTest({ userId, ip: clientIp({ request, context }) }, body),
});

export const loader = notServed(action);
