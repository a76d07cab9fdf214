import { env } from "~/env.server";
import type { AiClient } from "./client";
import { createOpenAiClient } from "./openai.server";

let cached: { key: string; client: AiClient } | null = null;

/**
 * The configured model, or null when none is (OPENAI_API_KEY unset). Read from the parsed
 * environment on each call, so a changed setting (tests) takes effect; the client is reused while
 * the settings stay the same.
 */
export function aiClient(): AiClient | null {
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, OPENAI_MODEL: model, OPENAI_TIMEOUT_MS: timeoutMs } = env;
  if (!apiKey) return null;
  const key = JSON.stringify([apiKey, baseURL, model, timeoutMs]);
  if (cached?.key !== key) cached = { key, client: createOpenAiClient({ apiKey, baseURL, model, timeoutMs }) };
  return cached.client;
}
