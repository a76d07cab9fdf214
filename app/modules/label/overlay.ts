import type { LabelResult } from "./result";

// The AR overlay over the live camera view (spec commercial §3 "AR overlay box", §9: left 20, tops
// 50, 120, 180, 240; §2.12: the warning falls back to "No warnings", the recommendation to
// "Scan complete"). Pure: positions in CSS pixels from the view's top left corner.

export type OverlayType = "calories" | "protein" | "warning" | "recommendation";

export type OverlayBox = { x: number; y: number; width: number; height: number; type: OverlayType; content: string; color: string };

export const OVERLAY_LEFT = 20;
export const OVERLAY_TOPS = { calories: 50, protein: 120, warning: 180, recommendation: 240 } as const;
export const OVERLAY_WIDTH = 220;
/** The view must be this tall for the last box to fit. */
export const OVERLAY_BOTTOM = OVERLAY_TOPS.recommendation + 52;

/** Dark enough for white text on any camera image (WCAG AA): the theme's brand-800, blue-700, red-700 and violet-700. */
export const OVERLAY_COLORS: Record<OverlayType, string> = {
  calories: "#065f46",
  protein: "#1447e6",
  warning: "#c10007",
  recommendation: "#7008e7",
};

export const NO_WARNINGS = "No warnings";
export const SCAN_COMPLETE = "Scan complete";

export function overlayBoxes(result: Pick<LabelResult, "calories" | "nutrients" | "warnings" | "recommendations">): OverlayBox[] {
  const box = (type: OverlayType, content: string, height: number): OverlayBox => ({
    x: OVERLAY_LEFT,
    y: OVERLAY_TOPS[type],
    width: OVERLAY_WIDTH,
    height,
    type,
    content,
    color: OVERLAY_COLORS[type],
  });
  const protein = result.nutrients.protein;
  return [
    box("calories", `${result.calories} kcal per serving`, 60),
    box("protein", protein === null ? "Protein: not read" : `Protein: ${protein} g`, 52),
    box("warning", result.warnings[0] ?? NO_WARNINGS, 52),
    box("recommendation", result.recommendations[0] ?? SCAN_COMPLETE, 52),
  ];
}
