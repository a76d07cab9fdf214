// What each database's full-text index provides to search (search.server.ts), with its own SQL in
// search-index.sqlite.server.ts and search-index.postgres.server.ts.
import type { QueryWord, RankCandidate } from "./rank";
import type { TermCandidate } from "./typo";

export type CatalogueQuery = {
  words: QueryWord[];
  limit: number;
  /** the catalogue name of the reviewed default form for these words (vocabulary.ts), always a candidate */
  preferred?: string;
};

type OwnQuery = CatalogueQuery & { userId: number };

/** The catalogue's foods for a query: the best `limit` in full-text order, and every match's id. */
type CatalogueMatches = { candidates: RankCandidate[]; ids: number[] };

/**
 * Candidates come in full-text order (the preferred form first, then by full-text rank) and only
 * ever include foods the user may see (catalogue.server.ts: visibleTo, visibleToSql).
 */
export interface FoodSearchIndex {
  /** Catalogue foods (no owner) matching every word (a prefix word as a prefix): the same for every user. */
  catalogueMatches(query: CatalogueQuery): Promise<CatalogueMatches>;
  /** The user's own foods matching every word (personal). */
  ownCandidates(query: OwnQuery): Promise<RankCandidate[]>;
  /** For each word alone: does it match any food? */
  matchingWords(words: QueryWord[], userId: number): Promise<boolean[]>;
  /**
   * Index terms that could be a typo's correction (pre-filtered in SQL by length and shared
   * letters), among those starting with `start` ("" = any term; a shorter start reads more terms).
   */
  termCandidates(word: string, start: string, userId: number): Promise<TermCandidate[]>;
}
