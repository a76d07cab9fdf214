// Repetitions in a signal over time (a joint angle, one value per analyzed frame): a rep leaves the
// rest position (signal ≥ rest), goes past `engaged` (signal ≤ engaged) and comes back to rest.
// The two thresholds are apart, so jitter round either one never counts a rep twice. Pure.

/** A change smaller than this between two frames is the model's jitter, not movement (degrees). */
const STILL = 0.5;

export type Sample = { t: number; value: number };

export type Rep = {
  /** Index of the sample where the movement starts (the signal begins to leave rest). */
  start: number;
  /** Index of the sample furthest from rest (the bottom of a squat, the top of a pull-up). */
  bottom: number;
  /** Index of the sample where the movement ends (back at rest and no longer rising). */
  end: number;
  /** Index of the sample nearest full rest after the rep (lockout), before the next rep starts. */
  top: number;
};

/** Each value replaced by the median of it and its neighbours: one wild frame does not make or break a rep. */
export function medianSmooth(samples: Sample[]): Sample[] {
  return samples.map((sample, i) => {
    const window = samples.slice(Math.max(0, i - 1), i + 2).map((s) => s.value);
    window.sort((a, b) => a - b);
    return { t: sample.t, value: window[Math.floor(window.length / 2)]! };
  });
}

export function findReps(samples: Sample[], thresholds: { rest: number; engaged: number }): Rep[] {
  const reps: Rep[] = [];
  let lastRest: number | null = null;
  let current: { start: number; bottom: number } | null = null;
  samples.forEach((sample, i) => {
    if (current) {
      if (sample.value < samples[current.bottom]!.value) current.bottom = i;
      if (sample.value >= thresholds.rest) {
        reps.push({ ...current, end: i, top: i });
        current = null;
        lastRest = i;
      }
    } else if (sample.value >= thresholds.rest) {
      lastRest = i;
    } else if (sample.value <= thresholds.engaged && lastRest !== null) {
      current = { start: lastRest, bottom: i };
    }
  });
  reps.forEach((rep, n) => {
    const after = reps[n + 1]?.start ?? samples.length - 1;
    const before = reps[n - 1]?.end ?? 0;
    // The movement's true start and finish: back to where the signal began to fall, on to where it stopped rising.
    while (rep.start > before && samples[rep.start - 1]!.value > samples[rep.start]!.value + STILL) rep.start--;
    while (rep.end < after && samples[rep.end + 1]!.value > samples[rep.end]!.value + STILL) rep.end++;
    // Lockout: the highest value between the rep's finish and the next rep's start (or the end of the clip).
    rep.top = rep.end;
    for (let i = rep.end; i <= after; i++) if (samples[i]!.value > samples[rep.top]!.value) rep.top = i;
  });
  return reps;
}
