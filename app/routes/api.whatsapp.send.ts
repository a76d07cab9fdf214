import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { sendWhatsAppTest, WhatsAppTestAnswer } from "~/modules/support/whatsapp-test.server";
import { describeRoute } from "~/http/openapi/describe";
import { WhatsAppTestInput } from "~/modules/support/ticket-input";

/**
 * POST /api/whatsapp/send {phoneNumber, message?} (commercial spec §7): the messaging test. Sends
 * the fixed greeting (the message field is ignored) → 200 `{ sent, phoneNumber, delivery }`,
 * where delivery is "whatsapp" or "outbox" (WhatsApp not configured: kept, not sent); 400 without a
 * number; 502 when WhatsApp fails; 429 past 5 an hour per member or 10 per address.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ request, context, userId, body }) => sendWhatsAppTest({ userId, ip: clientIp({ request, context }) }, body),
  }),
  {
    POST: {
      summary: "The messaging test",
      description:
        "Sends our fixed greeting (the message field is ignored); `outbox`: WhatsApp is not configured, the greeting was kept, not sent. 5 an hour per member, 10 per address.",
      body: WhatsAppTestInput,
      example: { phoneNumber: "+447700900123" },
      response: WhatsAppTestAnswer,
      responseExample: { sent: true, phoneNumber: "+447700900123", delivery: "outbox" },
      errors: {
        400: "Phone Number Required: Please enter your WhatsApp number",
        502: "WhatsApp Test Failed: Make sure WhatsApp service is running and try again.",
      },
    },
  },
);

export const loader = notServed(action);
