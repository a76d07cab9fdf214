// Typo correction for a search word that matches no food (docs/decisions/0005-food-search.md).
// Pure: the database supplies a few candidate terms from its own index (pre-filtered in SQL),
// this module picks the closest by edit distance.

/** Edits a word may be away from its correction: none under 3 letters, 1 up to 4 letters, else 2. */
export function maxEdits(word: string): number {
  if (word.length < 3) return 0;
  return word.length <= 4 ? 1 : 2;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions
 * and swaps of two neighbours, each 1). Returns `limit + 1` as soon as the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let beforePrevious = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Row minima never decrease, so the distance can no longer come back under the limit.
    if (rowMin > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/**
 * Index terms are stems ("appl", "berri", "chees"): the words they can stand for, so that a typed
 * "aple" is one edit from "appl" (through "apple") rather than two.
 */
export function surfaceForms(term: string): string[] {
  const forms = [term, `${term}e`, `${term}s`];
  if (term.endsWith("i")) forms.push(`${term.slice(0, -1)}y`, `${term}es`);
  return forms;
}

/** How far a typed word is from an index term, and the term's spelling it is closest to. */
export function termDistance(word: string, term: string, limit = maxEdits(word)): { distance: number; spelling: string } {
  let best = { distance: limit + 1, spelling: term };
  for (const form of surfaceForms(term)) {
    if (Math.abs(form.length - word.length) > limit) continue;
    const distance = editDistance(word, form, limit);
    // On a tie the fuller spelling wins: "chese" → "cheese" rather than the stem "chees".
    if (distance <= limit && distance <= best.distance) best = { distance, spelling: form };
  }
  return best;
}

/**
 * The pre-filter the database applies before this module looks: terms of a length near the word's
 * (a stem may lack up to two letters of its surface form) that contain most of its distinct
 * letters. Sound: every term `pickCorrection` could accept passes it.
 */
type CandidateFilter = { minLength: number; maxLength: number; letters: string[]; minShared: number };

export function candidateFilter(word: string): CandidateFilter {
  const edits = maxEdits(word);
  const letters = [...new Set(word)];
  return {
    minLength: Math.max(2, word.length - edits - 2),
    maxLength: word.length + edits,
    letters,
    minShared: Math.max(1, letters.length - edits - 2),
  };
}

/** The first string after every string that starts with `start` ("ch" → "ci"): the end of its term range. */
export function rangeEnd(start: string): string {
  const letters = [...start];
  const last = letters.pop();
  return last === undefined ? "" : letters.join("") + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/** A term of the index and the number of foods it occurs in. */
export type TermCandidate = { term: string; docs: number };

/**
 * A correction: the index term, and the spelling of it closest to what was typed ("chese" →
 * term "chees", spelling "cheese"). Search for both: a stemmer may not map a stem to itself.
 */
export type Correction = { term: string; spelling: string };

/**
 * The correction for a word that matches nothing: the candidate with the fewest edits (at most
 * `maxEdits`), then the same first letter, then the most foods, then the shorter, then alphabetical.
 * null when no candidate is close enough.
 */
export function pickCorrection(word: string, candidates: TermCandidate[]): Correction | null {
  const limit = maxEdits(word);
  if (limit === 0) return null;
  type Scored = { term: string; spelling: string; distance: number; sameStart: boolean; docs: number };
  let best: Scored | null = null;
  for (const { term, docs } of candidates) {
    if (docs <= 0 || term === word) continue;
    const { distance, spelling } = termDistance(word, term, limit);
    if (distance > limit) continue;
    const candidate: Scored = { term, spelling, distance, sameStart: term[0] === word[0], docs };
    if (
      best === null ||
      candidate.distance < best.distance ||
      (candidate.distance === best.distance &&
        (Number(candidate.sameStart) - Number(best.sameStart) ||
          candidate.docs - best.docs ||
          best.term.length - candidate.term.length ||
          (candidate.term < best.term ? 1 : -1)) > 0)
    ) {
      best = candidate;
    }
  }
  return best && { term: best.term, spelling: best.spelling };
}
