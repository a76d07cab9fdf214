import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import type { SendReport } from "~/pwa/food-log-queue";
import { QUEUE_SENT_MESSAGE } from "~/pwa/names";
import { useToast } from "~/ui/ToastArea";
import { QUEUE_CHANGED, sendPendingLogs } from "./offline-log";

/**
 * Renders nothing: registers the service worker (production builds, where /sw.js exists), and sends
 * the foods logged offline on load and when the connection returns; the service worker's Background
 * Sync may send them first, and says so. Both load their code only then.
 */
export function OfflineSync() {
  const showToast = useToast();
  const { revalidate } = useRevalidator();

  useEffect(() => {
    const tell = (report: SendReport) => {
      window.dispatchEvent(new Event(QUEUE_CHANGED));
      if (report.sent.length > 0) revalidate();
      const [first] = report.sent;
      if (first) {
        const description =
          report.sent.length === 1
            ? `${first.foodName} has been logged successfully.`
            : `${report.sent.length} foods logged offline have been logged successfully.`;
        showToast({ title: "Food Added!", description });
      }
      const [refused] = report.refused;
      if (refused) showToast({ title: "Failed to Add Food", description: `${refused.log.foodName}: ${refused.error}`, variant: "error" });
    };
    const send = () => void sendPendingLogs().then(tell, () => undefined);
    const fromWorker = (event: MessageEvent<{ type?: string; report?: SendReport }>) => {
      if (event.data?.type === QUEUE_SENT_MESSAGE && event.data.report) tell(event.data.report);
    };

    if (import.meta.env.PROD && "serviceWorker" in navigator) {
      // A browser may refuse a service worker (a private window, a policy): the app works without one.
      import("workbox-window").then(({ Workbox }) => new Workbox("/sw.js").register()).catch(() => undefined);
      navigator.serviceWorker.addEventListener("message", fromWorker);
    }
    send();
    window.addEventListener("online", send);
    return () => {
      window.removeEventListener("online", send);
      if ("serviceWorker" in navigator) navigator.serviceWorker.removeEventListener("message", fromWorker);
    };
  }, [revalidate, showToast]);
  return null;
}
