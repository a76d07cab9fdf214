import { z } from "zod";
import { db } from "~/db.server";
import type { AiClient, ChatMessage } from "~/modules/ai/client";
import { DomainError } from "~/modules/errors";
import { cleanText, cutText } from "~/modules/text";
import { IdSchema, validate } from "~/modules/validate";
import { HELP_TEXT } from "./help-text";
import { getDiary } from "~/modules/meal/diary.server";
import { getDaySettings } from "~/modules/user/clock.server";
import { requireFeature } from "~/modules/user/features.server";
import { TIER_COLUMNS, tierLabel, tierNow } from "~/modules/user/tiers";
import { acknowledgement, CallRequestInput, ChatMessageInput, subjectFrom, TicketInput } from "./ticket-input";

/** How many of the member's earlier messages the model sees (their recent context). */
const CONTEXT_MESSAGES = 6;
/** Most tickets a member sees on /support (newest ones, shown oldest first). */
const SHOWN_TICKETS = 50;
/**
 * The most of a model's reply that is stored and shown: it is asked for at most 400 tokens
 * (≈ 1,600 characters), but a model or a compatible server may ignore that.
 */
export const MAX_REPLY_CHARS = 4000;

const ticketSelect = {
  id: true,
  subject: true,
  message: true,
  category: true,
  phoneNumber: true,
  email: true,
  status: true,
  createdAt: true,
} as const;

/** POST /api/support/ticket's answer: the ticket and its reply (the model's answer, or our acknowledgement). */
export const FiledTicketAnswer = z.object({
  ticket: z.object({
    id: z.number().int(),
    subject: z.string(),
    message: z.string(),
    category: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
    status: z.string(),
    createdAt: z.coerce.date(),
  }),
  reply: z.object({ author: z.enum(["assistant", "system"]), body: z.string() }),
});
type FiledTicket = z.infer<typeof FiledTicketAnswer>;
type SupportTicket = FiledTicket["ticket"];
type SupportReply = FiledTicket["reply"];

/**
 * POST /api/support/ticket: files one ticket (spec core §3, §7) and appends its reply. A `userId`
 * in the body must be the member's own.
 */
export async function fileTicket(userId: number, rawInput: unknown, ai: AiClient | null): Promise<FiledTicket> {
  const input = validate(TicketInput, rawInput);
  if (input.userId !== undefined && validate(IdSchema("userId"), input.userId) !== userId) {
    throw new DomainError(403, "You can only file tickets for your own account");
  }
  const { userId: _ignored, ...fields } = input;
  return record(userId, fields, ai);
}

/** The /support chat: one message files one ticket; the reply is the model's, or our acknowledgement. */
export async function sendChatMessage(userId: number, rawInput: unknown, ai: AiClient | null): Promise<FiledTicket> {
  const { message } = validate(ChatMessageInput, rawInput);
  return record(userId, { subject: subjectFrom(message), message, category: "general" }, ai);
}

/**
 * Phone support (premium only, commercial spec §2.3): files a ticket asking a person to call the
 * member back. The tier is read from the database, never from the request.
 */
export async function requestCall(userId: number, rawInput: unknown): Promise<{ ticket: SupportTicket }> {
  const { phoneNumber } = validate(CallRequestInput, rawInput);
  await requireFeature(userId, "phoneSupport");
  const message = `Please call me back on ${phoneNumber}.`;
  const ticket = await db.supportTicket.create({
    data: {
      userId,
      subject: "Phone call requested",
      message,
      category: "general",
      phoneNumber,
      messages: { create: { author: "member", body: message } },
    },
    select: ticketSelect,
  });
  return { ticket };
}

type Fields = { subject: string; message: string; category: string; phoneNumber?: string; email?: string };

async function record(userId: number, fields: Fields, ai: AiClient | null): Promise<FiledTicket> {
  // The ticket exists before the model is asked: a slow or failing model never loses it.
  const [history, context] = ai ? await Promise.all([recentConversation(userId), memberContext(userId)]) : [[], null];
  const ticket = await db.supportTicket.create({
    data: {
      userId,
      ...fields,
      phoneNumber: fields.phoneNumber ?? null,
      email: fields.email ?? null,
      messages: { create: { author: "member", body: fields.message } },
    },
    select: ticketSelect,
  });
  const reply = await answer(ai, context ? [context, ...history] : history, fields.message, ticket.id);
  await db.supportMessage.create({ data: { ticketId: ticket.id, author: reply.author, body: reply.body } });
  return { ticket, reply };
}

async function answer(ai: AiClient | null, history: ChatMessage[], message: string, ticketId: number): Promise<SupportReply> {
  if (ai) {
    try {
      const body = storedReply(await ai.reply([{ role: "system", content: HELP_TEXT }, ...history, { role: "user", content: message }]));
      if (body) return { author: "assistant", body };
    } catch (error) {
      console.warn(`support: the model did not answer ticket #${ticketId}:`, error instanceof Error ? error.message : error);
    }
  }
  return { author: "system", body: acknowledgement(ticketId) };
}

/** A model's reply as it is kept: clean multi-line text of at most MAX_REPLY_CHARS, cut with "…". */
function storedReply(reply: string): string {
  return cleanText(cutText(reply, MAX_REPLY_CHARS, { ellipsis: true }), { multiline: true });
}

/**
 * What the model may know of the member, because it answers "why is my total wrong?" better: the
 * plan, the time zone and today's logged calories against the goal. Nothing else (no foods, no
 * body data, no contact details).
 */
async function memberContext(userId: number): Promise<ChatMessage | null> {
  const [settings, user] = await Promise.all([getDaySettings(userId), db.user.findUnique({ where: { id: userId }, select: TIER_COLUMNS })]);
  if (!settings || !user) return null;
  const diary = await getDiary(userId, settings.today);
  const content =
    `About this member: ${tierLabel(tierNow(user))} plan; time zone ${settings.timeZone}; ` +
    `today (${settings.today}) ${Math.round(diary.totals.calories)} of ${settings.dailyCalorieGoal} kcal logged.`;
  return { role: "system", content };
}

async function recentConversation(userId: number): Promise<ChatMessage[]> {
  const rows = await db.supportMessage.findMany({
    where: { ticket: { userId } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: CONTEXT_MESSAGES,
    select: { author: true, body: true },
  });
  return rows
    .reverse()
    .filter((row) => row.author !== "system")
    .map((row) => ({ role: row.author === "member" ? "user" : "assistant", content: row.body }));
}

type ConversationEntry = {
  id: number;
  ticketId: number;
  author: "member" | "assistant" | "system" | "staff";
  body: string;
  createdAt: Date;
};

/** The member's conversation on /support: the messages of their latest tickets, newest last. */
export async function listConversation(userId: number): Promise<ConversationEntry[]> {
  const tickets = await db.supportTicket.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHOWN_TICKETS,
    select: { id: true },
  });
  const rows = await db.supportMessage.findMany({
    where: { ticketId: { in: tickets.map((ticket) => ticket.id) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, ticketId: true, author: true, body: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, author: row.author as ConversationEntry["author"] }));
}

type MemberTicketRow = { id: number; subject: string; status: string; createdAt: Date; answered: boolean };

/** The member's own tickets, newest first (staff replies are in the conversation). */
export async function listMemberTickets(userId: number): Promise<MemberTicketRow[]> {
  const rows = await db.supportTicket.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHOWN_TICKETS,
    select: { id: true, subject: true, status: true, createdAt: true, answeredAt: true },
  });
  return rows.map(({ answeredAt, ...row }) => ({ ...row, answered: answeredAt !== null }));
}
