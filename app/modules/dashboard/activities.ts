// The recent activities list (commercial spec §3, "activity": type, title, relative time). Pure.

export type ActivityType = "workout" | "meal" | "analysis" | "achievement";
export type Activity = { type: ActivityType; title: string; at: string; when: string };

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** Made on first use: building one loads ICU data, tens of milliseconds a phone would pay while loading the page's scripts. */
let relative: Intl.RelativeTimeFormat | undefined;

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": the largest whole unit of the time passed. */
export function relativeTime(at: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size)
      return (relative ??= new Intl.RelativeTimeFormat("en", { numeric: "auto" })).format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}

/** The newest `limit` activities of every kind, newest first, each with its relative time. */
export function recentActivities(items: { type: ActivityType; title: string; at: Date }[], now: Date, limit = 8): Activity[] {
  return [...items]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((item) => ({ type: item.type, title: item.title, at: item.at.toISOString(), when: relativeTime(item.at, now) }));
}
