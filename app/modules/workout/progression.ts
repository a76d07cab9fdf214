// Double progression (pure): when every target set of an exercise reached its target reps last time,
// the next workout from the routine goes heavier (+2.5 kg / +5 lb upper body, +5 kg / +10 lb lower
// body, by the exercise's primary muscles), or one rep more for a body-weight exercise; otherwise it
// stays the same. The member sees why.

export type BodyRegion = "upper" | "lower";
export type WeightUnit = "kg" | "lb";

/** Primary muscles that make a lift a lower-body one (the library's muscle names). */
const LOWER_BODY = new Set(["quadriceps", "hamstrings", "glutes", "calves", "adductors", "abductors", "lower back"]);

export function bodyRegion(primaryMuscles: string[]): BodyRegion {
  return primaryMuscles.some((muscle) => LOWER_BODY.has(muscle)) ? "lower" : "upper";
}

/** The step up, in the member's unit. */
export const INCREMENT: Record<WeightUnit, Record<BodyRegion, number>> = { kg: { upper: 2.5, lower: 5 }, lb: { upper: 5, lower: 10 } };

type Plan = { targetSets: number; targetReps: number | null; targetWeight: number | null };
type Lifted = { weight: number | null; reps: number | null };

export type Suggestion = { weight: number | null; reps: number | null; change: "heavier" | "more reps" | "same" | "first"; reason: string };

const amount = (n: number, unit: WeightUnit) => `${Math.round(n * 100) / 100} ${unit}`;

/**
 * The next targets of one exercise from its routine targets and the sets done last time (weights in
 * the member's `unit`, `lastSets` in lifting order, empty when never done).
 */
export function suggestNext(plan: Plan, lastSets: Lifted[], region: BodyRegion, unit: WeightUnit = "kg"): Suggestion {
  const keep = { weight: plan.targetWeight, reps: plan.targetReps };
  if (lastSets.length === 0) return { ...keep, change: "first", reason: "First time: the routine's targets" };
  const reps = plan.targetReps ?? Math.max(...lastSets.map((set) => set.reps ?? 0));
  const weight = plan.targetWeight ?? Math.max(...lastSets.map((set) => set.weight ?? 0));
  const counted = lastSets.slice(0, plan.targetSets);
  const met = counted.filter((set) => (set.reps ?? 0) >= reps && (set.weight ?? 0) >= weight).length;
  const target = `${plan.targetSets} × ${reps}${weight > 0 ? ` at ${amount(weight, unit)}` : ""}`;
  if (met < plan.targetSets) {
    return {
      weight: weight > 0 ? weight : plan.targetWeight,
      reps,
      change: "same",
      reason: `Last time ${met} of ${plan.targetSets} sets reached ${target}: same again`,
    };
  }
  if (weight <= 0)
    return { weight: plan.targetWeight, reps: reps + 1, change: "more reps", reason: `All ${target} done last time: one rep more` };
  const step = INCREMENT[unit][region];
  return {
    weight: Math.round((weight + step) * 100) / 100,
    reps,
    change: "heavier",
    reason: `All ${target} done last time: +${amount(step, unit)} (${region} body)`,
  };
}
