import type { Layout, Reading } from "./readings";

// What a figure read by OCR may really have been, and how plausible each reading is. Pure.
//
// A reading gives candidates, each with a weight (how likely that reading is, before any check):
// - "6.29" with no unit: a "g" read as 9 is likelier (6.2, weight 0.6) than the digits (6.29, 0.35);
// - "129g": a "g" read twice (12, 0.25) is possible;
// - "05g": a lost decimal point after a leading zero (0.5) is almost sure;
// - "28g": a lost decimal point (2.8) is possible (weight × 0.35).
// Each candidate's weight is then multiplied by the checks a label allows (plausibility()):
// - rounding: the rules a label is printed by. US (21 CFR 101.9): grams under 5 in steps of 0.5,
//   from 5 whole grams; sodium 5–140 mg in steps of 5, above in steps of 10. EU (the Commission's
//   guidance on tolerances for Regulation 1169/2011, as packs print it): at most one decimal, two
//   under 1 g. A figure off its rounding rule × 0.3;
// - bounds: no nutrient weighs more than the food (per 100 g, or the serving): 0;
// - the % Daily Value printed beside a US figure (the FDA's daily values below): the figure that
//   matches it × 3, one that does not × 0.3;
// - the per-portion column beside an EU per-100 g figure: the figure whose portion share matches × 3.
// Last, parse.ts picks the combination of macros whose energy (4/4/9 kcal per g) best matches the
// label's calories and whose grams fit in the food.

export type Candidate = { value: number; weight: number };

/** FDA daily values for adults (21 CFR 101.9(c)): grams, sodium in mg; sugar: the added-sugars value. */
export const DAILY_VALUES = { fat: 78, carbs: 275, fiber: 28, protein: 50, sodium: 2300, sugar: 50 } as const;

export type FigureKind = "grams" | "salt" | "sodium";

function stripTrailingNine(digits: string): string | null {
  if (digits.length < 2 || !digits.endsWith("9")) return null;
  const stripped = digits.slice(0, -1).replace(/\.$/, "");
  return stripped === "" ? null : stripped;
}

/** The digits with a decimal point lost by OCR put back: "05" → 0.5 (sure), "28" → 2.8 (possible). */
function withLostPoint(digits: string, weight: number): Candidate[] {
  const value = Number(digits);
  if (digits.includes(".") || digits.length < 2) return [{ value, weight }];
  if (digits.startsWith("0")) return [{ value: Number(`0.${digits.slice(1)}`), weight }];
  return [
    { value, weight },
    { value: Number(`${digits.slice(0, -1)}.${digits.slice(-1)}`), weight: weight * 0.35 },
  ];
}

/** What a reading in grams (or mg for sodium) may have been, most likely first. */
export function candidatesOf(reading: Reading): Candidate[] {
  if (reading.unit === "%" || reading.unit === "kcal" || reading.unit === "kj") return [];
  const all: Candidate[] = [];
  const explicit = reading.unit !== null;
  const stripped = stripTrailingNine(reading.digits);
  if (!explicit && stripped) {
    all.push(...withLostPoint(reading.digits, 0.35), ...withLostPoint(stripped, 0.6));
  } else {
    all.push(...withLostPoint(reading.digits, explicit ? (reading.guessedUnit ? 0.9 : 1) : 0.5));
    if (reading.unit === "g" && stripped && !reading.digits.includes(".")) all.push(...withLostPoint(stripped, 0.25));
  }
  const best = new Map<number, number>();
  for (const { value, weight } of all) {
    const shown = reading.lessThan ? value / 2 : value;
    best.set(shown, Math.max(weight, best.get(shown) ?? 0));
  }
  return [...best].map(([value, weight]) => ({ value, weight })).sort((a, b) => b.weight - a.weight);
}

const decimalsOf = (value: number) => (Number.isInteger(value) ? 0 : (String(value).split(".")[1]?.length ?? 0));
const isMultiple = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-6;

/** Whether a figure is printed as the label's rounding rules say. */
export function roundsRight(value: number, kind: FigureKind, layout: Layout): boolean {
  if (kind === "sodium") {
    if (layout === "eu") return true;
    if (value < 5) return value === 0;
    return value <= 140 ? isMultiple(value, 5) : isMultiple(value, 10);
  }
  if (layout === "us") {
    if (value < 0.5) return value === 0;
    return value < 5 ? isMultiple(value, 0.5) : Number.isInteger(value);
  }
  return decimalsOf(value) <= (value < 1 ? 2 : 1);
}

/** Whether a US figure matches the % Daily Value printed beside it (half a percent, plus its rounding step). */
export function matchesDailyValue(value: number, percent: number, dailyValue: number, kind: FigureKind): boolean {
  const step = kind === "sodium" ? (value > 140 ? 10 : 5) : value < 5 ? 0.5 : 1;
  return Math.abs(value - (percent * dailyValue) / 100) <= dailyValue * 0.006 + step;
}

/** Whether an EU per-portion figure is the per-100 g figure's share of the portion (6 %, plus its rounding). */
export function matchesPortion(per100: number, portion: number, portionGrams: number): boolean {
  const expected = (per100 * portionGrams) / 100;
  return Math.abs(portion - expected) <= expected * 0.06 + (expected < 10 ? 0.06 : 0.6);
}

export type FigureContext = {
  kind: FigureKind;
  layout: Layout;
  /** The most a figure may be (100 per 100 g; the serving's grams; sodium: a tenth of the food's weight in mg). */
  max: number;
  /** The % Daily Value printed beside it and the nutrient's daily value (US). */
  dailyValue?: { percent: number; of: number };
  /** The per-portion figure's candidates beside it, and the portion's grams (EU). */
  portion?: { candidates: Candidate[]; grams: number };
};

/** A candidate's weight after the label's checks. */
export function plausibility(candidate: Candidate, context: FigureContext): number {
  const { value } = candidate;
  if (value > context.max) return 0;
  let weight = candidate.weight * (roundsRight(value, context.kind, context.layout) ? 1 : 0.3);
  if (context.dailyValue) {
    weight *= matchesDailyValue(value, context.dailyValue.percent, context.dailyValue.of, context.kind) ? 3 : 0.3;
  }
  if (context.portion && context.portion.candidates.length > 0) {
    const { candidates, grams } = context.portion;
    weight *= candidates.some((portion) => matchesPortion(value, portion.value, grams)) ? 3 : 0.5;
  }
  return weight;
}

/** The candidates of a reading, weighed by the checks, best first (none survive bounds → empty). */
export function weighed(reading: Reading, context: FigureContext): Candidate[] {
  return candidatesOf(reading)
    .map((candidate) => ({ value: candidate.value, weight: plausibility(candidate, context) }))
    .filter((candidate) => candidate.weight > 0)
    .sort((a, b) => b.weight - a.weight);
}
