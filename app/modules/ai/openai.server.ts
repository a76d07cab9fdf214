import OpenAI from "openai";
import type { AiClient, ChatMessage, ReplyOptions } from "./client";

export type OpenAiSettings = { apiKey: string; baseURL?: string; model: string; timeoutMs: number };

/** An OpenAI-compatible chat-completions backend (the `openai` SDK): api.openai.com or any compatible server. */
export function createOpenAiClient({ apiKey, baseURL, model, timeoutMs }: OpenAiSettings): AiClient {
  // No SDK retries: a slow or failing model falls back to the acknowledgement instead of making the member wait.
  const client = new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries: 0 });
  return {
    name: `OpenAI-compatible (${model})`,
    async reply(messages: ChatMessage[], options: ReplyOptions = {}) {
      const completion = await client.chat.completions.create(
        { model, messages, max_tokens: options.maxTokens ?? 400, temperature: 0.3 },
        { signal: options.signal, timeout: options.timeoutMs ?? timeoutMs },
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error("The model answered nothing");
      return text;
    },
  };
}
