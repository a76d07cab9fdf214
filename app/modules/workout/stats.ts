// Volume, estimated one-rep max and personal records (pure).

type SetFigures = { weight: number | null; reps: number | null };

/** kg × reps of one set; a set without weight or reps adds nothing. */
export function setVolume({ weight, reps }: SetFigures): number {
  return weight && reps ? weight * reps : 0;
}

/** Σ weight × reps over completed sets, rounded to 0.1 kg (spec core §4). */
export function totalVolume(sets: (SetFigures & { completed?: boolean })[]): number {
  const sum = sets.filter((set) => set.completed !== false).reduce((total, set) => total + setVolume(set), 0);
  return Math.round(sum * 10) / 10;
}

/** Estimated one-rep max by the Epley formula, weight × (1 + reps / 30); one rep is the weight itself. */
export function epley1RM({ weight, reps }: SetFigures): number {
  if (!weight || !reps || weight <= 0 || reps <= 0) return 0;
  const estimate = reps === 1 ? weight : weight * (1 + reps / 30);
  return Math.round(estimate * 10) / 10;
}

/** The best figures so far for one exercise. */
export type Best = { weight: number; oneRepMax: number };

const NO_BEST: Best = { weight: 0, oneRepMax: 0 };

export function bestOf(sets: SetFigures[], start: Best = NO_BEST): Best {
  return sets.reduce<Best>(
    (best, set) => ({ weight: Math.max(best.weight, set.weight ?? 0), oneRepMax: Math.max(best.oneRepMax, epley1RM(set)) }),
    start,
  );
}

export type RecordFlags = { weight: boolean; oneRepMax: boolean };

/**
 * Which sets, in the order they were lifted, beat everything before them: the heaviest weight
 * and the best estimated 1RM. `prior` is the best of earlier sessions; a first-ever set is no record
 * (there was nothing to beat), and ties are not records.
 */
export function flagRecords(prior: Best | null, sets: SetFigures[]): RecordFlags[] {
  let best = prior;
  return sets.map((set) => {
    const oneRepMax = epley1RM(set);
    const flags = {
      weight: best !== null && (set.weight ?? 0) > best.weight,
      oneRepMax: best !== null && oneRepMax > best.oneRepMax,
    };
    best = bestOf([set], best ?? NO_BEST);
    return flags;
  });
}

/**
 * How many sets of the counted workouts set a record, by the rule above (a finished workout's
 * "records"): `workouts` are one exercise's completed sets in each finished workout, in the order
 * they were lifted; every set is compared with everything lifted before it, counted or not.
 */
export function recordSetsIn(workouts: { sets: SetFigures[]; counted: boolean }[]): number {
  let prior: Best | null = null;
  let records = 0;
  for (const { sets, counted } of workouts) {
    if (sets.length === 0) continue;
    if (counted) records += flagRecords(prior, sets).filter((flags) => flags.weight || flags.oneRepMax).length;
    prior = bestOf(sets, prior ?? NO_BEST);
  }
  return records;
}
