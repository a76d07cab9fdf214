import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { IDEMPOTENCY_HEADER } from "~/modules/idempotency/field";
import type { MealType } from "~/modules/meal/meal-types";
import { OFFLINE_QUEUE_DB } from "~/pwa/names";

// The offline food-logging queue (docs/decisions/0026-installable-offline-app.md): a log made while
// offline waits in IndexedDB, shown as pending, and is posted to /api/food-log when the connection
// returns, by the page (on load and on `online`) or by the service worker (Background Sync). Its
// client-made id is the Idempotency-Key, so however many of them send it, the server logs it once.
// Each log keeps the id of the member who made it: on a shared device (the gym kiosk, a family
// phone) it is sent and shown only while that member is signed in, never as whoever is next.

export type FoodLogRequest = {
  /** The signed-in user who logged it: only their session sends it. */
  owner: number;
  foodId: number;
  /** Shown while pending; not sent (the server names the food). */
  foodName: string;
  quantity: number;
  mealType: MealType;
  /** The day it was logged for (sent later, it still lands on that day); none: the user's today when it is sent. */
  date?: string;
  portionLabel?: string;
};

export type QueuedFoodLog = FoodLogRequest & { id: string; queuedAt: number };

export type SendReport = {
  sent: QueuedFoodLog[];
  /** Refused for good (the food is gone, the day out of range…): dropped from the queue, with the server's reason. */
  refused: { log: QueuedFoodLog; error: string }[];
  /** The signed-in member's logs still waiting (no connection, the server busy); all of them when no one is signed in. */
  waiting: number;
};

export const FOOD_LOG_SYNC_TAG = "food-log-queue";
const STORE = "food-logs";

interface QueueSchema extends DBSchema {
  [STORE]: { key: string; value: QueuedFoodLog };
}

let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;

function database() {
  opened ??= openDB<QueueSchema>(OFFLINE_QUEUE_DB, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: "id" });
    },
  });
  return opened;
}

/** The last queuedAt given on this page: two logs queued in the same millisecond still keep their order. */
let lastQueuedAt = 0;

export async function queueFoodLog(request: FoodLogRequest): Promise<QueuedFoodLog> {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  const log: QueuedFoodLog = { ...request, id: crypto.randomUUID(), queuedAt: lastQueuedAt };
  await (await database()).put(STORE, log);
  return log;
}

/** The logs waiting, oldest first: one member's when `owner` is given. */
export async function queuedFoodLogs(owner?: number): Promise<QueuedFoodLog[]> {
  const logs = await (await database()).getAll(STORE);
  return logs.filter((log) => owner === undefined || log.owner === owner).sort((a, b) => a.queuedAt - b.queuedAt);
}

/**
 * Whether an answer settles a log: 2xx (logged, or replayed for its key) and the refusals a retry
 * cannot change do; no session (401), a key still in progress (409), throttling (429) and server
 * errors leave it queued.
 */
export function settles(status: number): "sent" | "refused" | "retry" {
  if (status >= 200 && status < 300) return "sent";
  if (status === 401 || status === 408 || status === 409 || status === 429 || status >= 500) return "retry";
  return "refused";
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === "string" ? body.error : `Error ${response.status}`;
}

/** Who the browser is signed in as (GET /api/session): null when no one is, "offline" when the server cannot be reached. */
async function signedInAs(send: typeof fetch): Promise<number | null | "offline"> {
  try {
    const response = await send("/api/session", { credentials: "same-origin" });
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: { id?: unknown } };
    return typeof body.user?.id === "number" ? body.user.id : null;
  } catch {
    return "offline";
  }
}

/**
 * Posts the signed-in member's queued logs, oldest first, each with its id as the Idempotency-Key;
 * stops at the first that fails to reach the server (the connection is gone again). Other members'
 * logs stay queued for them.
 */
export async function sendQueuedFoodLogs(send: typeof fetch = fetch): Promise<SendReport> {
  const report: SendReport = { sent: [], refused: [], waiting: 0 };
  const queued = await queuedFoodLogs();
  // Every page load comes here: with nothing queued, it asks the server nothing.
  if (queued.length === 0) return report;
  const member = await signedInAs(send);
  if (typeof member !== "number") {
    report.waiting = queued.length;
    return report;
  }
  const logs = queued.filter((log) => log.owner === member);
  for (const [index, log] of logs.entries()) {
    const { id, foodId, quantity, mealType, date, portionLabel } = log;
    let response: Response;
    try {
      response = await send("/api/food-log", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", [IDEMPOTENCY_HEADER]: id },
        body: JSON.stringify({ foodId, quantity, mealType, date, portionLabel }),
      });
    } catch {
      report.waiting += logs.length - index;
      break;
    }
    const outcome = settles(response.status);
    if (outcome === "retry") {
      report.waiting += 1;
      continue;
    }
    if (outcome === "refused") report.refused.push({ log, error: await errorOf(response) });
    else report.sent.push(log);
    await (await database()).delete(STORE, id);
  }
  return report;
}
