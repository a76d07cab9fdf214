import { daysBetween } from "~/modules/dates/calendar";
import { KG_PER_LB, lbFromKg, WEIGHT_UNIT, type Units } from "~/modules/units/units";
import { slopeOf, type DailyWeight } from "~/modules/weight/trend";

// The member's energy expenditure from what they log and how their weight moves (issue 41, ADR
// 0042): the formula's maintenance as a prior, moved to the data as usable days come in. Pure.

/**
 * kcal per kg of body-mass change: Wishnofsky's 3,500 kcal a pound (M. Wishnofsky, "Caloric
 * equivalents of gained or lost weight", Am J Clin Nutr 1958;6:542–546) in metric, ≈ 7,700 kcal/kg.
 */
export const KCAL_PER_KG = 7700;
/** The longest window looked at: long enough for a precise slope, short enough to follow a change in expenditure. */
export const MAX_WINDOW_DAYS = 56;
/** Days under this share of the member's usual (median) intake are taken as partly logged and left out… */
export const PARTIAL_DAY_SHARE = 0.65;
/** …and days under this share count half. */
export const LOW_DAY_SHARE = 0.8;
/** How far the formula is trusted: its error is about this share of its figure (one standard deviation). */
export const PRIOR_SHARE = 0.12;
/** The least day-to-day scatter of weigh-ins assumed (kg), so three lucky readings do not claim certainty. */
const MIN_WEIGHT_SCATTER = 0.35;
/** The least uncertainty the data can have (kcal a day): the tissue's energy density itself varies. */
const MODEL_FLOOR_KCAL = 40;

export type IntakeDay = { date: string; kcal: number | null };

export type ExpenditureInput = {
  /** every day of the window, oldest first: the diary's total, null (or 0) when nothing was logged */
  days: readonly IntakeDay[];
  /** one weight a day within the window */
  weights: readonly DailyWeight[];
  /** the formula's maintenance (BMR × activity), or null when the profile lacks what it needs */
  priorKcal: number | null;
};

