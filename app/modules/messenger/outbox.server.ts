import { db } from "~/db.server";
import type { Delivery, ValidMessage } from "./message";
import type { Transport } from "./transport";

/** Kept outbox rows are deleted after this many days (the clean-up chore). */
export const OUTBOX_RETENTION_DAYS = 7;

/**
 * The default transport of a fresh clone: the message is stored (the /dev/outbox page lists it)
 * and printed to the server log, so a person can read a one-time code with no mail server.
 */
export const outboxTransport: Transport = {
  transport: "outbox",
  async send(message: ValidMessage): Promise<Delivery> {
    const subject = message.channel === "email" ? message.subject : null;
    const row = await db.outboxMessage.create({
      data: { channel: message.channel, to: message.to, subject, body: message.text, purpose: message.purpose },
      select: { id: true },
    });
    logKept(message);
    return { transport: "outbox", id: String(row.id) };
  },
  async probe() {},
};

/** Prints a message kept in the outbox to the server log, where a person reads a code without a mail server. */
export function logKept(message: ValidMessage): void {
  const subject = message.channel === "email" ? message.subject : null;
  console.info(`[outbox] ${message.channel} to ${message.to} (${message.purpose})${subject ? `: ${subject}` : ""}\n${message.text}`);
}

export function latestOutboxMessages(take = 50) {
  return db.outboxMessage.findMany({ orderBy: { id: "desc" }, take });
}
