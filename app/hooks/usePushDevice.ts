import { useCallback, useEffect, useState } from "react";

// This browser's Web Push subscription (issue 43): PushManager.subscribe() with the server's VAPID
// key, its PushSubscription sent to POST /api/push-subscriptions; turning it off drops it there
// (DELETE) and in the browser. Before hydration (and without JavaScript) the state is "without-js".

export type PushDeviceState = "without-js" | "unsupported" | "unconfigured" | "blocked" | "off" | "on";

const PUSH_DOOR = "/api/push-subscriptions";

const supportsPush = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The VAPID key (base64url) as the bytes PushManager.subscribe() takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function refusalOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === "string" ? body.error : `The server answered ${response.status}`;
}

const wordsOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `onChange` runs after the server's list changed (the screen reloads its count of devices). */
export function usePushDevice(publicKey: string | null, onChange: () => void) {
  const [state, setState] = useState<PushDeviceState>("without-js");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supportsPush()) return setState("unsupported");
    if (!publicKey) return setState("unconfigured");
    if (Notification.permission === "denied") return setState("blocked");
    let current = true;
    browserSubscription().then(
      (subscription) => current && setState(subscription ? "on" : "off"),
      () => current && setState("off"),
    );
    return () => {
      current = false;
    };
  }, [publicKey]);

  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    setBusy(true);
    setError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState(permission === "denied" ? "blocked" : "off");
      // The app's worker (registered by OfflineSync in production builds) receives the pushes.
      if (!(await navigator.serviceWorker.getRegistration())) throw new Error("the app's service worker is not installed; reload the page");
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const response = await fetch(PUSH_DOOR, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(subscription.toJSON()),
      });
      if (!response.ok) throw new Error(await refusalOf(response));
      setState("on");
      onChange();
    } catch (failure) {
      setError(`Notifications could not be turned on: ${wordsOf(failure)}`);
    } finally {
      setBusy(false);
    }
  }, [publicKey, onChange]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await browserSubscription();
      if (subscription) {
        const response = await fetch(`${PUSH_DOOR}?endpoint=${encodeURIComponent(subscription.endpoint)}`, { method: "DELETE" });
        // 404: the server had dropped it already (its push service answered gone).
        if (!response.ok && response.status !== 404) throw new Error(await refusalOf(response));
        await subscription.unsubscribe();
      }
      setState("off");
      onChange();
    } catch (failure) {
      setError(`Notifications could not be turned off: ${wordsOf(failure)}`);
    } finally {
      setBusy(false);
    }
  }, [onChange]);

  return { state, busy, error, turnOn, turnOff };
}
