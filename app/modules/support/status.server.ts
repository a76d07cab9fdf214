import { db } from "~/db.server";
import type { AiClient } from "~/modules/ai/client";
import { messengerHealth, type ChannelHealth } from "~/modules/messenger/messenger.server";
import { paymentProvider } from "~/modules/payments/provider.server";

// The /support service status panel. Each server process checks the services in the background
// (at start, then every STATUS_CHECK_INTERVAL_MS) and page views read the last result: a view of
// /support never calls the model, Stripe, SMTP or WhatsApp itself. Nothing here is a static green.

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
 * One round of checks: the database (a trivial query), the AI assistant (a quick request to the
 * model), payments (Stripe's balance, read-only), and the messenger's e-mail and WhatsApp services
 * (each asked without sending anything).
 */
export async function checkServices(ai: AiClient | null): Promise<ServiceStatus[]> {
  const [dbStatus, aiStatus, paymentStatus, messaging] = await Promise.all([
    database(),
    assistant(ai),
    payments(),
    messengerHealth(MESSAGING_PROBE_TIMEOUT_MS),
  ]);
  return [dbStatus, aiStatus, paymentStatus, channel("E-mail", messaging.email), channel("WhatsApp", messaging.whatsapp)];
}

/** How often each server process checks the services (a round takes at most ~3 s). */
export const STATUS_CHECK_INTERVAL_MS = 60_000;

type StatusMonitor = {
  /** The model the next round asks: the one the latest page view was given. */
  ai: AiClient | null;
  /** The last finished round, or the first one while it runs. */
  latest: Promise<ServiceStatus[]> | null;
  /** The round in progress, shared by anyone who asks for one meanwhile. */
  running: Promise<ServiceStatus[]> | null;
  timer: ReturnType<typeof setInterval> | null;
};
const monitor: StatusMonitor = { ai: null, latest: null, running: null, timer: null };

/** Runs a round now (or joins the one in progress); the panel shows its result from then on. */
export function refreshServiceStatus(ai: AiClient | null = monitor.ai): Promise<ServiceStatus[]> {
  monitor.ai = ai;
  if (!monitor.running) {
    const round = checkServices(ai).finally(() => {
      if (monitor.running === round) monitor.running = null;
    });
    monitor.running = round;
    // The panel keeps showing the previous round until this one is done (the first one is awaited).
    void round.then(
      () => (monitor.latest = round),
      () => undefined,
    );
    monitor.latest ??= round;
  }
  return monitor.running;
}

/** Starts the background checks once per process: a round now, then one every interval (the timer never keeps the process alive). */
export function startStatusChecks(ai: AiClient | null, intervalMs = STATUS_CHECK_INTERVAL_MS): void {
  monitor.ai = ai;
  if (monitor.timer) return;
  void refreshServiceStatus(ai).catch(() => undefined);
  monitor.timer = setInterval(() => void refreshServiceStatus().catch(() => undefined), intervalMs);
  monitor.timer.unref();
}

/** Stops the background checks, forgets the last result and waits for a round still running (tests). */
export async function stopStatusChecks(): Promise<void> {
  const running = monitor.running;
  if (monitor.timer) clearInterval(monitor.timer);
  Object.assign(monitor, { timer: null, latest: null, running: null });
  await running?.catch(() => undefined);
}

/**
 * What the panel shows: the last round's result (the first page view after start waits for the
 * first round). `ai` is the model the next rounds ask, so a change of configuration shows at the next round.
 */
export async function serviceStatus(ai: AiClient | null): Promise<ServiceStatus[]> {
  startStatusChecks(ai);
  monitor.ai = ai;
  return monitor.latest ?? refreshServiceStatus(ai);
}
