import { MessengerError, sendMessage } from "~/modules/messenger/messenger.server";
import { messageLink } from "~/public-url.server";
import type { Member, NotificationMessage } from "./kinds.server";
import { sendPush, vapidPublicKey } from "./push.server";

/** How a notification reached the member: push, e-mail, or nowhere (the service failed). */
export type NotificationChannel = "push" | "email" | "failed";

/** Whether the member can be reached at all: a push subscription (when Web Push is configured) or an e-mail address. */
export const reachable = (member: Member) =>
  (member._count.pushSubscriptions > 0 && vapidPublicKey() !== null) || (!member.isGuest && member.email !== null);

/** Sends by push to the member's browsers; without one that takes it, by e-mail through the messenger (SMTP, or the outbox). */
export async function deliver(member: Member, message: NotificationMessage): Promise<NotificationChannel> {
  if (member._count.pushSubscriptions > 0 && (await sendPush(member.id, message))) return "push";
  if (member.isGuest || member.email === null) return "failed";
  try {
    await sendMessage({
      channel: "email",
      to: member.email,
      subject: message.title,
      text: `${message.body}\n\n${messageLink(message.url)}\n\nChange what Fitplate sends you: ${messageLink("/profile")}`,
      purpose: "notification",
    });
    return "email";
  } catch (error) {
    if (!(error instanceof MessengerError)) throw error;
    console.warn(`notifications: e-mail to member ${member.id} failed:`, error.message);
    return "failed";
  }
}
