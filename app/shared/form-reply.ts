import type { SubmissionResult } from "@conform-to/react";

/**
 * The one error shape every screen form answers with: Conform's reply (field errors and form
 * errors) and the intent it belongs to, so a page with several forms shows it on the right one.
 */
export type FormReply = {
  intent: string;
  result: SubmissionResult<string[]>;
  /** A titled refusal's title and description (a DomainError's): screens read them, never parse the message. */
  titled?: { title: string; description: string };
};

/** The reply for `intent`, if the last submission was that form's. */
export function replyFor(reply: FormReply | undefined | null, intent: string): SubmissionResult<string[]> | undefined {
  return reply?.intent === intent ? reply.result : undefined;
}

/** A reply's titled refusal (e.g. "Update Failed" and what went wrong), if it has one. */
export function titledOf(reply: FormReply | undefined | null, intent?: string): { title: string; description: string } | null {
  if (!reply || (intent && reply.intent !== intent)) return null;
  return reply.titled ?? null;
}

/** The title of a reply's refusal, if it has one. */
export const titleOf = (reply: FormReply | undefined | null, intent?: string): string | null => titledOf(reply, intent)?.title ?? null;

/** The form-level message of a reply (a module's refusal), if any. */
export function formErrorOf(reply: FormReply | undefined | null, intent?: string): string | null {
  if (!reply || (intent && reply.intent !== intent)) return null;
  return reply.result.error?.[""]?.join(" ") ?? null;
}

/** Every message of the last reply to `intent` (field errors and a refusal), in one line. */
export const allMessagesOf = (reply: FormReply | undefined | null, intent: string): string | null =>
  Object.values(replyFor(reply, intent)?.error ?? {})
    .flat()
    .join(" ") || null;
