import { describe, expect, it } from "vitest";
import { BADGES, HUB_PAGES, hubPages } from "./hub-pages";

describe("the navigation hub's pages", () => {
  it("lists eight distinct pages and uses every badge of the spec", () => {
    expect(HUB_PAGES).toHaveLength(8);
    expect(new Set(HUB_PAGES.map((page) => page.to)).size).toBe(8);
    const used = new Set([...HUB_PAGES, ...hubPages({ workoutOpen: true })].map((page) => page.badge));
    expect([...used].sort()).toEqual(Object.keys(BADGES).sort());
  });

  it("marks the workout tracker Active only while a workout is open", () => {
    const badgeOfWorkout = (workoutOpen: boolean) => hubPages({ workoutOpen }).find((page) => page.to === "/workout")?.badge;
    expect(badgeOfWorkout(false)).toBe("Ready");
    expect(badgeOfWorkout(true)).toBe("Active");
  });
});
