// Who wrote a line of a support conversation, as the member reads it. An automatic answer is never
// labelled as a person's (the support promise).

export type SupportAuthor = "member" | "assistant" | "system" | "staff";

export const AUTHOR_LABELS: Record<SupportAuthor, string> = {
  member: "You",
  assistant: "AI assistant",
  system: "Automatic reply",
  staff: "Fitplate team",
};
