import { useSyncExternalStore } from "react";
import { elapsedSeconds, secondsLeft } from "~/modules/workout/timer";

// One ticking clock for the page, read through useSyncExternalStore: the server render and the
// hydration use the loader's `now` (no mismatch), then the browser's clock ticks every second.
// Timers are computed from stored timestamps, so a reload or another device shows the same time.

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 250);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** Milliseconds since the epoch: `serverNow` (ISO) on the server and while hydrating, then the live clock. */
function useNow(serverNow: string): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => new Date(serverNow).getTime(),
  );
}

/** Seconds since `start` (to `end` once finished), ticking. */
export function useElapsed(start: string, serverNow: string, end?: string | null): number {
  return elapsedSeconds(start, useNow(serverNow), end);
}

/** Seconds left until `endsAt`, ticking down to 0. */
export function useCountdown(endsAt: string, serverNow: string): number {
  return secondsLeft(endsAt, useNow(serverNow));
}