export type Expenditure = {
  estimateKcal: number;
  windowDays: number;
  /** 0–1: how much of the estimate's certainty comes from the member's own data rather than the formula */
  confidence: number;
  /** ± kcal a day, one standard deviation */
  uncertaintyKcal: number;
  usableDays: number;
  partialDays: number;
  unloggedDays: number;
  weighIns: number;
  averageIntakeKcal: number | null;
  /** kg a day, from the least-squares line through the window's weigh-ins */
  weightChangeKgPerDay: number | null;
  dataEstimateKcal: number | null;
  priorKcal: number | null;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** How much a logged day counts: 0 when far below the member's usual intake (partly logged), ½ when rather below, else 1. */
export function dayWeight(kcal: number, usualKcal: number): number {
  if (kcal < PARTIAL_DAY_SHARE * usualKcal) return 0;
  return kcal < LOW_DAY_SHARE * usualKcal ? 0.5 : 1;
}

/**
 * The estimate: expenditure = average intake of the usable days − 7,700 kcal × the weight's change
 * a day, its uncertainty from the slope's standard error and the intake's scatter, blended with the
 * formula's figure by their precisions (a normal prior and a normal measurement, as in one Kalman
 * step). With no usable data it is the formula; with neither, null.
 */
export function estimateExpenditure({ days, weights, priorKcal }: ExpenditureInput): Expenditure | null {
  // The window starts with the member's first data in it: the days before they began are not "unlogged".
  const recent = days.slice(-MAX_WINDOW_DAYS);
  const firstData = [
    recent.find((day) => day.kcal !== null && day.kcal > 0)?.date,
    weights.find((w) => w.date >= (recent[0]?.date ?? ""))?.date,
  ]
    .filter((date): date is string => date !== undefined)
    .sort()[0];
  const window = firstData ? recent.filter((day) => day.date >= firstData) : [];
  const from = window[0]?.date;
  const inWindow = from ? weights.filter((weight) => weight.date >= from && weight.date <= window.at(-1)!.date) : [];
  const logged = window.filter((day): day is { date: string; kcal: number } => day.kcal !== null && day.kcal > 0);
  const usual = logged.length ? median(logged.map((day) => day.kcal)) : 0;
  const counted = logged.map((day) => ({ ...day, weight: dayWeight(day.kcal, usual) })).filter((day) => day.weight > 0);
  const totalWeight = counted.reduce((sum, day) => sum + day.weight, 0);
  const averageIntake = totalWeight > 0 ? counted.reduce((sum, day) => sum + day.weight * day.kcal, 0) / totalWeight : null;
  const slope = slopeOf(inWindow);

  let data: { kcal: number; sd: number } | null = null;
  if (averageIntake !== null && slope && counted.length >= 5 && daysBetween(inWindow[0]!.date, inWindow.at(-1)!.date) >= 6) {
    const slopeError = Math.max(slope.residualSd, MIN_WEIGHT_SCATTER) / Math.sqrt(slope.sxx);
    const intakeSd = Math.sqrt(counted.reduce((sum, day) => sum + (day.kcal - averageIntake) ** 2, 0) / Math.max(1, counted.length - 1));
    // The mean of the counted days stands for the unlogged ones too: its error shrinks as fewer are missing.
    const missingShare = 1 - counted.length / window.length;
    const intakeError = (intakeSd / Math.sqrt(counted.length)) * Math.sqrt(missingShare);
    data = {
      kcal: averageIntake - KCAL_PER_KG * slope.kgPerDay,
      sd: Math.sqrt((KCAL_PER_KG * slopeError) ** 2 + intakeError ** 2 + MODEL_FLOOR_KCAL ** 2),
    };
  }
  const prior = priorKcal === null ? null : { kcal: priorKcal, sd: PRIOR_SHARE * priorKcal };
  const blend = combine(prior, data);
  if (!blend) return null;
  return {
    estimateKcal: Math.round(blend.kcal),
    windowDays: window.length,
    confidence: prior && data ? round2(1 - blend.sd / prior.sd) : data ? 1 : 0,
    uncertaintyKcal: Math.round(blend.sd),
    usableDays: counted.length,
    partialDays: logged.length - counted.length,
    unloggedDays: window.length - logged.length,
    weighIns: inWindow.length,
    averageIntakeKcal: averageIntake === null ? null : Math.round(averageIntake),
    weightChangeKgPerDay: slope ? round4(slope.kgPerDay) : null,
    dataEstimateKcal: data ? Math.round(data.kcal) : null,
    priorKcal,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Two normal estimates combined by their precisions (either may be missing). */
function combine(a: { kcal: number; sd: number } | null, b: { kcal: number; sd: number } | null) {
  if (!a || !b) return a ?? b;
  const pa = 1 / a.sd ** 2;
  const pb = 1 / b.sd ** 2;
  return { kcal: (a.kcal * pa + b.kcal * pb) / (pa + pb), sd: Math.sqrt(1 / (pa + pb)) };
}

/**
 * The arithmetic behind an estimate in plain words, one sentence a line (the check-in and
 * GET /api/expenditure's `explanation`), weights in the member's units.
 */
export function explainExpenditure(estimate: Expenditure, units: Units = "metric"): string[] {
  const lines: string[] = [];
  if (estimate.averageIntakeKcal !== null) {
    lines.push(
      `Over the last ${estimate.windowDays} days you logged ${estimate.usableDays} usable days averaging ${estimate.averageIntakeKcal} kcal` +
        (estimate.unloggedDays ? `; ${estimate.unloggedDays} days with nothing logged are left out, not counted as zero` : "") +
        (estimate.partialDays ? `; ${estimate.partialDays} days far below your usual intake look partly logged and are left out` : "") +
        ".",
    );
  }
  if (estimate.weightChangeKgPerDay !== null && estimate.dataEstimateKcal !== null) {
    const perDay = units === "us" ? lbFromKg(estimate.weightChangeKgPerDay) : estimate.weightChangeKgPerDay;
    const perWeek = Math.round(perDay * 7 * 100) / 100;
    const stored = Math.round(estimate.weightChangeKgPerDay * KCAL_PER_KG);
    // Wishnofsky's own figure in pounds: 7,700 kcal a kg is 3,493 a pound, said as the 3,500 people know.
    const energy = units === "us" ? `${Math.round((KCAL_PER_KG * KG_PER_LB) / 100) * 100} kcal a pound` : `${KCAL_PER_KG} kcal a kilogram`;
    lines.push(
      `Your ${estimate.weighIns} weigh-ins follow a line of ${perWeek > 0 ? "+" : perWeek < 0 ? "−" : ""}${Math.abs(perWeek)} ${WEIGHT_UNIT[units]} a week: at ${energy}, ` +
        `${Math.abs(stored)} kcal a day ${stored < 0 ? "came out of" : "went into"} your body's stores.`,
    );
    lines.push(
      `So you burned about ${estimate.averageIntakeKcal} ${stored < 0 ? "+" : "−"} ${Math.abs(stored)} = ${estimate.dataEstimateKcal} kcal a day.`,
    );
  } else {
    lines.push("There are not yet enough logged days and weigh-ins (a week of each) to measure your expenditure.");
  }
  if (estimate.priorKcal === null && estimate.dataEstimateKcal !== null) {
    lines.push(
      "Your profile has no age, height, weight or activity level for the formula's figure, so the estimate is your own data alone.",
    );
  } else if (estimate.priorKcal !== null) {
    lines.push(
      estimate.dataEstimateKcal === null
        ? `Until then the estimate is the formula's: your resting energy × your activity level = ${estimate.priorKcal} kcal.`
        : `The formula (resting energy × activity) says ${estimate.priorKcal} kcal; the two are blended by how sure each is, so the estimate is ${estimate.estimateKcal} ± ${estimate.uncertaintyKcal} kcal, ${Math.round(estimate.confidence * 100)} % of its certainty from your own data.`,
    );
  }
  return lines;
}
