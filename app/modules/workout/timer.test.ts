import { describe, expect, it } from "vitest";
import { elapsedSeconds, formatClock, formatDuration, restEnd, secondsLeft } from "./timer";

const start = new Date("2026-11-22T08:00:00.000Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("elapsed time", () => {
  it("counts whole seconds from the stored start, to now or to the end", () => {
    expect(elapsedSeconds(start, at(0))).toBe(0);
    expect(elapsedSeconds(start, at(61_999))).toBe(61);
    expect(elapsedSeconds(start.toISOString(), at(3_600_000), at(1_800_000))).toBe(1800);
  });
  it("never goes negative when a clock is behind", () => {
    expect(elapsedSeconds(start, at(-5000))).toBe(0);
  });
});

describe("rest countdown", () => {
  it("ends a set's rest time after the set was logged", () => {
    expect(restEnd(start, 90)).toEqual(at(90_000));
  });
  it("rounds up, so it shows 1 until it is really over, then stays at 0", () => {
    const end = restEnd(start, 90);
    expect(secondsLeft(end, start)).toBe(90);
    expect(secondsLeft(end, at(200))).toBe(90);
    expect(secondsLeft(end, at(89_001))).toBe(1);
    expect(secondsLeft(end, at(90_000))).toBe(0);
    expect(secondsLeft(end.toISOString(), at(500_000))).toBe(0);
  });
  it("after a reload mid-rest, shows what is left from the stored end", () => {
    const end = restEnd(start, 120);
    expect(secondsLeft(end, at(45_000))).toBe(75);
  });
});

describe("formatting", () => {
  it("shows m:ss, then h:mm:ss", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(75)).toBe("1:15");
    expect(formatClock(3599)).toBe("59:59");
    expect(formatClock(3600 + 62)).toBe("1:01:02");
    expect(formatClock(-3)).toBe("0:00");
  });
  it("shows durations for people", () => {
    expect(formatDuration(40)).toBe("40 s");
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(65 * 60)).toBe("1 h 5 min");
  });
});
