import { describe, expect, it } from "vitest";
import { isDismissSwipe } from "./toast";

describe("toast swipe", () => {
  it("dismisses on a sideways swipe over 50 px, either way", () => {
    expect(isDismissSwipe(100, 151)).toBe(true);
    expect(isDismissSwipe(100, 49)).toBe(true);
    expect(isDismissSwipe(100, 150)).toBe(false);
    expect(isDismissSwipe(100, 100)).toBe(false);
  });
});
