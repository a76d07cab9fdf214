import { z } from "zod";

// What the messenger sends: an e-mail or a WhatsApp text. Pure, so the doors and tests share it.

/** Why a message went out; the outbox page and the server log show it. */
const MESSAGE_PURPOSES = ["sign-in-code", "email-changed", "welcome", "receipt", "support-reply", "whatsapp-test", "notification"] as const;

const MAX_SUBJECT_LENGTH = 200;
const MAX_BODY_LENGTH = 4000;

/** A phone number as people type it ("+44 7700 900123", "(555) 010-2000"), kept as "+" and 8–15 digits. */
export const PhoneNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\+?[1-9]\d{7,14}$/, "Enter the number with its country code, e.g. +44 7700 900123"))
  .transform((value) => (value.startsWith("+") ? value : `+${value}`));

const Body = z.string().trim().min(1).max(MAX_BODY_LENGTH);

export const OutgoingMessageSchema = z.discriminatedUnion("channel", [
  z.object({
    channel: z.literal("email"),
    to: z.email(),
    subject: z.string().trim().min(1).max(MAX_SUBJECT_LENGTH),
    text: Body,
    purpose: z.enum(MESSAGE_PURPOSES),
  }),
  z.object({
    channel: z.literal("whatsapp"),
    to: PhoneNumberSchema,
    text: Body,
    purpose: z.enum(MESSAGE_PURPOSES),
  }),
]);

export type OutgoingMessage = z.input<typeof OutgoingMessageSchema>;
export type ValidMessage = z.output<typeof OutgoingMessageSchema>;
export type Channel = ValidMessage["channel"];

/** Where a message went: a real transport, or the local outbox. */
export type Delivery = { transport: "smtp" | "whatsapp" | "outbox"; id: string };
