// A check's verdict and score, and the spec's color bands (commercial §5). Pure.

export type KeyPointStatus = "good" | "warning" | "error";

type Threshold = { better: "higher" | "lower"; good: number; warn: number };

/** How far a figure is on the wrong side of "good", in the check's units (≤ 0: good). */
const shortfall = (check: Threshold, value: number) => (check.better === "higher" ? check.good - value : value - check.good);

export function statusOf(check: Threshold, value: number): KeyPointStatus {
  const short = shortfall(check, value);
  if (short <= 0) return "good";
  return short <= Math.abs(check.good - check.warn) ? "warning" : "error";
}

/**
 * 100 when good; from 100 down to 60 across the warning band; from 60 down to 0 over twice that
 * band beyond it. So a figure just past a threshold costs little and a far-off one costs all.
 */
export function checkScore(check: Threshold, value: number): number {
  const short = shortfall(check, value);
  const band = Math.abs(check.good - check.warn);
  if (short <= 0) return 100;
  if (short <= band) return 100 - (40 * short) / band;
  return Math.max(0, 60 - (60 * (short - band)) / (2 * band));
}

/**
 * The score: the checks' scores averaged by weight, then capped so that a fault shows in the color:
 * an error on a main check (weight 3: depth, back, lockout, body line, range) caps it at 59 (red),
 * any other error at 79 (yellow).
 */
export function formScore(checks: { weight: number; score: number; status: KeyPointStatus }[]): number {
  const weights = checks.reduce((sum, check) => sum + check.weight, 0);
  if (weights === 0) return 0;
  const mean = Math.round(checks.reduce((sum, check) => sum + check.weight * check.score, 0) / weights);
  const errors = checks.filter((check) => check.status === "error");
  const cap = errors.some((check) => check.weight >= MAIN_WEIGHT) ? 59 : errors.length ? 79 : 100;
  return Math.min(mean, cap);
}

/** The weight of a check that decides whether a rep counts as good form. */
export const MAIN_WEIGHT = 3;

export type ScoreColor = "green" | "yellow" | "red";

/** Form score colors (spec §5): at least 80 green, at least 60 yellow, else red. */
export function scoreColor(score: number): ScoreColor {
  return score >= 80 ? "green" : score >= 60 ? "yellow" : "red";
}
