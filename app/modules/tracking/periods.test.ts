import { describe, expect, it } from "vitest";
import { localDateOf } from "~/modules/dates/calendar";
import { monthStart, parsePeriod, periodWindow, PROGRESS_PERIODS, weekStart } from "./periods";

describe("period windows", () => {
  it("week, month and year end today and hold 7, 30 and 365 days", () => {
    expect(periodWindow("week", "2026-11-22")).toMatchObject({ from: "2026-11-16", to: "2026-11-22" });
    expect(periodWindow("week", "2026-11-22").days).toHaveLength(7);
    expect(periodWindow("month", "2026-03-01").from).toBe("2026-01-31");
    expect(periodWindow("year", "2026-11-22").days).toHaveLength(365);
  });
  it("this week starts on Monday, this month on the 1st, 3 months on the 1st two months back", () => {
    expect(weekStart("2026-11-22")).toBe("2026-11-16"); // a Sunday
    expect(weekStart("2026-11-16")).toBe("2026-11-16"); // a Monday
    expect(periodWindow("this-week", "2026-11-18").days).toEqual(["2026-11-16", "2026-11-17", "2026-11-18"]);
    expect(periodWindow("this-month", "2026-03-01").days).toEqual(["2026-03-01"]);
    expect(periodWindow("this-month", "2026-02-28").days).toHaveLength(28);
    expect(periodWindow("3-months", "2026-01-15").from).toBe("2025-11-01");
    expect(monthStart("2024-03-31", 1)).toBe("2024-02-01");
  });
  it("follows the user's time zone: the same instant is another month in Tokyo", () => {
    const instant = new Date("2026-02-28T18:30:00Z");
    expect(periodWindow("this-month", localDateOf(instant, "Asia/Tokyo")).from).toBe("2026-03-01");
    expect(periodWindow("this-month", localDateOf(instant, "America/New_York")).from).toBe("2026-02-01");
    expect(periodWindow("this-week", localDateOf(new Date("2026-11-22T23:30:00Z"), "Europe/Paris")).from).toBe("2026-11-23");
  });
  it("reads the period from the query, falling back to the first", () => {
    expect(parsePeriod(PROGRESS_PERIODS, "year")).toBe("year");
    expect(parsePeriod(PROGRESS_PERIODS, "3-months")).toBe("week");
    expect(parsePeriod(PROGRESS_PERIODS, null)).toBe("week");
  });
});
