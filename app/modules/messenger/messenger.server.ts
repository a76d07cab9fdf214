import { db, detached } from "~/db.server";
import { env } from "~/env.server";
import { OutgoingMessageSchema, type Channel, type Delivery, type OutgoingMessage, type ValidMessage } from "./message";
import { logKept, outboxTransport } from "./outbox.server";
import { createSmtpTransport } from "./smtp.server";
import type { Transport } from "./transport";
import { createWhatsAppTransport } from "./whatsapp.server";

import { MessengerError } from "./transport";

export { MessengerError };

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

/** A queued message not handed to its service within this many minutes is dropped (a late code is no use). */
export const QUEUE_MINUTES = 10;

/**
 * Queues an e-mail or WhatsApp text in the outbox (an `OutboxMessage` row, `pending`) and returns:
 * it is sent after the caller's answer, so a door's answer and its time never depend on whether
 * there was something to send (issue 37, item 5). Call it after the caller's transaction, if any:
 * the delivery starts at once and sees only committed rows. Throws a ZodError for a malformed
 * message, never a MessengerError: a service that fails is logged by the delivery.
 */
export async function queueMessage(message: OutgoingMessage): Promise<void> {
  const valid: ValidMessage = OutgoingMessageSchema.parse(message);
  await db.outboxMessage.create({
    data: {
      channel: valid.channel,
      to: valid.to,
      subject: valid.channel === "email" ? valid.subject : null,
      body: valid.text,
      purpose: valid.purpose,
      pending: true,
    },
    select: { id: true },
  });
  setImmediate(deliverSoon);
}

let delivering: Promise<unknown> | null = null;
let again = false;

function deliverSoon() {
  if (delivering) {
    again = true;
    return;
  }
  delivering = detached(() => deliverQueued())
    .catch((error: unknown) => console.error("messenger: delivering the queue failed:", error))
    .finally(() => {
      delivering = null;
      if (again) {
        again = false;
        setImmediate(deliverSoon);
      }
    });
}

/**
 * Hands every pending outbox row to its channel's service, oldest first. Each row is claimed with
 * one conditional update, so with several processes each message goes out once. A real service
 * keeps nothing here (the row is deleted, sent or not); without one the row stays as the kept
 * outbox message. No retries: the person asks for a new code. Returns how many it handled.
 */
export async function deliverQueued(): Promise<number> {
  let handled = 0;
  for (;;) {
    const rows = await db.outboxMessage.findMany({ where: { pending: true }, orderBy: { id: "asc" }, take: 20 });
    if (rows.length === 0) return handled;
    for (const row of rows) {
      const { count } = await db.outboxMessage.updateMany({ where: { id: row.id, pending: true }, data: { pending: false } });
      if (count === 0) continue;
      handled++;
      const message = OutgoingMessageSchema.parse(
        row.channel === "email"
          ? { channel: "email", to: row.to, subject: row.subject, text: row.body, purpose: row.purpose }
          : { channel: "whatsapp", to: row.to, text: row.body, purpose: row.purpose },
      );
      const transport = transports()[message.channel];
      if (transport.transport === "outbox") {
        logKept(message);
        continue;
      }
      try {
        const late = Date.now() - row.createdAt.getTime() > QUEUE_MINUTES * 60_000;
        if (late) console.warn(`messenger: message ${row.id} (${row.purpose}) waited over ${QUEUE_MINUTES} minutes: dropped`);
        else await transport.send(message);
      } catch (error) {
        if (!(error instanceof MessengerError)) throw error;
        console.warn(`messenger: message ${row.id} (${row.purpose}) could not be sent:`, error.message);
      } finally {
        await db.outboxMessage.delete({ where: { id: row.id } });
      }
    }
  }
}
