// The app's model (the support chat, the meal scanner), behind one interface; one file per backend (openai.server.ts).

type ChatRole = "system" | "user" | "assistant";
export type ChatMessage = { role: ChatRole; content: string };

export type ReplyOptions = {
  /** aborts the request (the caller's own deadline, or the member leaving the page) */
  signal?: AbortSignal;
  /** the backend's own limit for this request, in milliseconds */
  timeoutMs?: number;
  /** at most this many tokens in the answer */
  maxTokens?: number;
};

/** A question about one photo whose answer must follow a JSON schema (structured output). */
export type ImageQuestion = {
  /** what the model is told to do */
  instructions: string;
  /** the photo, as a data URL (image/jpeg) */
  imageDataUrl: string;
  /** the answer's shape: a strict JSON schema and its name */
  answerSchema: { name: string; schema: Record<string, unknown> };
};

/** A question in text whose answer must follow a JSON schema (structured output). */
export type JsonQuestion = {
  instructions: string;
  /** the material the question is about, e.g. a JSON list */
  input: string;
  answerSchema: { name: string; schema: Record<string, unknown> };
};

export interface AiClient {
  /** e.g. "openai (gpt-4o-mini)", for the status panel */
  readonly name: string;
  /** The model's answer to the conversation; throws when the model fails, times out or answers nothing. */
  reply(messages: ChatMessage[], options?: ReplyOptions): Promise<string>;
  /**
   * The model's JSON answer about a photo, parsed but NOT validated (the caller checks it with its
   * Zod schema); throws when the model fails, times out, refuses, or answers something that is not JSON.
   */
  askAboutImage(question: ImageQuestion, options?: ReplyOptions): Promise<unknown>;
  /** The model's JSON answer to a text question, parsed but NOT validated; throws as askAboutImage does. */
  askForJson(question: JsonQuestion, options?: ReplyOptions): Promise<unknown>;
}
