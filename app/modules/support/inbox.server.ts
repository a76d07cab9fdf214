import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { MessengerError, sendMessage } from "~/modules/messenger/messenger.server";
import { IdSchema, validate } from "~/modules/validate";
import { messageLink } from "~/public-url.server";
import { StaffReplyInput } from "./staff-input";

// The staff inbox (/support/inbox): people with the staff role answer tickets. Staff see what the
// member put in the ticket (subject, message, category, phone, e-mail) and its conversation;
// nothing else of the member (no diary, profile or tier).

/** Tickets the inbox lists at most per status. */
const INBOX_PAGE = 100;

/** Whether this user has the staff role (read from the database on every request). */
export async function isStaff(userId: number): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true } });
  return user?.role === "staff";
}

/** Only staff may work the inbox; anyone else gets a 404, as if it did not exist. */
export async function requireStaff(userId: number): Promise<void> {
  if (!(await isStaff(userId))) throw new DomainError(404, "Not found");
}

type InboxTicket = {
  id: number;
  subject: string;
  category: string;
  status: string;
  createdAt: Date;
  answeredAt: Date | null;
  messages: number;
};

/** Open tickets oldest first (the longest wait on top, at most INBOX_PAGE), how many are open, then the latest closed ones. */
export async function listInbox(): Promise<{ open: InboxTicket[]; openCount: number; closed: InboxTicket[] }> {
  const select = {
    id: true,
    subject: true,
    category: true,
    status: true,
    createdAt: true,
    answeredAt: true,
    _count: { select: { messages: true } },
  } as const;
  const [open, openCount, closed] = await Promise.all([
    db.supportTicket.findMany({ where: { status: "open" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: INBOX_PAGE, select }),
    db.supportTicket.count({ where: { status: "open" } }),
    db.supportTicket.findMany({ where: { status: "closed" }, orderBy: [{ closedAt: "desc" }, { id: "desc" }], take: 20, select }),
  ]);
  const shape = ({ _count, ...ticket }: (typeof open)[number]): InboxTicket => ({ ...ticket, messages: _count.messages });
  return { open: open.map(shape), openCount, closed: closed.map(shape) };
}

type StaffTicketView = {
  id: number;
  subject: string;
  message: string;
  category: string;
  phoneNumber: string | null;
  email: string | null;
  status: string;
  createdAt: Date;
  conversation: { id: number; author: string; body: string; createdAt: Date }[];
};

const TicketIdSchema = IdSchema("Ticket id");

/** One ticket as staff see it: what the member shared, and its conversation. */
export async function getStaffTicket(rawTicketId: unknown): Promise<StaffTicketView> {
  const id = validate(TicketIdSchema, rawTicketId);
  const ticket = await db.supportTicket.findUnique({
    where: { id },
    select: {
      id: true,
      subject: true,
      message: true,
      category: true,
      phoneNumber: true,
      email: true,
      status: true,
      createdAt: true,
      messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, author: true, body: true, createdAt: true } },
    },
  });
  if (!ticket) throw new DomainError(404, "Ticket not found");
  const { messages, ...fields } = ticket;
  return { ...fields, conversation: messages };
}

type StaffReply = { ticketId: number; delivered: "whatsapp" | "email" | "outbox" | "not-sent" };

/**
 * A staff reply: stored in the ticket's conversation (the member sees it on /support), then sent
 * to the member through the messenger: WhatsApp when the ticket has a phone number, else e-mail to
 * the member's verified account address. A failed or impossible delivery never loses the reply.
 */
export async function replyToTicket(rawTicketId: unknown, rawInput: unknown): Promise<StaffReply> {
  const ticketId = validate(TicketIdSchema, rawTicketId);
  const { message } = validate(StaffReplyInput, rawInput);
  const ticket = await db.supportTicket.findUnique({
    where: { id: ticketId },
    select: { id: true, subject: true, phoneNumber: true, user: { select: { email: true, isGuest: true } } },
  });
  if (!ticket) throw new DomainError(404, "Ticket not found");
  await db.$transaction([
    db.supportMessage.create({ data: { ticketId, author: "staff", body: message } }),
    db.supportTicket.update({ where: { id: ticketId }, data: { answeredAt: new Date() } }),
  ]);
  return { ticketId, delivered: await deliver(ticket, message) };
}

type Recipient = { id: number; subject: string; phoneNumber: string | null; user: { email: string | null; isGuest: boolean } };

/**
 * Where an e-mail reply may go: only an address the member proved with a one-time code, i.e. a
 * member's account address. The ticket's own address is whatever was typed (anyone's), and so is a
 * guest's profile address; a ticket address that is the verified one is that same address.
 */
const verifiedAddressOf = ({ user }: Recipient): string | null => (user.isGuest ? null : user.email);

async function deliver(ticket: Recipient, message: string): Promise<StaffReply["delivered"]> {
  const text = `Fitplate support, ticket #${ticket.id} (${ticket.subject}):\n\n${message}\n\nReply on ${messageLink("/support")} in the app.`;
  const email = verifiedAddressOf(ticket);
  try {
    if (ticket.phoneNumber) {
      const sent = await sendMessage({ channel: "whatsapp", to: ticket.phoneNumber, text, purpose: "support-reply" });
      return sent.transport === "outbox" ? "outbox" : "whatsapp";
    }
    if (email) {
      const subject = `Re: ${ticket.subject} (ticket #${ticket.id})`;
      const sent = await sendMessage({ channel: "email", to: email, subject, text, purpose: "support-reply" });
      return sent.transport === "outbox" ? "outbox" : "email";
    }
  } catch (error) {
    // A malformed stored address (ZodError) or a service failure: the reply is in the conversation anyway.
    const why = error instanceof MessengerError ? error.message : "the address could not be used";
    console.warn(`support: the reply to ticket #${ticket.id} was not delivered: ${why}`);
  }
  return "not-sent";
}

/** Closes (or reopens) a ticket. */
export async function setTicketStatus(rawTicketId: unknown, status: "open" | "closed"): Promise<{ ticketId: number; status: string }> {
  const ticketId = validate(TicketIdSchema, rawTicketId);
  const { count } = await db.supportTicket.updateMany({
    where: { id: ticketId },
    data: { status, closedAt: status === "closed" ? new Date() : null },
  });
  if (count === 0) throw new DomainError(404, "Ticket not found");
  return { ticketId, status };
}
