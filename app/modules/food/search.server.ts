// Food search (GET /api/foods?search=…): one function over either database's own full-text
// index (docs/decisions/0005-food-search.md). The dialect files find candidates, catalog.server.ts the rows;
// the ranking (rank.ts) and typo correction (typo.ts) are shared and pure.
import { z } from "zod";
import { isPostgresUrl } from "~/db.server";
import { env } from "~/env.server";
import { listVisibleFoods } from "./catalog.server";
import type { FoodChoice } from "./food-choice";
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, SEARCH_TOO_LONG, SEARCH_TOO_SHORT } from "./search-term";
import { byRank, parseQuery, prepareQuery, scoreFood, type QueryWord, type RankCandidate, type Scored } from "./rank";
import { postgresSearchIndex } from "./search-index.postgres.server";
import { sqliteSearchIndex } from "./search-index.sqlite.server";
import { pickCorrection, type Correction, type TermCandidate } from "./typo";
import { createVersionCache } from "./version-cache";
import { defaultForm, isMissingFood, rewriteQuery, VOCABULARY_WORDS } from "./vocabulary";

/** The term, trimmed: missing or under 2 characters, or over 100, is refused with a message. */
export const SearchTermSchema = z
  .string({ error: SEARCH_TOO_SHORT })
  .trim()
  .min(MIN_SEARCH_LENGTH, { error: SEARCH_TOO_SHORT })
  .max(MAX_SEARCH_LENGTH, { error: SEARCH_TOO_LONG });

/** Results per search. */
export const SEARCH_RESULT_LIMIT = 25;
/** Full-text candidates re-ranked in JavaScript (the user's own and recent foods always among them). */
export const SEARCH_CANDIDATE_LIMIT = 200;
/** Foods logged in this many days rank higher for their user. */
export const RECENT_DAYS = 60;

/** Catalogue queries whose scored candidates are kept in memory (≈ 30 KB each). */
export const CACHED_QUERIES = 500;

export type CatalogueQuery = {
  words: QueryWord[];
  limit: number;
  /** the catalogue name of the reviewed default form for these words (vocabulary.ts), always a candidate */
  preferred?: string;
};

export type CandidateQuery = CatalogueQuery & {
  userId: number;
  /** foods the user logged since then are personal */
  recentSince: Date;
};

/**
 * What each database provides, with its own SQL. Candidates and matches only ever include the
 * foods the user may see (catalog.server.ts: visibleTo, visibleToSql). Each kind of candidate is
 * ordered as one full-text query would order them: the preferred form first, then by full-text rank.
 */
export interface FoodSearchIndex {
  /** Catalogue foods (no owner) matching every word (a prefix word as a prefix): the same for every user. */
  catalogueCandidates(query: CatalogueQuery): Promise<RankCandidate[]>;
  /** The user's own foods and the foods they logged since `recentSince`, matching every word: personal. */
  personalCandidates(query: CandidateQuery): Promise<RankCandidate[]>;
  /** A number that changes whenever a food is added, removed, renamed or regrouped ("FoodSearchVersion"). */
  version(): Promise<number>;
  /** For each word alone: does it match any food? */
  matchingWords(words: QueryWord[], userId: number): Promise<boolean[]>;
  /**
   * Index terms that could be a typo's correction (pre-filtered in SQL by length and shared
   * letters), among those starting with `start` ("" = any term; a shorter start reads more terms).
   */
  termCandidates(word: string, start: string, userId: number): Promise<TermCandidate[]>;
}

function chooseIndex(): FoodSearchIndex {
  return isPostgresUrl(env.DATABASE_URL) ? postgresSearchIndex : sqliteSearchIndex;
}

const index = chooseIndex();

/**
 * The correction of a word that matches nothing. Most typos keep the first letters, so the terms
 * sharing the first two letters are read first, then the first letter, then all of them.
 */
async function correct(word: string, userId: number): Promise<Correction | null> {
  const letters = [...word];
  for (const start of [letters.slice(0, 2).join(""), letters[0] ?? "", ""]) {
    const correction = pickCorrection(word, await index.termCandidates(word, start, userId));
    if (correction) return correction;
  }
  return null;
}

/**
 * The query with each word that matches nothing replaced by its correction; null if nothing to
 * correct. A word of the vocabulary ("latte", "sushi") is a real word, never a typo.
 */
async function correctTypos(words: QueryWord[], userId: number): Promise<QueryWord[] | null> {
  if (words.some((word) => VOCABULARY_WORDS.has(word.text))) return null;
  // A lone word that found nothing matches nothing: no need to ask.
  const matched = words.length === 1 ? [false] : await index.matchingWords(words, userId);
  if (matched.every(Boolean)) return null; // each word finds foods, just not together
  const corrections = await Promise.all(words.map((word, i) => (matched[i] ? word : correct(word.text, userId))));
  const corrected: QueryWord[] = [];
  for (const correction of corrections) {
    if (correction === null) return null;
    if ("prefix" in correction) corrected.push(correction);
    else {
      const { spelling, term } = correction;
      corrected.push({ text: spelling, prefix: false, alternatives: spelling === term ? [] : [term] });
    }
  }
  return corrected;
}

