import { db } from "~/db.server";
import type { AiClient } from "~/modules/ai/client";

// The /support service status panel, computed on each request: nothing here is a static green.

export type ServiceState = "up" | "down" | "not-configured";
export type ServiceStatus = { service: string; state: ServiceState; detail: string };

/** How long the status panel waits for the model before calling it down. */
export const AI_PROBE_TIMEOUT_MS = 3000;

async function database(): Promise<ServiceStatus> {
  try {
    await db.$queryRawUnsafe("SELECT 1");
    return { service: "Database", state: "up", detail: "Reachable" };
  } catch {
    return { service: "Database", state: "down", detail: "Not reachable" };
  }
}

async function assistant(ai: AiClient | null): Promise<ServiceStatus> {
  if (!ai) return { service: "AI assistant", state: "not-configured", detail: "Not configured: a person answers every message" };
  try {
    await ai.reply([{ role: "user", content: "Reply with OK." }], { timeoutMs: AI_PROBE_TIMEOUT_MS, maxTokens: 2 });
    return { service: "AI assistant", state: "up", detail: "Answering" };
  } catch {
    return { service: "AI assistant", state: "down", detail: "Not answering: a person answers every message" };
  }
}

/**
 * Database (a trivial query), the AI assistant (a quick request to the model), payments and
 * messaging. Fitplate has no payment or messaging service yet, so those two are reported as not
 * configured rather than pretending to be up.
 */
export async function serviceStatus(ai: AiClient | null): Promise<ServiceStatus[]> {
  const [dbStatus, aiStatus] = await Promise.all([database(), assistant(ai)]);
  return [
    dbStatus,
    aiStatus,
    { service: "Payments", state: "not-configured", detail: "Not configured" },
    { service: "Messaging", state: "not-configured", detail: "Not configured" },
  ];
}
