import type { SubmissionResult } from "@conform-to/react";

/**
 * The one error shape every screen form answers with: Conform's reply (field errors and form
 * errors) and the intent it belongs to, so a page with several forms shows it on the right one.
 */
export type FormReply = { intent: string; result: SubmissionResult<string[]> };

/** The reply for `intent`, if the last submission was that form's. */
export function replyFor(reply: FormReply | undefined | null, intent: string): SubmissionResult<string[]> | undefined {
  return reply?.intent === intent ? reply.result : undefined;
}

/** The form-level message of a reply (a module's refusal), if any. */
export function formErrorOf(reply: FormReply | undefined | null, intent?: string): string | null {
  if (!reply || (intent && reply.intent !== intent)) return null;
  return reply.result.error?.[""]?.join(" ") ?? null;
}
