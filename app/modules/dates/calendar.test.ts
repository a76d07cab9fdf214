import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  daysFrom,
  earliestDiaryDaySince,
  formatDayLabel,
  isIsoDate,
  localDateOf,
  localDateTimeOf,
  secondsUntilLocalMidnight,
} from "./calendar";

describe("calendar days", () => {
  it("bounds recent entries by the earliest diary day any time zone has at an instant", () => {
    const instant = new Date("2026-03-01T05:00:00Z");
    expect(earliestDiaryDaySince(instant)).toBe("2026-02-28");
    // the day any zone had then is on or after it, from UTC−12 to UTC+14
    for (const timeZone of ["Etc/GMT+12", "America/Los_Angeles", "UTC", "Pacific/Kiritimati"]) {
      expect(localDateOf(instant, timeZone) >= earliestDiaryDaySince(instant)).toBe(true);
    }
  });
  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    for (const bad of ["2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", "today", ""]) expect(isIsoDate(bad)).toBe(false);
  });
  it("finds the day of an instant in the user's time zone", () => {
    const instant = new Date("2026-11-22T23:30:00Z");
    expect(localDateOf(instant, "UTC")).toBe("2026-11-22");
    expect(localDateOf(instant, "Europe/Paris")).toBe("2026-11-23");
    expect(localDateOf(instant, "America/Los_Angeles")).toBe("2026-11-22");
  });
  it("keeps the day of a minute per zone, and still turns at each local midnight", () => {
    // Kathmandu is UTC+05:45: its midnight is 18:15 UTC, inside no other zone's day change.
    expect(localDateOf(new Date("2026-11-22T18:14:59.999Z"), "Asia/Kathmandu")).toBe("2026-11-22");
    expect(localDateOf(new Date("2026-11-22T18:14:00.000Z"), "Asia/Kathmandu")).toBe("2026-11-22");
    expect(localDateOf(new Date("2026-11-22T18:15:00.000Z"), "Asia/Kathmandu")).toBe("2026-11-23");
    expect(localDateOf(new Date("2026-11-22T18:14:30.000Z"), "Asia/Kathmandu")).toBe("2026-11-22");
    // Before 1972 some offsets had seconds (Monrovia: -00:44:30): its midnight fell mid-minute in
    // UTC, so those instants are formatted every time.
    expect(localDateOf(new Date("1971-06-01T00:44:29Z"), "Africa/Monrovia")).toBe("1971-05-31");
    expect(localDateOf(new Date("1971-06-01T00:44:31Z"), "Africa/Monrovia")).toBe("1971-06-01");
    expect(() => localDateOf(new Date("not a date"), "UTC")).toThrow(RangeError);
  });
  it("tells the minute of an instant in the user's time zone", () => {
    const instant = new Date("2026-11-22T23:05:00Z");
    expect(localDateTimeOf(instant, "UTC")).toBe("2026-11-22 23:05");
    expect(localDateTimeOf(instant, "Europe/Paris")).toBe("2026-11-23 00:05");
    expect(localDateTimeOf(new Date("2026-07-01T07:00:00Z"), "America/Los_Angeles")).toBe("2026-07-01 00:00");
  });
  it("counts and lists days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-16", "2026-11-22")).toBe(6);
    expect(daysFrom("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(daysFrom("2026-11-22", "2026-11-21")).toEqual([]);
  });
  it("labels days relative to today", () => {
    expect(formatDayLabel("2026-11-22", "2026-11-22")).toBe("Today");
    expect(formatDayLabel("2026-11-21", "2026-11-22")).toBe("Yesterday");
    expect(formatDayLabel("2026-11-18", "2026-11-22")).toBe("Wed, Nov 18");
  });
});

describe("secondsUntilLocalMidnight", () => {
  it("counts to the next midnight in the user's zone", () => {
    expect(secondsUntilLocalMidnight(new Date("2026-03-10T23:00:00Z"), "UTC")).toBe(3600);
    expect(secondsUntilLocalMidnight(new Date("2026-03-10T23:59:30Z"), "UTC")).toBe(30);
    // 10:00 in New York (UTC−4 in summer): 14 hours left.
    expect(secondsUntilLocalMidnight(new Date("2026-07-01T14:00:00Z"), "America/New_York")).toBe(14 * 3600);
  });
});
