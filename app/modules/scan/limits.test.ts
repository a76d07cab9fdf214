import { expect, it } from "vitest";
import { dailyScanLimit, scansLeft } from "./limits";

it("free accounts get 5 analyses a day, premium tiers no limit", () => {
  expect(dailyScanLimit("free")).toBe(5);
  expect(dailyScanLimit("anything else")).toBe(5);
  expect(dailyScanLimit("premium")).toBeNull();
  expect(dailyScanLimit("premium_plus")).toBeNull();
  expect(scansLeft("free", 3)).toBe(2);
  expect(scansLeft("free", 7)).toBe(0);
  expect(scansLeft("premium", 70)).toBeNull();
});
