// Food search (GET /api/foods?search=…): one function over either database's own full-text
// index (docs/decisions/0005-food-search.md). The dialect files find candidates, catalog.server.ts the rows;
// the ranking (rank.ts) and typo correction (typo.ts) are shared and pure.
import { z } from "zod";
import { isPostgresUrl } from "~/db.server";
import { env } from "~/env.server";
import { listVisibleFoods } from "./catalog.server";
import type { FoodChoice } from "./food-choice";
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, SEARCH_TOO_LONG, SEARCH_TOO_SHORT } from "./search-term";
import { parseQuery, rankFoods, type QueryWord, type RankCandidate } from "./rank";
import { postgresSearchIndex } from "./search-index.postgres.server";
import { sqliteSearchIndex } from "./search-index.sqlite.server";
import { pickCorrection, type Correction, type TermCandidate } from "./typo";

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

export type CandidateQuery = {
  words: QueryWord[];
  userId: number;
  /** foods the user logged since then are personal */
  recentSince: Date;
  limit: number;
};

/**
 * What each database provides, with its own SQL. Candidates and matches only ever include the
 * foods the user may see (catalog.server.ts: visibleTo, visibleToSql).
 */
export interface FoodSearchIndex {
  /** Foods matching every word (a prefix word as a prefix): personal ones first, then by full-text rank. */
  candidates(query: CandidateQuery): Promise<RankCandidate[]>;
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

/** The query with each word that matches nothing replaced by its correction; null if nothing to correct. */
async function correctTypos(words: QueryWord[], userId: number): Promise<QueryWord[] | null> {
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

/**
 * Foods for a search term, best first, at most 25: ranked as a person expects (rank.ts), typos
 * corrected, the last word a prefix, the user's own and recently logged foods boosted. Another
 * user's foods are never returned. A term under 2 characters finds nothing (the route answers 400).
 */
export async function searchFoods(userId: number, term: string): Promise<FoodChoice[]> {
  const trimmed = term.trim();
  if (trimmed.length < MIN_SEARCH_LENGTH) return [];
  let words = parseQuery(trimmed.slice(0, MAX_SEARCH_LENGTH));
  if (words.length === 0) return [];

  const recentSince = new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  let candidates = await index.candidates({ words, userId, recentSince, limit: SEARCH_CANDIDATE_LIMIT });
  if (candidates.length === 0) {
    const corrected = await correctTypos(words, userId);
    if (corrected === null) return [];
    words = corrected;
    candidates = await index.candidates({ words, userId, recentSince, limit: SEARCH_CANDIDATE_LIMIT });
  }

  const ranked = rankFoods(words, candidates, SEARCH_RESULT_LIMIT);
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
