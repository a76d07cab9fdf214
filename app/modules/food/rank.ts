// How food search results are ordered (docs/decisions/0005-food-search.md). Pure: no I/O.
// The database's full-text index finds a few hundred candidates that contain every word; this
// module scores them the way a person reading the list would, identically for SQLite and
// PostgreSQL, so both give the same order.

/** PostgreSQL's English stop words: never searched for, in either database. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself " +
    "it its itself they them their theirs themselves what which who whom this that these those am is are was were be " +
    "been being have has had having do does did doing a an the and but if or because as until while of at by for with " +
    "about against between into through during before after above below to from up down in out on off over under again " +
    "further then once here there when where why how all any both each few more most other some such no nor not only own " +
    "same so than too very s t can will just don should now"
  ).split(" "),
);

const MAX_QUERY_WORDS = 8;

/** Lower case, accents removed ("Crème" → "creme"). */
function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

const ASCII = /^[\x20-\x7e]*$/;

/** The runs of letters and digits in a text, folded. Everything else separates words. */
export function wordsOf(text: string): string[] {
  if (ASCII.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A word to look for. `prefix`: it may be the start of a longer word (the last word typed).
 * `alternatives`: other spellings that count as the same word (a typo correction's index term).
 */
export type QueryWord = { text: string; prefix: boolean; alternatives?: string[] };

/** The spellings of a query word: its text, then its alternatives. */
export function spellings(word: QueryWord): string[] {
  return word.alternatives?.length ? [word.text, ...word.alternatives] : [word.text];
}

/** The words of a search term: letters/digits only, no stop words, no repeats, at most 8; the last is a prefix. */
export function parseQuery(term: string): QueryWord[] {
  const words = [...new Set(wordsOf(term).filter((word) => !STOP_WORDS.has(word)))].slice(0, MAX_QUERY_WORDS);
  return words.map((text, index) => ({ text, prefix: index === words.length - 1 }));
}

/** Singular of an English plural, enough to make "bananas"/"banana", "berries"/"berry", "peaches"/"peach" equal. */
export function singular(word: string): string {
  const n = word.length;
  if (n <= 3 || word.charCodeAt(n - 1) !== 115 /* s */) return word;
  if (n > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (n > 4 && /(?:ch|sh|ss|x|z|o)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  return word.slice(0, -1);
}

/** What the ranking needs to know about a candidate food. */
export type RankCandidate = {
  id: number;
  name: string;
  brand: string | null;
  foodGroup: string | null;
  /** other names people use for the food (FNDDS's brands, synonyms, Spanish names), "; "-separated */
  searchWords?: string | null;
  /** the user's own food, or one they logged in the last 60 days */
  personal: boolean;
  /** the catalogue food the reviewed default-form list names for this query (vocabulary.ts) */
  preferred?: boolean;
};

/** A candidate row as either database returns it (ids may come back as bigint). */
export function toRankCandidate(
  row: { id: number | bigint; name: string; brand: string | null; foodGroup: string | null; searchWords?: string | null },
  personal: boolean,
  preferred = false,
): RankCandidate {
  const { name, brand, foodGroup } = row;
  return { id: Number(row.id), name, brand, foodGroup, searchWords: row.searchWords ?? null, personal, preferred };
}

type PreparedWord = { prefix: boolean; forms: { text: string; singular: string }[] };

function prepareWord(word: QueryWord): PreparedWord {
  return { prefix: word.prefix, forms: spellings(word).map((text) => ({ text, singular: singular(text) })) };
}

function matchPrepared(query: PreparedWord, word: string, wordSingular: string): number {
  let best = 0;
  for (const { text, singular: textSingular } of query.forms) {
    if (word === text || wordSingular === textSingular) return 1;
    if (word.startsWith(text) && (query.prefix || text.length >= 4))
      best = 0.6; // "chick" → "chicken", "roast" → "roasted"
    else if (word.length >= 4 && text.startsWith(word)) best = 0.6; // "roasted" → "roast"
  }
  return best;
}

/** How strongly a query word matches a word of a name: 1 same word (or plural), 0.6 same stem or prefix, else 0. */
export function wordMatch(query: QueryWord, word: string): number {
  return matchPrepared(prepareWord(query), word, singular(word));
}

/** Heads that name a kind rather than the food ("Nuts, almonds", "Fish, salmon"): the next part is the real head. */
const GENERIC_HEADS = new Set([
  "nuts",
  "seeds",
  "fish",
  "cereals",
  "cereal",
  "spices",
  "beverages",
  "crustaceans",
  "mollusks",
  "game meat",
  "alcoholic beverage",
  "alcoholic beverages",
  "snacks",
]);

/** Preferred when the query does not say otherwise: the plain form of a food ("NFS": FNDDS's "not further specified"). */
const PLAIN_WORDS: Record<string, number> = { raw: 12, nfs: 12, whole: 10, plain: 9 };
/** Processed and flavoured forms: a little lower unless asked for. */
const FORM_WORDS = new Set([
  "dry",
  "dried",
  "dehydrated",
  "powder",
  "powdered",
  "canned",
  "frozen",
  "concentrate",
  "condensed",
  "evaporated",
  "instant",
  "mix",
  "flavored",
  "flavor",
  "sweetened",
  "chocolate",
  "cocoa",
  "vanilla",
  "strawberry",
]);
/** Stand-ins for the food, much lower unless asked for ("Chicken, meatless"). */
const IMITATION_WORDS = new Set(["meatless", "imitation", "substitute", "analog", "vegetarian", "vegan"]);

/** Kinds of food that should not crowd out the plain food, each lifted when a query word names it. */
const DEMOTED_KINDS: { penalty: number; applies: (head: string, group: string, name: string) => boolean; askedBy: string[] }[] = [
  {
    penalty: 40,
    // SR's group, FNDDS's WWEIA categories ("Baby food: fruit", "Formula, ready-to-feed", "Human milk")
    applies: (head, group) =>
      group === "baby foods" ||
      group.startsWith("baby ") ||
      group.startsWith("formula") ||
      group === "human milk" ||
      head.startsWith("babyfood"),
    askedBy: ["baby", "babyfood", "infant", "toddler", "toddlers", "junior", "strained"],
  },
  {
    penalty: 25,
    applies: (head, group) => group === "restaurant foods" || head.startsWith("restaurant"),
    askedBy: ["restaurant"],
  },
  {
    penalty: 25,
    applies: (head, group) => group === "fast foods" || head.startsWith("fast food"),
    askedBy: ["fast"],
  },
  {
    penalty: 25,
    applies: (head, group) => head === "candies" || head === "candy" || head.startsWith("candies ") || group.startsWith("candy "),
    askedBy: ["candy", "candies", "chocolate", "sweets"],
  },
  {
    // FNDDS's parts of other foods ("Red pepper, cooked, as ingredient", "Breading or batter as ingredient in food")
    penalty: 30,
    applies: (_head, group, name) => group === "not included in a food category" && name.includes("ingredient"),
    askedBy: ["ingredient"],
  },
  {
    // FNDDS's school meals ("Hamburger, from school cafeteria", "Pizza, cheese, from school lunch")
    penalty: 15,
    applies: (_head, _group, name) => name.includes("school"),
    askedBy: ["school", "cafeteria"],
  },
  {
    penalty: 25,
    applies: (_head, group) => group === "sausages and luncheon meats",
    askedBy: ["deli", "luncheon", "lunchmeat", "sliced", "sausage", "sausages"],
  },
  {
    penalty: 8,
    applies: (_head, group) => group === "american indian/alaska native foods",
    askedBy: ["navajo", "alaska", "native", "indian", "hopi", "apache", "shoshone"],
  },
];

/** Weight of a match in a food's other names: less than its brand's (10), as they also hold qualifiers ("NS as to…"). */
const SEARCH_WORDS_WEIGHT = 8;
const BRANDED_PENALTY = 8;
const UNGROUPED_PENALTY = 6;
const PERSONAL_BOOST = 40;
/** The reviewed default form of the query (vocabulary.ts): first, above a personal food of equal match. */
const PREFERRED_BOOST = 60;

/** A name's comma-separated parts as folded words, empty parts left out. */
/** Names whose parts are known: a search scores the same catalogue names again and again. */
const namePartsCache = new Map<string, readonly (readonly string[])[]>();
const MAX_CACHED_NAMES = 40_000; // the catalogue (≈ 16,000) and members' foods

/** A name's comma-separated parts, each as its folded words (cached; never mutate the answer). */
function nameParts(name: string): readonly (readonly string[])[] {
  let parts = namePartsCache.get(name);
  if (!parts) {
    if (namePartsCache.size >= MAX_CACHED_NAMES) namePartsCache.clear();
    parts = splitName(name);
    namePartsCache.set(name, parts);
  }
  return parts;
}

function splitName(name: string): string[][] {
  const ascii = ASCII.test(name);
  const folded = ascii ? name.toLowerCase() : foldText(name);
  const parts: string[][] = [];
  for (const part of folded.split(",")) {
    const words = ascii ? part.match(/[a-z0-9]+/g) : part.match(/[\p{L}\p{N}]+/gu);
    if (words) parts.push(words);
  }
  return parts;
}

function isNumber(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** Weight of a match in a part of the name: head 30, then 20, 17, 14, 11, 8… */
function partWeight(position: number): number {
  return position === 0 ? 30 : Math.max(8, 23 - 3 * position);
}

/** A query made ready to score many foods: spellings and singulars worked out once. */
type PreparedQuery = {
  words: PreparedWord[];
  /** every spelling of every query word, and its singular */
  asked: Set<string>;
  imitationAsked: boolean;
  kindsAsked: boolean[];
};

export function prepareQuery(query: QueryWord[]): PreparedQuery {
  const asked = new Set(query.flatMap(spellings).flatMap((word) => [word, singular(word)]));
  return {
    words: query.map(prepareWord),
    asked,
    imitationAsked: [...IMITATION_WORDS].some((word) => asked.has(word)),
    kindsAsked: DEMOTED_KINDS.map((kind) => kind.askedBy.some((word) => asked.has(word))),
  };
}

/**
 * The score of one food for a query (higher is better): where the query's words are found (the
 * head counts most), whether the head is just the query, plain forms before processed ones,
 * kinds that crowd out the plain food demoted, shorter names first, the user's own and recent
 * foods boosted. One pass over the name's words: it runs for a few hundred candidates per search.
 */
export function scoreFood(query: QueryWord[] | PreparedQuery, candidate: RankCandidate): number {
  const prepared = Array.isArray(query) ? prepareQuery(query) : query;
  const { words: queryWords, asked } = prepared;
  const q = queryWords.length;
  const parts = nameParts(candidate.name);
  const headWords = parts[0] ?? [];
  const head = headWords.length === 1 ? headWords[0]! : headWords.join(" ");
  // "Nuts, almonds": the part after a generic head names the food and takes the head's weight.
  const generic = parts.length > 1 && GENERIC_HEADS.has(head);
  const coreIndex = generic ? 1 : 0;

  const bestMatch = new Float64Array(q); // per query word: its best weighted match anywhere
  const coreMatch = new Float64Array(q); // per query word: its best match in the core
  let coverage = 1; // how well the query covers the core's words (the weakest one)
  let coreWords = 0;
  let firstWordMatch = 0;
  let plain = 0;
  let processed = 0;
  let imitation = false;
  let length = 0;

  for (let k = 0; k < parts.length; k++) {
    const words = parts[k]!;
    const weight = partWeight(generic && k <= 1 ? 1 - k : k);
    let content = 0;
    let only = "";
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const stop = STOP_WORDS.has(word);
      const wordSingular = singular(word);
      let strongest = 0;
      for (let j = 0; j < q; j++) {
        const match = matchPrepared(queryWords[j]!, word, wordSingular);
        if (match === 0) continue;
        if (weight * match > bestMatch[j]!) bestMatch[j] = weight * match;
        if (k === coreIndex && !stop && match > coreMatch[j]!) coreMatch[j] = match;
        if (match > strongest) strongest = match;
        if (k === 0 && i === 0 && j === 0) firstWordMatch = match;
      }
      if (stop) continue;
      content += 1;
      only = word;
      if (word.length > 1 && !isNumber(word)) length += 1;
      if (k === coreIndex) {
        coreWords += 1;
        coverage = Math.min(coverage, strongest);
      }
      if (!asked.has(word)) {
        if (FORM_WORDS.has(word)) processed += 5;
        if (IMITATION_WORDS.has(word)) imitation = true;
      }
    }
    // A part that is just "raw", "whole" or "plain": most right after the head ("Milk, whole"
    // before "Milk, buttermilk, fluid, whole").
    const bonus = k > 0 && content === 1 && !asked.has(only) ? PLAIN_WORDS[only] : undefined;
    if (bonus !== undefined) plain += k === 1 ? bonus : bonus / 2;
  }
  if (candidate.brand) {
    for (const word of wordsOf(candidate.brand)) {
      const wordSingular = singular(word);
      for (let j = 0; j < q; j++) bestMatch[j] = Math.max(bestMatch[j]!, 10 * matchPrepared(queryWords[j]!, word, wordSingular));
    }
  }
  if (candidate.searchWords) {
    for (const word of wordsOf(candidate.searchWords)) {
      const wordSingular = singular(word);
      for (let j = 0; j < q; j++)
        bestMatch[j] = Math.max(bestMatch[j]!, SEARCH_WORDS_WEIGHT * matchPrepared(queryWords[j]!, word, wordSingular));
    }
  }

  let score = 0;
  // The index matched every word; one found by a stem this module does not know still counts a little.
  for (let j = 0; j < q; j++) score += bestMatch[j]! > 0 ? bestMatch[j]! : 5;
  // The head is what the food is: best when it holds nothing but the query's words ("Bananas"
  // for "banana"; not "Watermelon" for "water": a prefix match counts for less).
  if (coreWords > 0 && q > 0 && coverage > 0) {
    let inCore = 1;
    for (let j = 0; j < q; j++) inCore = Math.min(inCore, coreMatch[j]!);
    score += 25 * coverage + 15 * inCore;
  }
  score += 5 * firstWordMatch;

  score += Math.min(plain, 16) - Math.min(processed, 10);
  if (imitation && !prepared.imitationAsked) score -= 25;
  const group = candidate.foodGroup ? candidate.foodGroup.toLowerCase() : "";
  const lowerName = candidate.name.toLowerCase();
  for (let i = 0; i < DEMOTED_KINDS.length; i++) {
    const kind = DEMOTED_KINDS[i]!;
    if (!prepared.kindsAsked[i] && kind.applies(head, group, lowerName)) score -= kind.penalty;
  }
  const capitals = candidate.name.match(/\b[A-Z][A-Z'&]{2,}\b/g);
  if (capitals) {
    const brandWords = capitals.flatMap(wordsOf).filter((word) => word.length >= 3);
    const unasked = (word: string) => queryWords.every((qw) => matchPrepared(qw, word, singular(word)) === 0);
    if (brandWords.length > 0 && brandWords.every(unasked)) score -= BRANDED_PENALTY; // a brand nobody asked for
  }
  // Catalogue foods without a USDA group have abbreviated names ("Beef, Nz, Imp, Inside, Raw").
  if (group === "" && !candidate.personal) score -= UNGROUPED_PENALTY;
  // Shorter names are plainer foods (counting words, not numbers or stop words).
  score -= Math.min(12, 0.6 * length);

  if (candidate.personal) score += PERSONAL_BOOST;
  if (candidate.preferred) score += PREFERRED_BOOST;
  return score;
}

/** A candidate with its score (scoreFood). */
export type Scored<T extends RankCandidate = RankCandidate> = { candidate: T; score: number };

/** Best first: the higher score, then the shorter name, then the older food. */
export function byRank(a: Scored, b: Scored): number {
  return b.score - a.score || a.candidate.name.length - b.candidate.name.length || a.candidate.id - b.candidate.id;
}

/**
 * The best `limit` of the personal candidates followed by the catalogue's (`scored` in full-text
 * order, at most `candidates` in all), best first: what sorting them all by rank gives, read from
 * the catalogue's candidates kept already sorted (`ranked`, each one's full-text `position`).
 * A catalogue candidate that is also personal counts once, as personal.
 */
export function topRanked(
  personal: Scored[],
  catalogue: { scored: Scored[]; ranked: Scored[]; position: ReadonlyMap<number, number> },
  candidates: number,
  limit: number,
): Scored[] {
  const kept = personal.slice(0, candidates);
  const mine = new Set(kept.map(({ candidate }) => candidate.id));
  // The catalogue's candidates that fit after the personal ones: those before `end` in full-text order.
  let end = catalogue.scored.length;
  if (kept.length + end > candidates) {
    let room = candidates - kept.length;
    for (end = 0; end < catalogue.scored.length && room > 0; end++) if (!mine.has(catalogue.scored[end]!.candidate.id)) room--;
  }
  const best: Scored[] = [];
  for (const entry of catalogue.ranked) {
    if (best.length === limit) break;
    const { id } = entry.candidate;
    if (!mine.has(id) && catalogue.position.get(id)! < end) best.push(entry);
  }
  return [...kept, ...best].sort(byRank).slice(0, limit);
}

/** The candidates in the order a person expects, best first, at most `limit`. Ties: shorter name, then id. */
export function rankFoods<T extends RankCandidate>(query: QueryWord[], candidates: T[], limit = 25): T[] {
  const prepared = prepareQuery(query);
  return candidates
    .map((candidate) => ({ candidate, score: scoreFood(prepared, candidate) }))
    .sort(byRank)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
