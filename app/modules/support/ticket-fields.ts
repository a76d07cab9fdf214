// The support screens' words, bounds and intents (spec core §3, §7; commercial §2.3, §5, §8): what the
// forms show, apart from their schemas (ticket-input.ts, staff-input.ts) so that the screens' scripts
// do not build them (issue 44). Pure.

export const SUPPORT_CATEGORIES = ["general", "technical", "billing", "feature-request"] as const;

export const MAX_SUBJECT_CHARS = 120;
export const MAX_MESSAGE_CHARS = 2000;

/** Commercial spec §5: what a blank message gets (title; description). */
export const MESSAGE_REQUIRED = "Message Required: Please describe your issue or question.";

/** The /support chat form's intent. */
export const SUPPORT_CHAT_INTENT = "send-message";

/** The /support ticket form's intent (subject, message, category, phone number, e-mail). */
export const FILE_TICKET_INTENT = "file-ticket";

/** Commercial spec §8: what the ticket form says after filing, and when it could not. */
export const TICKET_CREATED = { title: "Support Ticket Created", description: "We will respond within 24 hours." } as const;
export const TICKET_FAILED = {
  title: "Failed to Create Ticket",
  description: "Please try again or contact us directly via WhatsApp.",
} as const;

/** The messaging test (commercial spec §2.3, §5, §7, §8). */
export const WHATSAPP_TEST_INTENT = "whatsapp-test";

export const WHATSAPP_TEST_FAILED = {
  title: "WhatsApp Test Failed",
  description: "Make sure WhatsApp service is running and try again.",
} as const;

/** The fixed greeting the messaging test sends. */
export const WHATSAPP_GREETING =
  "Hello from Fitplate! This is a test message: WhatsApp support is connected. Reply here any time to reach our team.";

/** Phone support (premium only): a call back to this number. */
export const CALL_REQUEST_INTENT = "request-call";

/** The staff inbox's forms. */
export const STAFF_REPLY_INTENT = "reply";
export const CLOSE_TICKET_INTENT = "close";
export const REOPEN_TICKET_INTENT = "reopen";
