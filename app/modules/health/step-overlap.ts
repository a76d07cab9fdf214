// Steps counted once where two devices measured the same walk (an iPhone in the pocket and an
// Apple Watch on the wrist both write step samples to the Health app). Pure.
//
// The rule, after Apple's "How Health handles data from different sources" (HT204351): instead of
// adding similar data from several sources, Health ranks them and, for each stretch of time, takes
// the highest-ranked source that has data, filling the gaps with the next one. Its default ranking
// is data entered by hand, then the member's own Apple devices, then other apps and devices. The
// export does not carry the member's own ordering, so Fitplate ranks: entered in the Health app,
// then an Apple Watch, then an iPhone, then any other app or device (by name, for a stable result).
// A lower-ranked sample counts only for the share of its time that no higher-ranked source covers,
// in proportion (steps are spread evenly over a sample's interval); an instant sample counts
// unless a higher-ranked source covers that instant. Samples of one source never cancel each other.

/** The kind under which Apple Health step samples are kept; each day's "steps" is worked out from them. */
export const STEP_SAMPLE_KIND = "step_sample";

/** The dedupeKey of a member's day of Apple Health steps (one row a day, recomputed on each import). */
export const stepDayKey = (day: string) => `${STEP_DAY_KEY_PREFIX}${day}`;
const STEP_DAY_KEY_PREFIX = "apple:steps-day:";

/** The records a source brought, without the day totals worked out from them: its data points. */
export const broughtBy = (userId: number, source: string | { not: string }) => ({
  userId,
  source,
  NOT: { dedupeKey: { startsWith: STEP_DAY_KEY_PREFIX } },
});

const RANKS = ["manual", "watch", "phone", "app"] as const;
type OriginRank = (typeof RANKS)[number];

/**
 * Where a sample came from inside the export, with its rank in front: "watch:Sam’s Apple Watch".
 * `device` is the export's HKDevice description (`…, model:Watch, …`), when there is one.
 */
export function originOf(sourceName: string, device: string | undefined): string {
  const model = /\bmodel:([^,>]+)/.exec(device ?? "")?.[1]?.trim() ?? "";
  const rank: OriginRank =
    sourceName === "Health"
      ? "manual"
      : /watch/i.test(model) || (!model && /apple watch/i.test(sourceName))
        ? "watch"
        : /iphone|ipod/i.test(model) || (!model && /iphone|ipod/i.test(sourceName))
          ? "phone"
          : "app";
  return `${rank}:${sourceName}`;
}

function rankOf(origin: string | null): number {
  const rank = RANKS.indexOf((origin ?? "").split(":", 1)[0] as OriginRank);
  return rank === -1 ? RANKS.length : rank;
}

export type StepSample = { value: number; startAt: Date; endAt: Date | null; origin: string | null };
type Interval = { start: number; end: number };

/** Adds intervals to a sorted list of disjoint ones, merging what touches. */
function merge(covered: Interval[], added: Interval[]): Interval[] {
  const all = [...covered, ...added].sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const next of all) {
    const last = out.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else out.push({ ...next });
  }
  return out;
}

/** The first covered interval that ends after `at` (binary search over the sorted, disjoint list). */
function firstEndingAfter(covered: Interval[], at: number): number {
  let low = 0;
  let high = covered.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (covered[middle]!.end <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How much of [start, end) the covered intervals take. */
function coveredLength(covered: Interval[], start: number, end: number): number {
  let length = 0;
  for (let i = firstEndingAfter(covered, start); i < covered.length && covered[i]!.start < end; i++) {
    length += Math.min(end, covered[i]!.end) - Math.max(start, covered[i]!.start);
  }
  return length;
}

function isCovered(covered: Interval[], at: number): boolean {
  const i = firstEndingAfter(covered, at);
  return i < covered.length && covered[i]!.start <= at;
}

/** The steps of a set of samples (a day's), overlapping samples of different sources counted once. */
export function countedSteps(samples: readonly StepSample[]): number {
  const byOrigin = new Map<string, StepSample[]>();
  for (const sample of samples) {
    const origin = sample.origin ?? "";
    const list = byOrigin.get(origin);
    if (list) list.push(sample);
    else byOrigin.set(origin, [sample]);
  }
  const origins = [...byOrigin.keys()].sort((a, b) => rankOf(a) - rankOf(b) || a.localeCompare(b));
  let covered: Interval[] = [];
  let total = 0;
  for (const origin of origins) {
    const intervals: Interval[] = [];
    for (const sample of byOrigin.get(origin)!) {
      const start = sample.startAt.getTime();
      const end = Math.max(start, sample.endAt?.getTime() ?? start);
      if (end === start) {
        if (!isCovered(covered, start)) total += sample.value;
        continue;
      }
      total += sample.value * (1 - coveredLength(covered, start, end) / (end - start));
      intervals.push({ start, end });
    }
    covered = merge(covered, intervals);
  }
  return Math.round(total);
}
