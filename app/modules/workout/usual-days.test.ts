import { describe, expect, it } from "vitest";
import { isUsualWorkoutDay, usualWorkoutWeekdays } from "./usual-days";

// 2026-11-24 is a Tuesday; the 4 weeks before it run from Tuesday 2026-10-27 to Monday 2026-11-23.
const TODAY = "2026-11-24";

describe("usual workout days", () => {
  it("are the weekdays with a workout in at least 2 of the last 4 weeks", () => {
    const dates = [
      "2026-11-17", // Tuesday
      "2026-11-03", // Tuesday: 2 weeks
      "2026-11-19", // Thursday: 1 week only
      "2026-11-21", // Saturday
      "2026-11-14", // Saturday
      "2026-10-31", // Saturday: 3 weeks
      "2026-11-16", // Monday
      "2026-11-16", // Monday twice in one day: still 1 week
    ];
    expect(usualWorkoutWeekdays(dates, TODAY)).toEqual([2, 6]);
    expect(isUsualWorkoutDay(dates, TODAY)).toBe(true);
    expect(isUsualWorkoutDay(dates, "2026-11-26")).toBe(false); // a Thursday
  });

  it("look only at the 4 weeks before today, not today nor earlier weeks", () => {
    expect(usualWorkoutWeekdays(["2026-10-27", "2026-11-23"], TODAY)).toEqual([]); // Tuesday 28 days ago and a Monday: 1 week each
    expect(usualWorkoutWeekdays(["2026-10-27", "2026-11-10"], TODAY)).toEqual([2]); // the first day of the window counts
    expect(usualWorkoutWeekdays(["2026-10-20", "2026-11-10"], TODAY)).toEqual([]); // 5 weeks ago: out of the window
    expect(usualWorkoutWeekdays(["2026-11-10", TODAY], TODAY)).toEqual([]); // today is not history yet
  });

  it("are none for a member with no history", () => {
    expect(usualWorkoutWeekdays([], TODAY)).toEqual([]);
    expect(isUsualWorkoutDay([], TODAY)).toBe(false);
  });
});
