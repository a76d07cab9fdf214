import { env } from "~/env.server";
import { OutgoingMessageSchema, type Channel, type Delivery, type OutgoingMessage, type ValidMessage } from "./message";
import { outboxTransport } from "./outbox.server";
import { createSmtpTransport } from "./smtp.server";
import type { Transport } from "./transport";
import { createWhatsAppTransport } from "./whatsapp.server";

export { MessengerError } from "./transport";

let cached: { key: string; transports: Record<Channel, Transport> } | null = null;

/**
 * The transport of each channel, from the parsed environment on each call (so a changed setting
 * takes effect), reused while the settings stay the same. Unconfigured channels use the outbox.
 */
function transports(): Record<Channel, Transport> {
  const { SMTP_URL, MAIL_FROM, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_API_BASE, MESSAGE_TIMEOUT_MS } = env;
  const key = JSON.stringify([SMTP_URL, MAIL_FROM, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_API_BASE, MESSAGE_TIMEOUT_MS]);
  if (cached?.key !== key) {
    const email = SMTP_URL ? createSmtpTransport({ url: SMTP_URL, from: MAIL_FROM, timeoutMs: MESSAGE_TIMEOUT_MS }) : outboxTransport;
    const whatsapp =
      WHATSAPP_TOKEN && WHATSAPP_PHONE_NUMBER_ID
        ? createWhatsAppTransport({
            token: WHATSAPP_TOKEN,
            phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
            apiBase: WHATSAPP_API_BASE,
            timeoutMs: MESSAGE_TIMEOUT_MS,
          })
        : outboxTransport;
    cached = { key, transports: { email: email as Transport, whatsapp: whatsapp as Transport } };
  }
  return cached.transports;
}

/** How each channel is delivered now: by its real service, or kept in the local outbox. */
export function messengerSetup(): Record<Channel, Delivery["transport"]> {
  const { email, whatsapp } = transports();
  return { email: email.transport, whatsapp: whatsapp.transport };
}

export type ChannelHealth = { transport: Delivery["transport"]; ok: boolean };

/** Whether each channel's service answers now (the outbox always does), for the status panel. */
export async function messengerHealth(timeoutMs: number): Promise<Record<Channel, ChannelHealth>> {
  const check = async (transport: Transport): Promise<ChannelHealth> => {
    const deadline = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), timeoutMs).unref());
    try {
      await Promise.race([transport.probe(), deadline]);
      return { transport: transport.transport, ok: true };
    } catch {
      return { transport: transport.transport, ok: false };
    }
  };
  const { email, whatsapp } = transports();
  const [emailHealth, whatsappHealth] = await Promise.all([check(email), check(whatsapp)]);
  return { email: emailHealth, whatsapp: whatsappHealth };
}

/**
 * Sends an e-mail or a WhatsApp text through the configured transport (the outbox when none is).
 * Throws a ZodError for a malformed message (a bug in the caller, or input the door should have
 * refused) and a MessengerError when the service fails or times out.
 */
export async function sendMessage(message: OutgoingMessage): Promise<Delivery> {
  const valid: ValidMessage = OutgoingMessageSchema.parse(message);
  return transports()[valid.channel].send(valid);
}
