import { formatHex } from "culori";
import { describe, expect, it } from "vitest";
import { OVERLAY_COLORS, type OverlayType } from "~/modules/label/overlay";
import { colorValue } from "~/shared/colors/palette";
import { OVERLAY_CLASSES } from "./ArOverlay";

describe("the AR overlay's colors", () => {
  it("draws each box in the color its data names", () => {
    for (const type of Object.keys(OVERLAY_COLORS) as OverlayType[]) {
      const token = /bg-([a-z]+-\d+)/.exec(OVERLAY_CLASSES[type])![1]!;
      expect(formatHex(colorValue(token)!)).toBe(OVERLAY_COLORS[type]);
    }
  });
});
