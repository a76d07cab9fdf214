// The numbers an OCR engine read on one line of a nutrition label, with their units. Pure.
//
// OCR of small print confuses look-alike characters. What is undone here, and only next to
// digits, where a letter cannot be meant: O/o for 0 ("Og", "Omg", "16O mg"), l/I/| for 1
// ("l2g"), "rn" for "m" ("160rng"), and ¢ q d for the unit g ("8.4¢"). A "g" read as the digit 9
// ("6.29" for "6.2 g") and a decimal point lost ("28g" for "2.8 g") cannot be undone by reading
// alone: figures.ts weighs those readings against the rest of the label.

export type Unit = "g" | "mg" | "kcal" | "kj" | "%" | "ml";

export type Reading = {
  /** The digits as read, with their decimal point ("6.29", "05"). */
  digits: string;
  value: number;
  unit: Unit | null;
  /** The unit was a look-alike of "g" (¢, q, d). */
  guessedUnit: boolean;
  /** Printed as "<" or "less than" (a value below the figure). */
  lessThan: boolean;
};

export type Layout = "us" | "eu";

/** The line with OCR look-alikes next to digits put right, and decimal commas as points. */
export function normalizeLine(line: string, layout: Layout): string {
  let text = line
    .replace(/[\u2018\u2019\u201C\u201D]/g, "'")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  // O/o beside digits, or alone before a unit ("Og", "O mg", "o%").
  text = text.replace(/(?<=\d)[oO]+|[oO]+(?=\d)/g, (match) => "0".repeat(match.length));
  text = text.replace(/(?<![A-Za-z0-9])[oO](?=\s?(?:m?g|%)(?![a-z]))/g, "0");
  // l, I and | beside digits.
  text = text.replace(/(?<=\d)[lI|](?=\d|\s?m?g\b|%)/g, "1").replace(/(?<![A-Za-z0-9])[lI|](?=\d|\.\d|\s?m?g(?![a-z])|%)/g, "1");
  // "rn" read for "m" in a unit.
  text = text.replace(/(?<=\d\s?)rng\b/g, "mg");
  // Thousands: "1,050mg" on a US label, "1 520 kJ" on an EU one; else a comma is a decimal point.
  if (layout === "us") text = text.replace(/(?<=\d),(?=\d{3}(?!\d))/g, "");
  text = text.replace(/(?<=\d) (?=\d{3}\s?k[jJ])/g, "");
  text = text.replace(/(?<=\d) ?, ?(?=\d)/g, ".");
  return text;
}

const READING = /(<|less than\s*)?\s*(\d+(?:\.\d+)?)\s*(mg|mcg|µg|kcal|kca[l1I]|k[jJ]|ml|mL|g(?![a-z])|%|[¢qd]g?(?![a-z]))?/gi;

const UNIT_OF: Record<string, Unit> = { mg: "mg", kcal: "kcal", kj: "kj", ml: "ml", g: "g", "%": "%" };

/** The numbers of a (normalized) line, left to right. Micrograms (vitamins) are left out. */
export function readingsOf(text: string): Reading[] {
  const readings: Reading[] = [];
  for (const match of text.matchAll(READING)) {
    const [, less, digits, rawUnit] = match;
    const unitText = rawUnit?.toLowerCase().replace(/kca[l1i]/, "kcal");
    if (unitText === "mcg" || unitText === "µg") continue;
    const guessedUnit = unitText !== undefined && /^[¢qd]g?$/.test(unitText);
    const unit = guessedUnit ? "g" : unitText ? (UNIT_OF[unitText] ?? null) : null;
    readings.push({ digits: digits!, value: Number(digits), unit, guessedUnit, lessThan: Boolean(less) });
  }
  return readings;
}
