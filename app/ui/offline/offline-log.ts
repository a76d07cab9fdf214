import type { FoodLogRequest, QueuedFoodLog, SendReport } from "~/pwa/food-log-queue";
import { OFFLINE_QUEUE_DB } from "~/pwa/names";

// The page's side of the offline food-logging queue (app/pwa/food-log-queue.ts), loaded only when
// used: it stays out of the JavaScript every page loads first.

/** Fired on window whenever the queue may have changed, so the pending list reads it again. */
export const QUEUE_CHANGED = "fitplate:food-log-queue";

const queue = () => import("~/pwa/food-log-queue");
const changed = () => window.dispatchEvent(new Event(QUEUE_CHANGED));

/** Whether the browser knows it has no connection: a log is then queued instead of posted. */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** The toast after a log is kept offline. */
export function savedOffline(foodName: string) {
  return { title: "Saved offline", description: `${foodName} will be logged when you are back online.` };
}

/** Keeps a log made offline, and asks the service worker to send it when the connection returns (Background Sync, where the browser has it). */
export async function queueOfflineLog(request: FoodLogRequest): Promise<void> {
  const { queueFoodLog, FOOD_LOG_SYNC_TAG } = await queue();
  await queueFoodLog(request);
  changed();
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(FOOD_LOG_SYNC_TAG).catch(() => undefined);
}

/**
 * Whether this device may hold queued logs: the queue's database is made by the first log kept
 * offline, so without it every page load skips loading the queue's code and opening (so making)
 * the database (issue 44). A browser that cannot list its databases is asked the long way.
 */
async function mayHoldLogs(): Promise<boolean> {
  const databases = await globalThis.indexedDB?.databases?.().catch(() => undefined);
  return !databases || databases.some((database) => database.name === OFFLINE_QUEUE_DB);
}

/** The member's logs waiting on this device. */
export async function pendingLogs(owner: number): Promise<QueuedFoodLog[]> {
  if (!(await mayHoldLogs())) return [];
  return (await queue()).queuedFoodLogs(owner);
}

let sending: Promise<SendReport> | null = null;

/** Sends what is queued (one run at a time per page). */
export function sendPendingLogs(): Promise<SendReport> {
  sending ??= mayHoldLogs()
    .then(async (may): Promise<SendReport> => (may ? (await queue()).sendQueuedFoodLogs() : { sent: [], refused: [], waiting: 0 }))
    .finally(() => {
      sending = null;
      changed();
    });
  return sending;
}
