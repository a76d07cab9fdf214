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
