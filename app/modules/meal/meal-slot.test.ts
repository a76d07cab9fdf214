import { describe, expect, it } from "vitest";
import { localMinutesOf, mealSlotAt, mealSlotFor } from "./meal-slot";

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describe("mealSlotAt", () => {
  it.each([
    [at(0), "snack"],
    [at(3, 59), "snack"],
    [at(4), "breakfast"],
    [at(7, 30), "breakfast"],
    [at(10, 29), "breakfast"],
    [at(10, 30), "lunch"],
    [at(14, 59), "lunch"],
    [at(15), "snack"],
    [at(16, 59), "snack"],
    [at(17), "dinner"],
    [at(21, 29), "dinner"],
    [at(21, 30), "snack"],
    [at(23, 59), "snack"],
  ])("puts %i minutes after midnight in %s", (minutes, slot) => {
    expect(mealSlotAt(minutes)).toBe(slot);
  });
});

describe("by the member's zone", () => {
  it("reads the local time of day, not the server's", () => {
    const instant = new Date("2026-03-11T05:00:00Z"); // 22:00 the day before in Los Angeles, 06:00 in Paris
    expect(localMinutesOf(instant, "America/Los_Angeles")).toBe(at(22));
    expect(localMinutesOf(instant, "Europe/Paris")).toBe(at(6));
    expect(mealSlotFor(new Date("2026-03-11T02:00:00Z"), "America/Los_Angeles")).toBe("dinner"); // 19:00
    expect(mealSlotFor(instant, "Europe/Paris")).toBe("breakfast");
    expect(mealSlotFor(new Date("2026-03-11T00:00:00Z"), "Asia/Kolkata")).toBe("breakfast"); // 05:30
  });
});
