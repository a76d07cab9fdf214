// The ingredient list of a label's OCR text, and its allergen statements ("Contains: …",
// "May contain …"). Pure.
import { cutText } from "~/modules/text";

export type IngredientBlock = {
  /** The ingredients in order, as printed ("Oat flakes (52%)"). */
  ingredients: string[];
  /** The words of a "Contains:" statement ("Almonds", "Soy"). */
  contains: string[];
  /** The words of a "May contain" statement (traces). */
  mayContain: string[];
};

/** A list longer than this is OCR running on into other text. */
const MAX_INGREDIENTS = 60;
const MAX_INGREDIENT_CHARS = 100;
/** Lines an ingredient list may run over. */
const MAX_LINES = 15;

const START = /\b[il1|]ngred[il1]ents?\b\s*[:;.]?/i;
const STOP =
  /^(allergen|produced|manufactured|made in|distributed|best before|use by|store|storage|keep|nutrition|packaged|net\s*(wt|weight)|www\.)/i;
/** "Contains: milk" (an allergen statement), not "contains 2% or less of" (part of the list). */
const CONTAINS = /(?<!may\s)\bcontains?\b(?!\s*[:;]?\s*(\d+(\.\d+)?\s*%|less than))\s*[:;]?/i;
const MAY_CONTAIN = /\bmay\s+contain\b\s*(traces\s+of)?\s*[:;]?/i;

/** Splits at commas and semicolons outside brackets ("Chocolate (sugar, cocoa), salt" → 2). */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(" || char === "[") depth += 1;
    if ((char === ")" || char === "]") && depth > 0) depth -= 1;
    if ((char === "," || char === ";") && depth === 0) {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items
    .map((item) =>
      item
        .replace(/\s+/g, " ")
        .replace(/^[\s.*:-]+|[\s.*:]+$/g, "")
        .trim(),
    )
    .filter((item) => /[A-Za-z]{2}/.test(item))
    .map((item) => cutText(item, MAX_INGREDIENT_CHARS));
}

/** A statement's words: "Almonds, Soy and Milk." → ["Almonds", "Soy", "Milk"]. */
function statementWords(text: string): string[] {
  return splitList(text.replace(/\band\b|&/gi, ","));
}

/** The ingredient block of a label's lines, and which lines it took (so they are not read as figures). */
export function ingredientsOf(lines: string[]): IngredientBlock & { lines: Set<number> } {
  const taken = new Set<number>();
  const start = lines.findIndex((line) => START.test(line));
  let text = "";
  if (start >= 0) {
    for (let index = start; index < lines.length && index < start + MAX_LINES; index += 1) {
      const line = index === start ? lines[index]!.slice(START.exec(lines[index]!)!.index) : lines[index]!;
      if (index > start && STOP.test(line)) break;
      if (index > start && /[.]\s*$/.test(text) && /^[A-Z][a-z]/.test(line) && !/^(contains|may contain)/i.test(line)) break;
      if (!line) continue;
      taken.add(index);
      text = text.endsWith("-") ? text.slice(0, -1) + line : `${text} ${line}`;
    }
  }
  // The statements may stand on their own lines, outside the ingredient block.
  const statements = lines.filter((line, index) => !taken.has(index) && (CONTAINS.test(line) || MAY_CONTAIN.test(line))).join(" ");
  const all = `${text} ${statements}`;
  const mayAt = all.search(MAY_CONTAIN);
  const containsAt = all.search(CONTAINS);
  const cuts = [mayAt, containsAt].filter((at) => at >= 0);
  const listEnd = cuts.length ? Math.min(...cuts) : all.length;
  const list = all.slice(0, listEnd).replace(START, "");
  const sentence = (at: number, pattern: RegExp) => {
    if (at < 0) return [];
    const rest = all.slice(at).replace(pattern, "");
    const end = rest.search(/\.\s|\.$|\bmay\s+contain\b|\bcontains?\b/i);
    return statementWords(end >= 0 ? rest.slice(0, end) : rest);
  };
  return {
    ingredients: start >= 0 ? splitList(list).slice(0, MAX_INGREDIENTS) : [],
    contains: sentence(containsAt, CONTAINS),
    mayContain: sentence(mayAt, MAY_CONTAIN),
    lines: taken,
  };
}
