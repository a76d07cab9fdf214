import { z } from "zod";
import { PhoneNumberSchema } from "~/modules/messenger/message";
import { cleanText, cutText, fitsText } from "~/modules/text";
import { OptionalTextSchema } from "~/modules/text-schema";
import { MAX_MESSAGE_CHARS, MAX_SUBJECT_CHARS, MESSAGE_REQUIRED, SUPPORT_CATEGORIES } from "./ticket-fields";

// Rules for a support ticket (spec core §3, §7; pure, shared by both doors, the browser and the unit tests).

/** The message: multi-line text, required after cleaning and trimming, at most MAX_MESSAGE_CHARS. */
export const MessageSchema = z
  .unknown()
  .transform((value, ctx): string => {
    // Missing (a blank form field arrives as undefined) reads as empty, so it gets the same message.
    if (value === undefined || value === null) return "";
    if (typeof value === "string") return cleanText(value, { multiline: true });
    ctx.addIssue({ code: "custom", message: "Message must be text" });
    return z.NEVER;
  })
  // A refinement, not a piped z.string(): Conform's form coercion rewrites inner string schemas (blank → undefined).
  .superRefine((text, ctx) => {
    if (text === "") ctx.addIssue({ code: "custom", message: MESSAGE_REQUIRED });
    else if (!fitsText(text, MAX_MESSAGE_CHARS))
      ctx.addIssue({ code: "custom", message: `Message is too long (at most ${MAX_MESSAGE_CHARS} characters)` });
  });

const PhoneSchema = OptionalTextSchema({ label: "Phone number", max: 32 }).refine(
  (value) => value === undefined || /^\+?[0-9][0-9 ()-]{5,30}$/.test(value),
  "Phone number must be digits, optionally starting with +",
);

const EmailSchema = OptionalTextSchema({ label: "Email", max: 254 }).refine(
  (value) => value === undefined || z.email().safeParse(value).success,
  "Email must be an e-mail address",
);

/**
 * POST /api/support/ticket: { userId?, subject?, message, category?, phoneNumber?, email? }. The
 * subject is optional (commercial spec §5 requires only the message): without one, the message's
 * first line names the ticket.
 */
export const TicketInput = z
  .object({
    /** Spec §7 sends it; when present it must be the signed-in member (checked by the module). */
    userId: z.unknown().optional(),
    subject: OptionalTextSchema({ label: "Subject", max: MAX_SUBJECT_CHARS }),
    message: MessageSchema,
    category: z.enum(SUPPORT_CATEGORIES, { error: `Category must be one of ${SUPPORT_CATEGORIES.join(", ")}` }).default("general"),
    phoneNumber: PhoneSchema,
    email: EmailSchema,
  })
  .transform(({ subject, ...input }) => ({ ...input, subject: subject ?? subjectFrom(input.message) }));
export type TicketInput = z.output<typeof TicketInput>;

/** The /support chat form: only the message (the subject is made from it). */
export const ChatMessageInput = z.object({ message: MessageSchema });

/** A subject for a chat message: its first line, cut at MAX_SUBJECT_CHARS characters on a word (after the 40th) with "…". */
export function subjectFrom(message: string): string {
  return cutText(message.split("\n", 1)[0]!.trim(), MAX_SUBJECT_CHARS, { ellipsis: true, wordAfter: 40 });
}

/** The honest answer when no model answered: the ticket number and when a person replies. */
export function acknowledgement(ticketId: number): string {
  return `Thanks, we have your message as ticket #${ticketId}. A person from our team will follow up, usually within 24 hours.`;
}

const PHONE_NUMBER_REQUIRED = { title: "Phone Number Required", description: "Please enter your WhatsApp number" } as const;

/** A phone number the member types: required, then any common way of writing an international number. */
const WhatsAppNumberSchema = z.unknown().transform((value, ctx): string => {
  const text = typeof value === "string" ? cleanText(value) : "";
  if (text === "") {
    ctx.addIssue({ code: "custom", message: `${PHONE_NUMBER_REQUIRED.title}: ${PHONE_NUMBER_REQUIRED.description}` });
    return z.NEVER;
  }
  const phone = PhoneNumberSchema.safeParse(text);
  if (!phone.success) {
    ctx.addIssue({ code: "custom", message: phone.error.issues[0]?.message ?? "Enter a phone number" });
    return z.NEVER;
  }
  return phone.data;
});

/** POST /api/whatsapp/send and the /support messaging test: { phoneNumber, message? } (the greeting is fixed). */
export const WhatsAppTestInput = z.object({ phoneNumber: WhatsAppNumberSchema, message: z.unknown().optional() });

/** Phone support (premium only): a call back to this number. */
export const CallRequestInput = z.object({ phoneNumber: WhatsAppNumberSchema });
