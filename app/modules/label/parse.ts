import { candidatesOf, DAILY_VALUES, weighed, type Candidate, type FigureContext } from "./figures";
import { ingredientsOf, type IngredientBlock } from "./ingredients";
import { normalizeLine, readingsOf, type Layout, type Reading } from "./readings";

// The text an OCR engine read off a nutrition label → its figures per serving. Pure.
//
// Two layouts: a US "Nutrition Facts" panel (figures per serving, % Daily Value beside them) and an
// EU nutrition declaration (per 100 g, often a per-portion column beside it; energy in kJ and
// kcal; salt instead of sodium: sodium mg = salt g × 400, as salt = sodium × 2.5). Each line is cut
// at the nutrients' names; a nutrient's first figure is its value. OCR noise is weighed by
// figures.ts; then the macros are chosen together, the combination whose energy best matches the
// label's calories and whose grams fit in the food.

export type MacroName = "protein" | "carbs" | "fat" | "fiber" | "sugar";
export type FigureName = "calories" | MacroName | "sodium";

export type LabelFacts = {
  layout: Layout;
  /** The product's name, when printed above the panel. */
  name: string | null;
  /** The serving as printed ("2/3 cup (55g)"; an EU portion "45 g", or "100 g" without one). */
  servingSize: string | null;
  /** The serving's weight in grams (ml counted as grams), when printed. */
  servingGrams: number | null;
  /** Per serving: kcal, grams, sodium in mg; null when not read. */
  figures: Record<FigureName, number | null>;
} & IngredientBlock;

type Key = MacroName | "energy" | "sodium" | "salt" | "serving" | "skip";

// Names of what a line holds, as OCR reads them (0 for o, 1 or l for i, "rn" for m). Longer names
// first, so "Saturated Fat" is not Fat and "Added Sugars" not Sugars.
const NAMES: [Key, string][] = [
  ["skip", "calories from fat|includes|added sugars?|sugar alcohols?|saturated fat|saturates|sat\\.? fat|trans fat"],
  ["skip", "poly\\w*saturat\\w*|mono\\w*saturat\\w*|cholesterol|polyols|starch|vitamin \\w+|calcium|iron|potassium"],
  ["serving", "serving size|serv\\.? size|servings? per container|portion size"],
  ["sugar", "total sugars?|sugars?"],
  ["fiber", "dietary fib(?:er|re)|fib(?:er|re)"],
  ["sodium", "s[o0]d[il1]um|s[o0]d[il1]urn"],
  ["salt", "salt"],
  ["protein", "pr[o0]te[il1]n"],
  ["carbs", "total carb\\w*\\.?|carbohydrates?|carbs?"],
  ["fat", "total fat|fat"],
  ["energy", "calor[il1]es|energy"],
];
const NAME_PATTERN = new RegExp(NAMES.map(([, source]) => `\\b(${source})\\b`).join("|"), "gi");

/** The footnote of a US panel ("2,000 calories a day is used for general nutrition advice"). */
const FOOTNOTE = /calories a day|daily diet|nutrition advice|daily value/i;
const PANEL_TITLE =
  /nutrition\s*(facts|declaration|information|values)|nutritional\s*(information|values)|typical\s*values|valeurs nutritionnelles/i;

type Segment = { key: Key; text: string; readings: Reading[]; line: number };

function segmentsOf(line: string, index: number): Segment[] {
  const segments: Segment[] = [];
  const matches = [...line.matchAll(NAME_PATTERN)];
  if (matches.length === 0) return [];
  matches.forEach((match, at) => {
    const group = match.slice(1).findIndex((value) => value !== undefined);
    const start = match.index + match[0].length;
    const text = line.slice(start, matches[at + 1]?.index ?? line.length);
    segments.push({ key: NAMES[group]![0], text, readings: readingsOf(text), line: index });
  });
  return segments;
}

export function layoutOf(text: string): Layout {
  if (/nutrition\s*facts|daily\s*value/i.test(text)) return "us";
  return /per\s*100\s*(g|ml)|\bk[jJ]\b|\bsalt\b|of which|typical values|nutrition declaration/i.test(text) ? "eu" : "us";
}

