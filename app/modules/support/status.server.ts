import { db } from "~/db.server";
import type { AiClient } from "~/modules/ai/client";
import { messengerHealth, type ChannelHealth } from "~/modules/messenger/messenger.server";
import { paymentProvider } from "~/modules/payments/provider.server";

// The /support service status panel, computed on each request: nothing here is a static green.

export type ServiceState = "up" | "down" | "not-configured";
type ServiceStatus = { service: string; state: ServiceState; detail: string };

/** How long the status panel waits for the model before calling it down. */
const AI_PROBE_TIMEOUT_MS = 3000;

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

async function payments(): Promise<ServiceStatus> {
  const provider = paymentProvider();
  if (!provider) return { service: "Payments", state: "not-configured", detail: "Not configured: nothing can be bought here" };
  const deadline = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), MESSAGING_PROBE_TIMEOUT_MS).unref());
  try {
    await Promise.race([provider.probe(), deadline]);
    return { service: "Payments", state: "up", detail: "Stripe answers" };
  } catch {
    return { service: "Payments", state: "down", detail: "Stripe is not answering" };
  }
}

/** How long the status panel waits for the e-mail and WhatsApp services. */
const MESSAGING_PROBE_TIMEOUT_MS = 3000;

function channel(service: string, health: ChannelHealth): ServiceStatus {
  if (health.transport === "outbox")
    return { service, state: "not-configured", detail: "Not configured: messages are kept in the local outbox" };
  return health.ok ? { service, state: "up", detail: "Reachable" } : { service, state: "down", detail: "Not reachable" };
}

/**
 * Database (a trivial query), the AI assistant (a quick request to the model), payments (Stripe's
 * balance, read-only), and the messenger's e-mail and WhatsApp services (each asked without
 * sending anything).
 */
export async function serviceStatus(ai: AiClient | null): Promise<ServiceStatus[]> {
  const [dbStatus, aiStatus, paymentStatus, messaging] = await Promise.all([
    database(),
    assistant(ai),
    payments(),
    messengerHealth(MESSAGING_PROBE_TIMEOUT_MS),
  ]);
  return [dbStatus, aiStatus, paymentStatus, channel("E-mail", messaging.email), channel("WhatsApp", messaging.whatsapp)];
}
