/** A toast message; at most one is visible at a time (spec core §8, §9). */
export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant?: "success" | "error";
  /** An Undo button: a form posting these fields to this action. */
  undo?: { action: string; fields: Record<string, string> };
};

export const TOAST_DURATION_MS = 5000;
/** A sideways swipe longer than this dismisses the toast (spec core §9). */
const TOAST_SWIPE_THRESHOLD_PX = 50;

export function isDismissSwipe(startX: number, endX: number): boolean {
  return Math.abs(endX - startX) > TOAST_SWIPE_THRESHOLD_PX;
}