const GRAMS = /(\d+(?:\.\d+)?)\s*(g|ml|9)?(?![a-z])/i;

/** The grams of a serving text ("2/3 cup (55g)", "(559)": a g read as 9 inside the brackets). */
function servingGramsOf(text: string): { grams: number; shown: string } | null {
  const bracket = /\((?:[^()\d]*?)(\d+(?:\.\d+)?)\s*(g|ml|9)?\s*\)/i.exec(text);
  if (bracket) {
    const [whole, digits, unit] = bracket;
    const grams = unit === "9" || (!unit && digits!.length > 1 && digits!.endsWith("9")) ? Number(digits!.slice(0, -1)) : Number(digits);
    const unitShown = unit && unit !== "9" ? unit : "g";
    return { grams, shown: text.replace(whole, `(${grams}${unitShown})`) };
  }
  const plain = /(\d+(?:\.\d+)?)\s*(g|ml)(?![a-z])/i.exec(text);
  return plain ? { grams: Number(plain[1]), shown: text } : null;
}

type EuColumns = { portionGrams: number | null; portionFirst: boolean };

/** The EU header ("per 100 g | per 45 g serving"): the portion's grams and the columns' order. */
function euColumnsOf(lines: string[]): EuColumns {
  for (const line of lines) {
    const per100 = /per\s*100\s*(g|ml)/i.exec(line);
    if (!per100) continue;
    for (const match of line.matchAll(/per\s*(?:portion|serving|pack|bar)?\s*\(?\s*(\d+(?:\.\d+)?)\s*(g|ml|9)?/gi)) {
      if (match.index === per100.index) continue;
      const digits = match[1]!;
      const grams =
        match[2] === "9" || (!match[2] && digits.endsWith("9") && digits.length > 1) ? Number(digits.slice(0, -1)) : Number(digits);
      if (grams > 0) return { portionGrams: grams, portionFirst: match.index < per100.index };
    }
    return { portionGrams: null, portionFirst: false };
  }
  return { portionGrams: null, portionFirst: false };
}

const gramReadings = (segment: Segment | undefined) =>
  segment?.readings.filter((reading) => reading.unit === null || reading.unit === "g" || reading.unit === "ml") ?? [];

/** The energy in kcal of the energy segments: [first column, second column]. */
function energyOf(segments: Segment[]): [number | null, number | null] {
  const readings = segments.flatMap((segment) => segment.readings);
  const kcal = readings.filter((reading) => reading.unit === "kcal").map((reading) => reading.value);
  if (kcal.length > 0) return [kcal[0] ?? null, kcal[1] ?? null];
  const kj = readings.filter((reading) => reading.unit === "kj").map((reading) => Math.round(reading.value / 4.184));
  if (kj.length > 0) return [kj[0] ?? null, kj[1] ?? null];
  const plain = readings.filter((reading) => reading.unit === null).map((reading) => reading.value);
  return [plain[0] ?? null, plain[1] ?? null];
}

const MACROS: MacroName[] = ["protein", "carbs", "fat", "fiber", "sugar"];
const TOP = 3;

/**
 * The macros chosen together: every combination of each one's best candidates, weighed by how
 * well their energy matches the calories (4/4/9 kcal per g; EU fibre 2) and whether they fit in
 * `basisGrams` of food (sugar and US fibre within carbs).
 */
function chooseMacros(
  options: Partial<Record<MacroName, Candidate[]>>,
  calories: number | null,
  basisGrams: number | null,
  layout: Layout,
): Record<MacroName, number | null> {
  const names = MACROS.filter((name) => (options[name]?.length ?? 0) > 0);
  let best: { score: number; values: Partial<Record<MacroName, number>> } = { score: -1, values: {} };
  const visit = (at: number, values: Partial<Record<MacroName, number>>, weight: number) => {
    if (at === names.length) {
      const score = weight * fitOf(values, calories, basisGrams, layout);
      if (score > best.score) best = { score, values: { ...values } };
      return;
    }
    for (const candidate of options[names[at]!]!.slice(0, TOP)) {
      visit(at + 1, { ...values, [names[at]!]: candidate.value }, weight * candidate.weight);
    }
  };
  visit(0, {}, 1);
  return Object.fromEntries(MACROS.map((name) => [name, best.values[name] ?? null])) as Record<MacroName, number | null>;
}

function fitOf(values: Partial<Record<MacroName, number>>, calories: number | null, basisGrams: number | null, layout: Layout): number {
  const { protein, carbs, fat, fiber, sugar } = values;
  let fit = 1;
  const weight = (protein ?? 0) + (carbs ?? 0) + (fat ?? 0) + (layout === "eu" ? (fiber ?? 0) : 0);
  if (basisGrams !== null && weight > basisGrams * 1.02 + 0.5) fit *= 0.01;
  if (carbs !== undefined && sugar !== undefined && sugar > carbs + 0.5) fit *= 0.05;
  if (layout === "us" && carbs !== undefined && fiber !== undefined && fiber > carbs + 0.5) fit *= 0.05;
  if (calories !== null && protein !== undefined && carbs !== undefined && fat !== undefined) {
    const energy = 4 * protein + 4 * carbs + 9 * fat + (layout === "eu" ? 2 * (fiber ?? 0) : 0);
    const error = Math.abs(energy - calories) / Math.max(calories, 40);
    fit *= error <= 0.12 ? 2 : error <= 0.25 ? 1 : error <= 0.5 ? 0.4 : 0.1;
  }
  return fit;
}

/** A portion's grams as an EU label prints them: whole grams from 10, else one decimal. */
const euRounded = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);

