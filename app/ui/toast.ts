/** A toast message; at most one is visible at a time (spec core §8, §9). */
export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant?: "success" | "error";
};

export const TOAST_DURATION_MS = 5000;
