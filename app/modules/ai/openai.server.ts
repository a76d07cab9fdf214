import OpenAI from "openai";
import { cutText } from "~/modules/text";
import type { AiClient, ChatMessage, ImageQuestion, JsonQuestion, ReplyOptions } from "./client";

type OpenAiSettings = { apiKey: string; baseURL?: string; model: string; timeoutMs: number };

/** The model answered, but not with what was asked (no JSON, a refusal, nothing). */
class UnusableAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnusableAnswerError";
  }
}

/** An OpenAI-compatible chat-completions backend (the `openai` SDK): api.openai.com or any compatible server. */
export function createOpenAiClient({ apiKey, baseURL, model, timeoutMs }: OpenAiSettings): AiClient {
  // No SDK retries: a slow or failing model falls back (support) or fails fast (scan) instead of making the member wait.
  const client = new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries: 0 });

  /** One structured-output completion: the instructions, the question's messages, and the answer parsed as JSON. */
  async function structured(
    question: { instructions: string; answerSchema: { name: string; schema: Record<string, unknown> } },
    messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[],
    options: ReplyOptions & { maxTokens: number },
  ): Promise<unknown> {
    const completion = await client.chat.completions.create(
      {
        model,
        messages: [{ role: "system", content: question.instructions }, ...messages],
        // Structured output: a model that supports it answers exactly this shape; the caller still validates.
        response_format: {
          type: "json_schema",
          json_schema: { name: question.answerSchema.name, schema: question.answerSchema.schema, strict: true },
        },
        max_tokens: options.maxTokens,
        temperature: 0.2,
      },
      { signal: options.signal, timeout: options.timeoutMs ?? timeoutMs },
    );
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new UnusableAnswerError(`The model refused: ${cutText(message.refusal, 200)}`);
    const text = message?.content?.trim();
    if (!text) throw new UnusableAnswerError("The model answered nothing");
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new UnusableAnswerError("The model's answer is not JSON");
    }
  }

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
    askAboutImage(question: ImageQuestion, options: ReplyOptions = {}) {
      return structured(
        question,
        [{ role: "user", content: [{ type: "image_url", image_url: { url: question.imageDataUrl, detail: "auto" } }] }],
        { maxTokens: 1200, ...options },
      );
    },
    askForJson(question: JsonQuestion, options: ReplyOptions = {}) {
      return structured(question, [{ role: "user", content: question.input }], { maxTokens: 1600, ...options });
    },
  };
}