/** The product's name: the nearest line of words above the panel's title, if any. */
function nameOf(lines: string[]): string | null {
  const title = lines.findIndex((line) => PANEL_TITLE.test(line));
  for (let index = title - 1; index >= Math.max(0, title - 3); index -= 1) {
    const line = lines[index]!.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9)%.!']+$/g, "").trim();
    const letters = line.replace(/[^A-Za-z]/g, "").length;
    if (line.length >= 3 && line.length <= 60 && letters >= 3 && letters / line.replace(/\s/g, "").length >= 0.75) return line;
  }
  return null;
}

/**
 * The label's facts, or null when the text is no nutrition label (no calories, or none of
 * protein, carbs and fat).
 */
export function parseLabel(text: string): LabelFacts | null {
  const layout = layoutOf(text);
  const raw = text.split(/\r?\n/).map((line) => line.trim());
  const block = ingredientsOf(raw);
  const lines = raw.map((line, index) => (block.lines.has(index) ? "" : normalizeLine(line, layout)));

  const segments: Segment[] = [];
  let lastEnergy: Segment | null = null;
  lines.forEach((line, index) => {
    if (!line || FOOTNOTE.test(line)) return;
    const found = segmentsOf(line, index);
    if (found.length === 0) {
      // A line of figures only: the kcal line under "Energy … kJ", or "230" under a big "Calories".
      const readings = readingsOf(line);
      const energyLike = readings.some((reading) => reading.unit === "kcal" || reading.unit === "kj");
      if (lastEnergy && (energyLike || (lastEnergy.readings.length === 0 && lastEnergy.line === index - 1)))
        segments.push({ key: "energy", text: line, readings, line: index });
      return;
    }
    segments.push(...found);
    const energy = found.find((segment) => segment.key === "energy");
    if (energy) lastEnergy = energy;
  });
  const first = (key: Key) => segments.find((segment) => segment.key === key && segment.readings.length > 0);

  let servingSize: string | null = null;
  let servingGrams: number | null = null;
  const columns: EuColumns = layout === "eu" ? euColumnsOf(lines) : { portionGrams: null, portionFirst: false };
  if (layout === "us") {
    const serving = segments.find((segment) => segment.key === "serving" && GRAMS.test(segment.text));
    const size =
      serving?.text
        .replace(/\bservings?\b.*$/i, "")
        .replace(/^[\s:.-]+/, "")
        .trim() ?? "";
    const grams = size ? servingGramsOf(size) : null;
    servingSize = grams?.shown ?? (size || null);
    servingGrams = grams?.grams ?? null;
  } else {
    const portionLine = segments.find((segment) => segment.key === "serving");
    const portion = columns.portionGrams ?? (portionLine ? (servingGramsOf(portionLine.text)?.grams ?? null) : null);
    servingGrams = portion ?? 100;
    servingSize = `${servingGrams} g`;
  }

  const energySegments = segments.filter((segment) => segment.key === "energy");
  const [energyFirst, energySecond] = energyOf(energySegments);
  const calories = columns.portionFirst ? energySecond : energyFirst;
  if (layout === "eu" && columns.portionGrams === null && energyFirst && energySecond && energySecond < energyFirst) {
    // The portion's header unread ("perdsg"): its energy share of 100 g says what it weighs.
    columns.portionGrams = Math.round((energySecond / energyFirst) * 100);
    servingGrams = columns.portionGrams;
    servingSize = `${servingGrams} g`;
  }

  const options: Partial<Record<MacroName, Candidate[]>> = {};
  // US figures are per serving; EU per 100 g, read from the per-100 g column.
  const basis = layout === "us" ? servingGrams : 100;
  const contextOf = (
    segment: Segment,
    kind: FigureContext["kind"],
    max: number,
    dailyValue?: number,
  ): [Reading | undefined, FigureContext] => {
    const grams = gramReadings(segment);
    if (layout === "us") {
      const percent = segment.readings.find((reading) => reading.unit === "%");
      return [grams[0], { kind, layout, max, dailyValue: percent && dailyValue ? { percent: percent.value, of: dailyValue } : undefined }];
    }
    const [per100, portion] = columns.portionFirst ? [grams[1], grams[0]] : [grams[0], grams[1]];
    return [
      per100,
      {
        kind,
        layout,
        max,
        portion: portion && columns.portionGrams ? { candidates: candidatesOf(portion), grams: columns.portionGrams } : undefined,
      },
    ];
  };
  for (const name of MACROS) {
    const segment = first(name);
    if (!segment) continue;
    const [reading, context] = contextOf(segment, "grams", basis ?? 200, name === "sugar" ? undefined : DAILY_VALUES[name]);
    if (reading) options[name] = weighed(reading, context);
  }
  const macros = chooseMacros(options, calories, basis, layout);

  let sodium: number | null = null;
  const sodiumSegment = first("sodium");
  const saltSegment = first("salt");
  const maxSodium = (basis ?? 250) * 400;
  if (sodiumSegment) {
    const milligrams = sodiumSegment.readings.find((reading) => reading.unit === "mg");
    const grams = gramReadings(sodiumSegment)[0];
    if (milligrams) {
      const [, context] = contextOf(sodiumSegment, "sodium", maxSodium, DAILY_VALUES.sodium);
      sodium = weighed(milligrams, context)[0]?.value ?? null;
    } else if (grams) {
      const [reading, context] = contextOf(sodiumSegment, "salt", (basis ?? 250) / 2.5);
      const value = reading ? weighed(reading, context)[0]?.value : undefined;
      sodium = value === undefined ? null : Math.round(value * 1000);
    }
  } else if (saltSegment) {
    const [reading, context] = contextOf(saltSegment, "salt", basis ?? 250);
    const salt = reading ? weighed(reading, context)[0]?.value : undefined;
    sodium = salt === undefined ? null : Math.round(salt * 400);
  }

  if (calories === null || (macros.protein === null && macros.carbs === null && macros.fat === null)) return null;

  const figures: Record<FigureName, number | null> = { calories, ...macros, sodium };
  if (layout === "eu" && servingGrams !== null && servingGrams !== 100) {
    const share = servingGrams / 100;
    for (const name of Object.keys(figures) as FigureName[]) {
      const value = figures[name];
      if (value === null) continue;
      figures[name] = name === "calories" || name === "sodium" ? Math.round(value * share) : euRounded(value * share);
    }
  }
  return {
    layout,
    name: nameOf(raw),
    servingSize,
    servingGrams,
    figures,
    ingredients: block.ingredients,
    contains: block.contains,
    mayContain: block.mayContain,
  };
}
