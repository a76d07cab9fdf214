// How long to wait, said in words: "try again in 45 minutes", not "2663 s". Pure.

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** Seconds as a person reads them, rounded up: "40 seconds", "45 minutes", "2 hours 5 minutes". */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, "second");
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, "hour")} ${plural(rest, "minute")}` : plural(hours, "hour");
}

/** The 429 message of every throttle. */
export const tooManyRequests = (retryAfterSeconds: number) => `Too many requests, try again in ${waitInWords(retryAfterSeconds)}`;
