// Food search (GET /api/foods?search=…): one function over either database's own full-text
// index (docs/decisions/0005-food-search.md). The dialect files find candidates, catalogue.server.ts the rows,
// search-memory.server.ts keeps the catalogue's between requests; the ranking (rank.ts) and typo
// correction (typo.ts) are shared and pure.
import { z } from "zod";
import { isPostgresUrl } from "~/db.server";
import { env } from "~/env.server";
import { cutText } from "~/modules/text";
import type { FoodChoice } from "./food-choice";
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, SEARCH_TOO_LONG, SEARCH_TOO_SHORT } from "./search-term";
import { parseQuery, prepareQuery, scoreFood, toRankCandidate, topRanked, type QueryWord, type RankCandidate } from "./rank";
import type { CatalogueQuery, FoodSearchIndex } from "./search-index";
import { postgresSearchIndex } from "./search-index.postgres.server";
import { sqliteSearchIndex } from "./search-index.sqlite.server";
import { catalogueCorrection, catalogueEntry, readSearchState, recentFoods, visibleFoods, type RecentFood } from "./search-memory.server";
import { pickCorrection, type Correction } from "./typo";
import { defaultForm, isMissingFood, rewriteQuery, VOCABULARY_WORDS } from "./vocabulary";

/** The term, trimmed: missing or under 2 characters, or over 100, is refused with a message. */
export const SearchTermSchema = z
  .string({ error: SEARCH_TOO_SHORT })
  .trim()
  .min(MIN_SEARCH_LENGTH, { error: SEARCH_TOO_SHORT })
  .max(MAX_SEARCH_LENGTH, { error: SEARCH_TOO_LONG });

/** Results per search. */
const SEARCH_RESULT_LIMIT = 25;
/** Full-text candidates re-ranked in JavaScript (the user's own and recent foods always among them). */
const SEARCH_CANDIDATE_LIMIT = 200;
/** Foods logged in this many days rank higher for their user. */
const RECENT_DAYS = 60;

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
 * correct. A word of the vocabulary ("kombucha", "chicken") is a real word, never a typo: the
 * other words of its query still may be ("chicken brest").
 */
async function correctTypos(words: QueryWord[], searcher: Searcher): Promise<QueryWord[] | null> {
  const known = words.map((word) => VOCABULARY_WORDS.has(word.text));
  if (known.every(Boolean)) return null;
  const { userId, version, ownFoods } = searcher;
  // A lone word that found nothing matches nothing: no need to ask.
  const found = words.length === 1 ? [false] : await index.matchingWords(words, userId);
  const matched = found.map((match, i) => match || known[i]!);
  if (matched.every(Boolean)) return null; // each word finds foods, just not together
  // Without foods of their own, a user's correction is the catalogue's: the same for everyone.
  const correctWord = (word: string) =>
    ownFoods ? correct(word, userId) : catalogueCorrection(version, word, () => correct(word, userId));
  const corrections = await Promise.all(words.map((word, i) => (matched[i] ? word : correctWord(word.text))));
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

/** What one search knows about its user: who, their recent foods, whether they have foods of their own, and the food data's version. */
type Searcher = { userId: number; recent: RecentFood[]; ownFoods: boolean; version: number };

/**
 * The best foods matching every word. The candidates are the user's personal ones (their own
 * foods, then the catalogue foods they logged lately), then the catalogue's in full-text order, at
 * most SEARCH_CANDIDATE_LIMIT in all, as one full-text query ordered them; rank.ts orders them.
 */
async function rankedMatches(words: QueryWord[], searcher: Searcher): Promise<RankCandidate[]> {
  const query: CatalogueQuery = {
    words,
    limit: SEARCH_CANDIDATE_LIMIT,
    // a corrected word may be spelt as typed ("tomatoe"): its index term names the form too
    preferred: defaultForm(words.map((word) => word.text)) ?? defaultForm(words.map((word) => word.alternatives?.[0] ?? word.text)),
  };
  const [catalogue, own] = await Promise.all([
    catalogueEntry(index, query, searcher.version),
    searcher.ownFoods ? index.ownCandidates({ ...query, userId: searcher.userId }) : [],
  ]);
  const { position } = catalogue;
  const recent = searcher.recent
    .filter((food) => food.ownerId === null && catalogue.matches.has(food.id))
    .sort((a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity) || a.id - b.id)
    .map((food) => toRankCandidate(food, true, food.name === query.preferred));
  const personal = [...own, ...recent];
  const prepared = personal.length > 0 ? prepareQuery(words) : undefined;
  const scored = prepared ? personal.map((candidate) => ({ candidate, score: scoreFood(prepared, candidate) })) : [];
  return topRanked(scored, catalogue, SEARCH_CANDIDATE_LIMIT, SEARCH_RESULT_LIMIT).map((entry) => entry.candidate);
}

/** One query's foods, ranked, typos corrected if it finds nothing. */
async function searchWords(words: QueryWord[], searcher: Searcher, correct: boolean): Promise<RankCandidate[]> {
  const ranked = await rankedMatches(words, searcher);
  if (ranked.length > 0 || !correct) return ranked;
  const corrected = await correctTypos(words, searcher);
  return corrected === null ? [] : rankedMatches(corrected, searcher);
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
  const words = parseQuery(cutText(trimmed, MAX_SEARCH_LENGTH));
  if (words.length === 0) return [];
  const texts = words.map((word) => word.text);
  const recentSince = new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const [{ version, ownFoods }, recent] = await Promise.all([readSearchState(userId), recentFoods(userId, recentSince)]);
  const searcher: Searcher = { userId, recent, ownFoods, version };

  let ranked: RankCandidate[];
  if (isMissingFood(texts)) {
    // The catalogue has no such food ("sushi"): only the searcher's own, never a look-alike.
    ranked = (await searchWords(words, searcher, false)).filter((food) => food.personal);
  } else {
    // Aliases first ("chips": potato chips and fries, in turn), then the words as typed.
    const rewrites = rewriteQuery(texts).map((query) => query.map((text): QueryWord => ({ text, prefix: false })));
    const lists = await Promise.all(
      rewrites.map((query) => searchWords(query, searcher, false)).concat(searchWords(words, searcher, true)),
    );
    ranked = lists.length === 1 ? lists[0]! : [...interleave(lists.slice(0, -1), SEARCH_RESULT_LIMIT), ...lists.at(-1)!];
    ranked = interleave([ranked], SEARCH_RESULT_LIMIT);
  }
  if (ranked.length === 0) return [];
  const rows = await visibleFoods(
    userId,
    ranked.map((food) => food.id),
    version,
  );
  return ranked.flatMap((food) => rows.get(food.id) ?? []);
}