/** Lists merged in turn (the first of each, then the second of each…), without repeats, at most `limit`. */
export function interleave<T extends { id: number }>(lists: T[][], limit: number): T[] {
  const out: T[] = [];
  const seen = new Set<number>();
  for (let i = 0; out.length < limit && lists.some((list) => i < list.length); i++) {
    for (const list of lists) {
      const item = list[i];
      if (item === undefined || seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
      if (out.length === limit) break;
    }
  }
  return out;
}

const catalogueCache = createVersionCache<Scored[]>(CACHED_QUERIES);

/**
 * The catalogue's candidates for a query, scored. They are the same for every user and change only
 * with the foods, so they are kept while the version holds (docs/decisions/0021-catalogue-candidates-cache.md).
 */
function catalogueScored(query: CatalogueQuery, version: number): Promise<Scored[]> {
  return catalogueCache.get(version, JSON.stringify([query.words, query.preferred ?? ""]), async () => {
    const prepared = prepareQuery(query.words);
    return (await index.catalogueCandidates(query)).map((candidate) => ({ candidate, score: scoreFood(prepared, candidate) }));
  });
}

/**
 * The best foods matching every word. The candidates are the user's personal ones, then the
 * catalogue's, at most SEARCH_CANDIDATE_LIMIT in all, each kind in full-text order; rank.ts orders them.
 */
async function rankedMatches(words: QueryWord[], userId: number, recentSince: Date, version: number): Promise<RankCandidate[]> {
  const query: CatalogueQuery = {
    words,
    limit: SEARCH_CANDIDATE_LIMIT,
    // a corrected word may be spelt as typed ("tomatoe"): its index term names the form too
    preferred: defaultForm(words.map((word) => word.text)) ?? defaultForm(words.map((word) => word.alternatives?.[0] ?? word.text)),
  };
  const [catalogue, personal] = await Promise.all([
    catalogueScored(query, version),
    index.personalCandidates({ ...query, userId, recentSince }),
  ]);
  const prepared = prepareQuery(words);
  const mine = new Set(personal.map((food) => food.id));
  return [
    ...personal.map((candidate) => ({ candidate, score: scoreFood(prepared, candidate) })),
    ...catalogue.filter(({ candidate }) => !mine.has(candidate.id)),
  ]
    .slice(0, SEARCH_CANDIDATE_LIMIT)
    .sort(byRank)
    .slice(0, SEARCH_RESULT_LIMIT)
    .map((entry) => entry.candidate);
}

/** One query's foods, ranked, typos corrected if it finds nothing. */
async function searchWords(
  words: QueryWord[],
  userId: number,
  recentSince: Date,
  version: number,
  correct: boolean,
): Promise<RankCandidate[]> {
  const ranked = await rankedMatches(words, userId, recentSince, version);
  if (ranked.length > 0 || !correct) return ranked;
  const corrected = await correctTypos(words, userId);
  return corrected === null ? [] : rankedMatches(corrected, userId, recentSince, version);
}

/**
 * Foods for a search term, best first, at most 25: everyday words through the vocabulary
 * (vocabulary.ts: aliases, the form people mean, foods the catalogue lacks), ranked as a person
 * expects (rank.ts), typos corrected, the last word a prefix, the user's own and recently logged
 * foods boosted. Another user's foods are never returned. A term under 2 characters finds nothing
 * (the route answers 400).
 */
export async function searchFoods(userId: number, term: string): Promise<FoodChoice[]> {
  const trimmed = term.trim();
  if (trimmed.length < MIN_SEARCH_LENGTH) return [];
  const words = parseQuery(trimmed.slice(0, MAX_SEARCH_LENGTH));
  if (words.length === 0) return [];
  const texts = words.map((word) => word.text);
  const recentSince = new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const version = await index.version();

  let ranked: RankCandidate[];
  if (isMissingFood(texts)) {
    // The catalogue has no such food ("sushi"): only the searcher's own, never a look-alike.
    ranked = (await searchWords(words, userId, recentSince, version, false)).filter((food) => food.personal);
  } else {
    // Aliases first ("chips": potato chips and fries, in turn), then the words as typed.
    const rewrites = rewriteQuery(texts).map((query) => query.map((text): QueryWord => ({ text, prefix: false })));
    const lists = await Promise.all(
      rewrites
        .map((query) => searchWords(query, userId, recentSince, version, false))
        .concat(searchWords(words, userId, recentSince, version, true)),
    );
    ranked = lists.length === 1 ? lists[0]! : [...interleave(lists.slice(0, -1), SEARCH_RESULT_LIMIT), ...lists.at(-1)!];
    ranked = interleave([ranked], SEARCH_RESULT_LIMIT);
  }
  if (ranked.length === 0) return [];
  const rows = new Map(
    (
      await listVisibleFoods(
        userId,
        ranked.map((food) => food.id),
      )
    ).map((row) => [row.id, row]),
  );
  return ranked.flatMap((food) => rows.get(food.id) ?? []);
}
