// Personal records and progress of one exercise over the member's finished workouts (pure).
// Estimated one-rep max is Epley's formula (stats.ts): weight × (1 + reps / 30), the weight itself for one rep.

import { epley1RM, setVolume, totalVolume } from "./stats";

type Lift = { weight: number | null; reps: number | null };

/** The completed sets of one exercise in one finished workout. */
export type ExerciseSession = { sessionId: number; endTime: string; sets: Lift[] };

/** Where a record was set: the workout and the set (weight × reps) that set it. */
type SetRecord = { value: number; weight: number; reps: number; sessionId: number; endTime: string };

export type ExerciseRecords = {
  heaviestWeight: SetRecord | null;
  /** Epley's estimate. */
  bestOneRepMax: SetRecord | null;
  /** weight × reps of one set. */
  bestSetVolume: SetRecord | null;
  /** Σ weight × reps of the exercise in one workout. */
  bestSessionVolume: { value: number; sessionId: number; endTime: string } | null;
  /** The most reps in one set, at any weight: a body-weight exercise's record (no added weight counts too). */
  mostReps: { reps: number; weight: number; sessionId: number; endTime: string } | null;
  /** The most reps done at each weight, heaviest first. */
  mostRepsByWeight: { weight: number; reps: number; sessionId: number; endTime: string }[];
};

const byTime = (sessions: ExerciseSession[]) =>
  [...sessions].sort((a, b) => a.endTime.localeCompare(b.endTime) || a.sessionId - b.sessionId);

/** Only sets with a positive weight and reps count (a set without them lifts nothing to compare). */
const lifted = (sets: Lift[]) =>
  sets.filter((set): set is { weight: number; reps: number } => !!set.weight && !!set.reps && set.weight > 0 && set.reps > 0);

/** The records of one exercise; the first to reach a value holds it (a tie later is no new record). */
export function exerciseRecords(sessions: ExerciseSession[]): ExerciseRecords {
  const records: ExerciseRecords = {
    heaviestWeight: null,
    bestOneRepMax: null,
    bestSetVolume: null,
    bestSessionVolume: null,
    mostReps: null,
    mostRepsByWeight: [],
  };
  const repsAt = new Map<number, ExerciseRecords["mostRepsByWeight"][number]>();
  const beats = (value: number, held: { value: number } | null) => value > 0 && (held === null || value > held.value);
  for (const session of byTime(sessions)) {
    const where = { sessionId: session.sessionId, endTime: session.endTime };
    for (const set of session.sets) {
      if (set.reps && set.reps > 0 && set.reps > (records.mostReps?.reps ?? 0))
        records.mostReps = { reps: set.reps, weight: set.weight ?? 0, ...where };
    }
    for (const set of lifted(session.sets)) {
      const at = { weight: set.weight, reps: set.reps, ...where };
      if (beats(set.weight, records.heaviestWeight)) records.heaviestWeight = { value: set.weight, ...at };
      const oneRepMax = epley1RM(set);
      if (beats(oneRepMax, records.bestOneRepMax)) records.bestOneRepMax = { value: oneRepMax, ...at };
      const volume = Math.round(setVolume(set) * 10) / 10;
      if (beats(volume, records.bestSetVolume)) records.bestSetVolume = { value: volume, ...at };
      const held = repsAt.get(set.weight);
      if (!held || set.reps > held.reps) repsAt.set(set.weight, at);
    }
    const volume = totalVolume(lifted(session.sets));
    if (beats(volume, records.bestSessionVolume)) records.bestSessionVolume = { value: volume, ...where };
  }
  records.mostRepsByWeight = [...repsAt.values()].sort((a, b) => b.weight - a.weight);
  return records;
}

/** The best estimated 1RM (Epley) of each workout that had a lifted set, oldest first: the progress chart's points. */
export function oneRepMaxSeries(sessions: ExerciseSession[]): { sessionId: number; endTime: string; oneRepMax: number }[] {
  return byTime(sessions).flatMap((session) => {
    const best = Math.max(0, ...lifted(session.sets).map(epley1RM));
    return best > 0 ? [{ sessionId: session.sessionId, endTime: session.endTime, oneRepMax: best }] : [];
  });
}
