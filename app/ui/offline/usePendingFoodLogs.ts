import { useEffect, useState } from "react";
import type { QueuedFoodLog } from "~/pwa/food-log-queue";
import { pendingLogs, QUEUE_CHANGED } from "./offline-log";

/** The member's logs waiting to be sent, read after hydration and again whenever the queue changes. */
export function usePendingFoodLogs(owner: number): QueuedFoodLog[] {
  const [logs, setLogs] = useState<QueuedFoodLog[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      void pendingLogs(owner)
        .then((found) => current && setLogs(found))
        .catch(() => undefined);
    read();
    window.addEventListener(QUEUE_CHANGED, read);
    return () => {
      current = false;
      window.removeEventListener(QUEUE_CHANGED, read);
    };
  }, [owner]);
  return logs;
}
