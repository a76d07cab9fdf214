// The support chat's model, behind one interface; one file per backend (openai.server.ts).

export type ChatRole = "system" | "user" | "assistant";
export type ChatMessage = { role: ChatRole; content: string };

export type ReplyOptions = {
  /** aborts the request (the caller's own deadline) */
  signal?: AbortSignal;
  /** the backend's own limit for this request, in milliseconds */
  timeoutMs?: number;
  /** at most this many tokens in the answer */
  maxTokens?: number;
};

export interface AiClient {
  /** e.g. "openai (gpt-4o-mini)", for the status panel */
  readonly name: string;
  /** The model's answer to the conversation; throws when the model fails, times out or answers nothing. */
  reply(messages: ChatMessage[], options?: ReplyOptions): Promise<string>;
}
