import { describe, expect, it } from "vitest";
import { inQuietHours, isDue, localClockOf } from "./clock";

describe("the notification clock", () => {
  it("reads the member's day, minute and weekday in their zone", () => {
    // 2026-11-28 17:31 UTC is 12:31 in New York (UTC−5), a Saturday
    expect(localClockOf(new Date("2026-11-28T17:31:00Z"), "America/New_York")).toEqual({
      date: "2026-11-28",
      minutes: 12 * 60 + 31,
      weekday: 6,
    });
    expect(localClockOf(new Date("2026-11-28T23:30:00Z"), "Asia/Tokyo")).toMatchObject({ date: "2026-11-29", weekday: 0 });
  });

  it("is due within ten minutes of the time, never before and never long after", () => {
    const at = (hhmm: string) => localClockOf(new Date(`2026-11-28T${hhmm}:00Z`), "UTC");
    expect(isDue(at("12:29"), "12:30")).toBe(false);
    expect(isDue(at("12:30"), "12:30")).toBe(true);
    expect(isDue(at("12:39"), "12:30")).toBe(true);
    expect(isDue(at("12:40"), "12:30")).toBe(false);
    expect(isDue(at("15:00"), "12:30")).toBe(false);
  });

  it("keeps quiet hours, also across midnight", () => {
    const at = (hhmm: string) => localClockOf(new Date(`2026-11-28T${hhmm}:00Z`), "UTC");
    expect(inQuietHours(at("23:00"), "22:00", "07:00")).toBe(true);
    expect(inQuietHours(at("06:59"), "22:00", "07:00")).toBe(true);
    expect(inQuietHours(at("07:00"), "22:00", "07:00")).toBe(false);
    expect(inQuietHours(at("13:00"), "12:00", "14:00")).toBe(true);
    expect(inQuietHours(at("13:00"), null, null)).toBe(false);
  });
});
