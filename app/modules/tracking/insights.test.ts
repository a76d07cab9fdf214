import { describe, expect, it } from "vitest";
import { daysFrom } from "~/modules/dates/calendar";
import { insights, loggingStreak } from "./insights";

// 2026-11-16 is a Monday; 2026-11-21 and 22 are the weekend.
const days = (values: [number, number][]) =>
  daysFrom("2026-11-16", "2026-11-22").map((date, i) => ({
    date,
    totalCalories: values[i]?.[0] ?? 0,
    totalProtein: values[i]?.[1] ?? 0,
    totalCarbs: 0,
    totalFat: 0,
  }));
const TODAY = "2026-11-22";
const byId = (list: ReturnType<typeof insights>) => Object.fromEntries(list.map((i) => [i.id, i]));

describe("insights", () => {
  it("with no data, ask for some and claim nothing", () => {
    expect(insights(days([]), 2000, TODAY)).toEqual([{ id: "no-data", tone: "info", text: expect.stringContaining("Log food") }]);
  });
  it("count the logging streak back from today, or from yesterday when today is empty", () => {
    expect(
      loggingStreak(
        days([
          [0, 0],
          [1, 0],
          [1, 0],
          [1, 0],
          [1, 0],
          [1, 0],
          [1, 0],
        ]),
        TODAY,
      ),
    ).toBe(6);
    expect(
      loggingStreak(
        days([
          [1, 0],
          [1, 0],
          [0, 0],
          [1, 0],
          [1, 0],
          [1, 0],
          [0, 0],
        ]),
        TODAY,
      ),
    ).toBe(3);
    expect(
      loggingStreak(
        days([
          [1, 0],
          [0, 0],
          [0, 0],
          [0, 0],
          [0, 0],
          [0, 0],
          [0, 0],
        ]),
        TODAY,
      ),
    ).toBe(0);
  });
  it("flag protein below target on more than half the logged days (5 of 7)", () => {
    const list = byId(
      insights(
        days([
          [2000, 100],
          [2000, 100],
          [2000, 160],
          [2000, 100],
          [2000, 160],
          [2000, 100],
          [2000, 100],
        ]),
        2000,
        TODAY,
      ),
    );
    expect(list.protein).toMatchObject({ tone: "watch", text: "Protein was below your 150 g target on 5 of 7 logged days." });
    expect(list.streak?.text).toContain("7 days in a row");
    expect(list.goal).toMatchObject({ tone: "good" });
  });
  it("stay silent on protein with fewer than 3 logged days", () => {
    expect(
      byId(
        insights(
          days([
            [2000, 10],
            [2000, 10],
          ]),
          2000,
          TODAY,
        ),
      ).protein,
    ).toBeUndefined();
  });
  it("compare weekends with weekdays only when both have logged days", () => {
    const list = byId(
      insights(
        days([
          [2000, 150],
          [2000, 150],
          [2000, 150],
          [2000, 150],
          [2000, 150],
          [2600, 150],
          [2600, 150],
        ]),
        2000,
        TODAY,
      ),
    );
    expect(list.weekend?.text).toBe("On weekends you eat about 600 kcal more a day than on weekdays (2,600 kcal against 2,000 kcal).");
    expect(
      byId(
        insights(
          days([
            [2000, 150],
            [2000, 150],
          ]),
          2000,
          TODAY,
        ),
      ).weekend,
    ).toBeUndefined();
  });
  it("say how far the average is from the goal", () => {
    expect(byId(insights(days([[2500, 0]]), 2000, TODAY)).goal?.text).toBe(
      "Your average of 2,500 kcal a logged day is 500 kcal above your 2,000 kcal goal.",
    );
  });
});
