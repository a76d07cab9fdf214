// When a notification is due, in the member's time zone. Pure.
import { localDateTimeOf } from "~/modules/dates/calendar";

/** The member's local day, minute of the day (0–1439) and weekday (0 Sunday … 6 Saturday) at an instant. */
export type LocalClock = { date: string; minutes: number; weekday: number };

/** A notification is sent within this many minutes of its time; later (after downtime) it is skipped, not sent late. */
export const GRACE_MINUTES = 10;

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function localClockOf(instant: Date, timeZone: string): LocalClock {
  const [date = "", time = "00:00"] = localDateTimeOf(instant, timeZone).split(" ");
  return { date, minutes: minutesOf(time), weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

/** Whether `time` (HH:MM) fell in the last GRACE_MINUTES of the member's day. */
export function isDue(clock: LocalClock, time: string): boolean {
  const late = clock.minutes - minutesOf(time);
  return late >= 0 && late < GRACE_MINUTES;
}

/** Whether the clock is within quiet hours from–to (which may wrap midnight); none when either is null. */
export function inQuietHours(clock: LocalClock, from: string | null, to: string | null): boolean {
  if (from === null || to === null) return false;
  const [start, end] = [minutesOf(from), minutesOf(to)];
  return start < end ? clock.minutes >= start && clock.minutes < end : clock.minutes >= start || clock.minutes < end;
}
