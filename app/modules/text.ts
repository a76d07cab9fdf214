// Text a person typed (names, labels, notes), made safe to store and to show. Pure.

/** Lone UTF-16 surrogates (a pair is one code point under the `u` flag, so only halves match). */
const LONE_SURROGATE = /\p{Cs}/gu;
/** Bidirectional embeddings, overrides and isolates: U+202A–U+202E, U+2066–U+2069. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
/** C0 and C1 control characters (NUL and DEL included), except tab and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Tab and line breaks: kept in multi-line text, one space in a name. */
const BREAKS = /[\t\n\r\u2028\u2029]+/g;

/**
 * The text with lone surrogates, control characters (C0, C1, NUL, DEL) and bidi overrides
 * removed, NFC-normalised and trimmed. A one-line text (a name) turns tabs and line breaks into a
 * space; a multi-line text keeps them (with `\r\n` as `\n`).
 */
export function cleanText(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  let text = value.replace(LONE_SURROGATE, "").normalize("NFC").replace(BIDI_CONTROL, "").replace(CONTROL, "");
  text = multiline ? text.replace(/\r\n?|[\u2028\u2029]/g, "\n") : text.replace(BREAKS, " ");
  return text.trim();
}

/**
 * Grapheme clusters (what a person sees as one character: "é", "😀", "👨‍👩‍👧‍👦"); code points where
 * Intl.Segmenter is missing. Made on first use: building one loads ICU's break rules, ~40 ms on a
 * fast machine, which every page paid while loading its scripts (issue 44), though only a text
 * longer than its limit is ever segmented.
 */
let segmenter: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  segmenter ??= typeof Intl.Segmenter === "function" ? new Intl.Segmenter("en", { granularity: "grapheme" }) : null;
  return segmenter;
}

/**
 * UTF-16 units a text of `max` characters may use. One grapheme can be unbounded (a letter with a
 * thousand combining marks), so a limit in characters alone would not bound what is stored.
 */
const UNITS_PER_CHAR = 8;

/** V8's segmenter spends time in proportion to the whole string on each step: it reads a window at a time. */
const WINDOW_UNITS = 256;

function* graphemes(text: string): Generator<string> {
  const segmenter = graphemeSegmenter();
  if (!segmenter) return yield* text;
  let at = 0;
  let size = WINDOW_UNITS;
  while (at + size < text.length) {
    // A window's last segment may run on past it (or be half a pair): the next window starts with it.
    let last = "";
    let next = at;
    for (const { segment } of segmenter.segment(text.slice(at, at + size))) {
      if (last) yield last;
      next += last.length;
      last = segment;
    }
    if (next === at)
      size *= 2; // one character filled the window
    else [at, size] = [next, WINDOW_UNITS];
  }
  for (const { segment } of segmenter.segment(text.slice(at))) yield segment;
}

/**
 * `text` cut to at most `max` characters (graphemes, and `max × 8` UTF-16 units), only ever
 * between characters: never inside a surrogate pair, an emoji sequence or a letter and its
 * accents. The one way user text is shortened or measured here (JavaScript's `length` and `slice`
 * count UTF-16 units, and a cut pair is a lone surrogate that the database refuses).
 * `ellipsis`: a text that was cut ends with "…" (within `max`); `wordAfter`: it is cut at its last
 * space when that space comes after this many characters.
 */
export function cutText(
  text: string,
  max: number,
  { ellipsis = false, wordAfter }: { ellipsis?: boolean; wordAfter?: number } = {},
): string {
  if (text.length <= max) return text; // fewer units than max: fewer characters too
  const room = ellipsis ? max - 1 : max;
  const kept: string[] = [];
  let units = 0;
  let fits = true;
  let end = 0; // units of the first `room` characters that fit
  for (const char of graphemes(text)) {
    if (kept.length === max || units + char.length > max * UNITS_PER_CHAR) {
      fits = false;
      break;
    }
    kept.push(char);
    units += char.length;
    if (kept.length <= room && units <= room * UNITS_PER_CHAR) end = kept.length;
  }
  if (fits) return text;
  let cut = kept.slice(0, end);
  if (wordAfter !== undefined) {
    const space = cut.lastIndexOf(" ");
    if (space > wordAfter) cut = cut.slice(0, space);
  }
  return ellipsis ? `${cut.join("")}…` : cut.join("");
}

/** Whether `text` is at most `max` characters (as `cutText` counts them): a cut text always fits. */
export function fitsText(text: string, max: number): boolean {
  return cutText(text, max) === text;
}

/** A count with its noun, singular for one: "1 logged day", "12 logged days", "1,250 foods". */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}
