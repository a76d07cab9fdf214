import { z } from "zod";
import { DomainError } from "~/modules/errors";
import { MessengerError, sendMessage } from "~/modules/messenger/messenger.server";
import { checkOutboundAction } from "~/modules/throttle/rate-limit.server";
import { WHATSAPP_TESTS_PER_IP, WHATSAPP_TESTS_PER_USER } from "~/modules/throttle/limits";
import { validate } from "~/modules/validate";
import { WhatsAppTestInput } from "./ticket-input";
import { WHATSAPP_GREETING, WHATSAPP_TEST_FAILED } from "./ticket-fields";

export const WhatsAppTestAnswer = z.object({ sent: z.literal(true), phoneNumber: z.string(), delivery: z.enum(["whatsapp", "outbox"]) });
type WhatsAppTestResult = z.infer<typeof WhatsAppTestAnswer>;

/** Who asks for a test: the member and the address they asked from (see app/http/throttle.server.ts). */
type WhatsAppTestCaller = { userId: number; ip: string };

/**
 * POST /api/whatsapp/send and the /support messaging test: sends the fixed greeting (never the
 * caller's text: the test must not relay arbitrary messages) to the member's number through the
 * messenger. At most WHATSAPP_TESTS_PER_USER and WHATSAPP_TESTS_PER_IP an hour (a refused number
 * is not counted). Without WhatsApp configured the greeting lands in the outbox, and the answer
 * says so.
 */
export async function sendWhatsAppTest(caller: WhatsAppTestCaller, rawInput: unknown): Promise<WhatsAppTestResult> {
  const { phoneNumber } = validate(WhatsAppTestInput, rawInput);
  await checkOutboundAction("whatsapp-test", caller, { perUser: WHATSAPP_TESTS_PER_USER, perIp: WHATSAPP_TESTS_PER_IP });
  try {
    const delivery = await sendMessage({ channel: "whatsapp", to: phoneNumber, text: WHATSAPP_GREETING, purpose: "whatsapp-test" });
    return { sent: true, phoneNumber, delivery: delivery.transport === "whatsapp" ? "whatsapp" : "outbox" };
  } catch (error) {
    if (!(error instanceof MessengerError)) throw error;
    console.warn(`support: WhatsApp test to ${phoneNumber} failed:`, error.message);
    throw new DomainError(502, WHATSAPP_TEST_FAILED);
  }
}
