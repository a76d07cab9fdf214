// Calendar days as "YYYY-MM-DD" strings in a user's time zone. Pure.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// Building an Intl formatter costs far more than using one: one per time zone, kept, with the day
// of the last minute it was asked about (pages ask for "today" on every request).
const dayFormatters = new Map<string, { formatter: Intl.DateTimeFormat; minute: number; day: string }>();
/** From mid-1972 every zone's UTC offset is whole minutes, so one minute of UTC lies within one local day. */
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1972, 5, 1);

/** The calendar day an instant falls on in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  let zone = dayFormatters.get(timeZone);
  if (!zone) {
    const formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    zone = { formatter, minute: Number.NaN, day: "" };
    dayFormatters.set(timeZone, zone);
  }
  const time = instant.getTime();
  if (!(time >= WHOLE_MINUTE_OFFSETS_FROM)) return zone.formatter.format(instant);
  const minute = Math.floor(time / 60_000);
  if (minute !== zone.minute) {
    zone.day = zone.formatter.format(instant);
    zone.minute = minute;
  }
  return zone.day;
}

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as "YYYY-MM-DD HH:MM" (24-hour clock) in a time zone, e.g. when a message was written. */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    minuteFormatters.set(timeZone, formatter);
  }
  return `${localDateOf(instant, timeZone)} ${formatter.format(instant)}`;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The earliest diary day an entry logged at or after `instant` sits on when logged for the day it
 * was logged on, in any time zone: the UTC day before (UTC−12 is a day behind). Queries of recent
 * entries bound the meals by it, so they seek a window of the user's diary, not all of it.
 */
export function earliestDiaryDaySince(instant: Date): string {
  return addDays(instant.toISOString().slice(0, 10), -1);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => addDays(from, i));
}

export function formatDayLabel(isoDate: string, today: string): string {
  if (isoDate === today) return "Today";
  if (isoDate === addDays(today, -1)) return "Yesterday";
  if (isoDate === addDays(today, 1)) return "Tomorrow";
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Seconds from `instant` to the next midnight in `timeZone` (at least 1): when a daily allowance renews. */
export function secondsUntilLocalMidnight(instant: Date, timeZone: string): number {
  const [hours = 0, minutes = 0] = localDateTimeOf(instant, timeZone).slice(11).split(":").map(Number);
  return Math.max(1, (24 * 60 - (hours * 60 + minutes)) * 60 - instant.getUTCSeconds());
}
