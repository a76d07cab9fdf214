import { useEffect, useState } from "react";
import type { QueuedFoodLog } from "~/pwa/food-log-queue";
import { pendingLogs, QUEUE_CHANGED } from "./offline-log";

/** The logs waiting to be sent, read after hydration and again whenever the queue changes. */
export function usePendingFoodLogs(): QueuedFoodLog[] {
  const [logs, setLogs] = useState<QueuedFoodLog[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      void pendingLogs()
        .then((found) => current && setLogs(found))
        .catch(() => undefined);
    read();
    window.addEventListener(QUEUE_CHANGED, read);
    return () => {
      current = false;
      window.removeEventListener(QUEUE_CHANGED, read);
    };
  }, []);
  return logs;
}
