// Timer arithmetic from stored timestamps (pure: the server renders with it, the client hooks tick
// with it), so a reload, a second tab or another device shows the same time.

/** Whole seconds from `start` to `end` (or `now` while the workout runs); never negative. */
export function elapsedSeconds(start: Date | string | number, now: Date | string | number, end?: Date | string | number | null): number {
  const until = new Date(end ?? now).getTime();
  return Math.max(0, Math.floor((until - new Date(start).getTime()) / 1000));
}

/** Whole seconds left until `endsAt`, rounded up so the countdown shows 1 until it is really over; 0 after. */
export function secondsLeft(endsAt: Date | string | number, now: Date | string | number): number {
  return Math.max(0, Math.ceil((new Date(endsAt).getTime() - new Date(now).getTime()) / 1000));
}

/** The rest countdown's end: the moment a set was logged plus its rest time. */
export function restEnd(loggedAt: Date, restSeconds: number): Date {
  return new Date(loggedAt.getTime() + restSeconds * 1000);
}

/** "m:ss" under an hour, "h:mm:ss" from an hour on. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** A duration for people: "45 min", "1 h 5 min", "40 s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}
