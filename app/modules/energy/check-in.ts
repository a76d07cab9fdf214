import { z } from "zod";
import { addDays } from "~/modules/dates/calendar";
import { macroTargets, type MacroTargets } from "~/modules/food/nutrition";
import { kgFromLb, type Units } from "~/modules/units/units";
import { GOALS, PROFILE_BOUNDS } from "~/modules/user/profile-fields";
import { NumberSchema } from "~/modules/validate";
import { KCAL_PER_KG } from "./expenditure";

// The weekly check-in (issue 41 item 5): the estimate, the trend's rate against the goal's, and a
// proposed calorie target with its macros. Pure; nothing here changes the member's goal.

export const CHECK_IN_DAYS = 7;
/** Paces a member may choose, kg a week (about 0.25–1 % of body weight for most people). */
export const PACES_KG = [0.25, 0.5, 0.75, 1] as const;
/** The same in US units, in the half pounds people count in (MyFitnessPal's 0.5–2 lb a week). */
export const PACES_LB = [0.5, 1, 1.5, 2] as const;
const PACES_LB_IN_KG = PACES_LB.map((lb) => Math.round(kgFromLb(lb) * 10_000) / 10_000);

/** The paces offered in the member's units, as kg a week (what is stored and sent). */
export const pacesFor = (units: Units): readonly number[] => (units === "us" ? PACES_LB_IN_KG : PACES_KG);
/** Half a kilogram, or a pound, a week. */
export const defaultPaceKg = (units: Units): number => pacesFor(units)[1]!;
export const CHECK_IN_DECISIONS = ["accepted", "adjusted", "kept"] as const;
export type CheckInDecision = (typeof CHECK_IN_DECISIONS)[number];
export type Goal = (typeof GOALS)[number];

/** The goal's rate, kg a week: −pace to lose, +pace to gain, 0 to maintain. */
export function goalRate(goal: Goal, paceKg: number): number {
  return goal === "lose" ? -paceKg : goal === "gain" ? paceKg : 0;
}

export type Proposal = { goal: Goal; paceKgPerWeek: number; goalKgPerWeek: number; proposedKcal: number; macros: MacroTargets };

/**
 * The target that reaches the goal's rate at the estimated expenditure: estimate + rate × 7,700 / 7,
 * rounded to 10 kcal and kept within the calorie goal's bounds (800–6000).
 */
export function proposeTarget(estimateKcal: number, goal: Goal, paceKg: number): Proposal {
  const goalKgPerWeek = goalRate(goal, paceKg);
  const { min, max } = PROFILE_BOUNDS.dailyCalorieGoal;
  const proposedKcal = Math.min(max, Math.max(min, Math.round((estimateKcal + (goalKgPerWeek * KCAL_PER_KG) / 7) / 10) * 10));
  return { goal, paceKgPerWeek: goal === "maintain" ? 0 : paceKg, goalKgPerWeek, proposedKcal, macros: macroTargets(proposedKcal) };
}

/** A check-in is due a week after the last one (or now, with none). */
export function nextCheckInOn(lastDate: string | null, today: string): string {
  return lastDate === null ? today : addDays(lastDate, CHECK_IN_DAYS);
}

/** The target the member's decision sets: the proposal, their own, or the one they have. */
export function targetAfter(decision: CheckInDecision, proposedKcal: number, ownKcal: number | undefined, currentKcal: number): number {
  if (decision === "accepted") return proposedKcal;
  if (decision === "adjusted") return ownKcal!;
  return currentKcal;
}

const PACE_TOLERANCE_KG = 0.1;

/**
 * How the trend's last week compares with the goal's rate, in words: "on pace" within 0.1 kg a
 * week (about what a week of noisy weigh-ins can tell, ADR 0042), else faster or slower.
 */
export function paceVerdict(trendKgPerWeek: number | null, goalKgPerWeek: number): "unknown" | "on pace" | "faster" | "slower" {
  if (trendKgPerWeek === null) return "unknown";
  const gap = trendKgPerWeek - goalKgPerWeek;
  if (Math.abs(gap) <= PACE_TOLERANCE_KG) return "on pace";
  if (goalKgPerWeek === 0) return "faster";
  return Math.sign(gap) === Math.sign(goalKgPerWeek) ? "faster" : "slower";
}

/**
 * The verdict as the check-in says it after the goal: "faster" and "slower" only make sense on
 * the goal's own way, so a trend away from a steady weight, or the other way from a loss or a
 * gain, is said as such.
 */
export function paceWords(trendKgPerWeek: number | null, goalKgPerWeek: number): string {
  const verdict = paceVerdict(trendKgPerWeek, goalKgPerWeek);
  if (verdict === "unknown") return "";
  if (verdict === "on pace") return ": on pace.";
  const trend = trendKgPerWeek!;
  if (goalKgPerWeek === 0) return trend < 0 ? ": you are losing, not holding steady." : ": you are gaining, not holding steady.";
  if (Math.sign(trend) !== Math.sign(goalKgPerWeek) && Math.abs(trend) > PACE_TOLERANCE_KG) return ": the other way from your goal.";
  return `: ${verdict} than planned.`;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (isEmpty(value) ? undefined : value), schema.optional());

const GoalSchema = z.enum(GOALS, { error: "Goal must be lose, maintain or gain" });
const PACE_RULE = `Pace must be one of ${PACES_KG.join(", ")} kg a week, or ${PACES_LB.join(", ")} lb given in kg (${PACES_LB_IN_KG.join(", ")})`;
// Either unit's paces: a member's answer is checked against the proposal it saw, not their units now.
const PaceSchema = NumberSchema("Pace").pipe(
  z.number().transform((pace, ctx) => {
    const known = [...PACES_KG, ...PACES_LB_IN_KG].find((kg) => Math.abs(kg - pace) < 0.0001);
    if (known !== undefined) return known;
    ctx.addIssue({ code: "custom", message: PACE_RULE });
    return z.NEVER;
  }),
);
const KcalSchema = (label: string) => {
  const { min, max } = PROFILE_BOUNDS.dailyCalorieGoal;
  const range = `${label} must be between ${min} and ${max} kcal`;
  return NumberSchema(label).pipe(z.number().int(`${label} must be a whole number of kcal`).min(min, range).max(max, range));
};

/** Which proposal to show (GET /api/check-in?goal=&pace=, the screen's "Show" form): the profile's goal and the last pace by default. */
export const CheckInQuery = z.object({ goal: optional(GoalSchema), pace: optional(PaceSchema) });
export type CheckInQuery = z.output<typeof CheckInQuery>;

/**
 * The member's answer: accept the proposal, adjust it (their own target), or keep their goal.
 * The goal and pace say which proposal they saw (the profile's goal and the last pace by default);
 * the server works it out again, and refuses when `proposedKcal` (what they saw) no longer matches.
 */
export const CheckInInput = z
  .object({
    decision: z.enum(CHECK_IN_DECISIONS, { error: "Decision must be accepted, adjusted or kept" }),
    goal: optional(GoalSchema),
    paceKgPerWeek: optional(PaceSchema),
    proposedKcal: optional(KcalSchema("Proposed target")),
    targetKcal: optional(KcalSchema("Target")),
  })
  .refine((input) => input.decision !== "adjusted" || input.targetKcal !== undefined, {
    path: ["targetKcal"],
    message: "Give your own target to adjust",
  });
export type CheckInInput = z.input<typeof CheckInInput>;

export const CHECK_IN_INTENT = "check-in";
export const NOTHING_YET =
  "Nothing to check in with yet: log a week of meals and weigh-ins, or give your age, height, weight and activity level on your profile";
