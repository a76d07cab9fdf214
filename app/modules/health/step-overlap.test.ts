import { describe, expect, it } from "vitest";
import { countedSteps, originOf, type StepSample } from "./step-overlap";

const WATCH = originOf("Sam’s Apple Watch", "<<HKDevice: 0x1>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2>");
const PHONE = originOf("Sam’s iPhone", "<<HKDevice: 0x2>, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5>");
const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00Z`);
const sample = (origin: string, from: string, to: string, value: number): StepSample => ({
  origin,
  startAt: at(from),
  endAt: at(to),
  value,
});

describe("the devices of an export", () => {
  it("ranks by the device's model, else its name; entries made in the Health app first", () => {
    expect(WATCH).toBe("watch:Sam’s Apple Watch");
    expect(PHONE).toBe("phone:Sam’s iPhone");
    expect(originOf("Health", undefined)).toBe("manual:Health");
    expect(originOf("Apple Watch", undefined)).toBe("watch:Apple Watch");
    expect(originOf("Pedometer++", "<<HKDevice: 0x3>, name:iPhone, model:iPhone>")).toBe("phone:Pedometer++");
    expect(originOf("Strava", undefined)).toBe("app:Strava");
  });
});

describe("steps counted once where devices overlap", () => {
  it("adds samples of one device, and devices that never overlap", () => {
    expect(countedSteps([sample(WATCH, "08:00", "08:10", 900), sample(WATCH, "08:10", "08:20", 800)])).toBe(1700);
    expect(countedSteps([sample(WATCH, "08:00", "08:10", 900), sample(PHONE, "12:00", "12:10", 500)])).toBe(1400);
  });

  it("takes the Watch where the iPhone measured the same walk, whichever comes first in the file", () => {
    const walk = [sample(PHONE, "08:00", "08:10", 1000), sample(WATCH, "08:00", "08:10", 1100)];
    expect(countedSteps(walk)).toBe(1100);
    expect(countedSteps([...walk].reverse())).toBe(1100);
  });

  it("counts a lower-ranked sample only for the share of its time that nothing higher covers", () => {
    // The phone's 08:05–08:15 overlaps the watch's 08:00–08:10 for half its time: half its 600 steps count.
    expect(countedSteps([sample(WATCH, "08:00", "08:10", 1000), sample(PHONE, "08:05", "08:15", 600)])).toBe(1300);
    // A third-party app ranks below the iPhone, which fills the Watch's gaps.
    const app = originOf("Strava", undefined);
    expect(
      countedSteps([sample(WATCH, "08:00", "08:10", 1000), sample(PHONE, "08:00", "08:20", 1600), sample(app, "08:00", "08:30", 3000)]),
    ).toBe(1000 + 800 + 1000);
  });

  it("counts an instant sample unless a higher-ranked source covers that instant", () => {
    expect(countedSteps([sample(WATCH, "08:00", "08:10", 1000), sample(PHONE, "08:05", "08:05", 50)])).toBe(1000);
    expect(countedSteps([sample(WATCH, "08:00", "08:10", 1000), sample(PHONE, "09:00", "09:00", 50)])).toBe(1050);
  });
});
