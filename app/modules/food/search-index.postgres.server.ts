// Food search on PostgreSQL: "FoodSearch" (a tsvector per food: head weight A, rest of the name B,
// brand C, other names D (20261128084500_food_search_words); GIN index) and "FoodSearchTerm" (every indexed lexeme; pg_trgm index), created and kept
// in sync with "Food" by the migration prisma/postgres/migrations/20261122030000_food_search_index.
// User input reaches SQL only as bound parameters; the tsquery text is built from letters/digits only.
import { db } from "~/db.server";
import { visibleToSql } from "./catalogue.server";
import { spellings, type QueryWord, toRankCandidate } from "./rank";
import type { FoodSearchIndex } from "./search-index";
import type { TermCandidate } from "./typo";
import { candidateFilter, rangeEnd } from "./typo";

/** Letters and digits only: the one alphabet that reaches a tsquery. */
const clean = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");

/**
 * `chicken & breast:*`: every word required, a prefix word followed by :*; a word with
 * alternative spellings becomes `(cheese | chees)`. Built from letters/digits only.
 */
function tsQueryText(words: QueryWord[]): string {
  return words
    .map((word) => {
      const terms = spellings(word)
        .map(clean)
        .filter(Boolean)
        .map((text) => (word.prefix ? `${text}:*` : text));
      return terms.length > 1 ? `(${terms.join(" | ")})` : (terms[0] ?? "");
    })
    .filter(Boolean)
    .join(" & ");
}

/** Foods the user may see (on "FoodSearch" s), the user id being $2. */
const VISIBLE = visibleToSql(`s."ownerId"`, "$2");

/** ts_rank weights {D, C, B, A}: the head (A) counts most; normalization 1 prefers shorter names. */
const RANK = `ts_rank('{0.05, 0.2, 0.4, 1.0}'::float4[], s."document", q.query, 1)`;

// Both read "FoodSearch" alone: it keeps the owner, name, brand and group the ranking needs.
const CANDIDATE_COLUMNS = `s."foodId" AS id, s."name", s."brand", s."foodGroup", s."searchWords", (s."ownerId" IS NULL AND s."name" = $2) AS preferred`;

const CATALOGUE_SQL = `
WITH q AS (SELECT to_tsquery('english', $1) AS query)
SELECT ${CANDIDATE_COLUMNS}
FROM q, "FoodSearch" s
WHERE s."document" @@ q.query AND s."ownerId" IS NULL
ORDER BY preferred DESC, ${RANK} DESC, s."foodId"
LIMIT $3`;

const CATALOGUE_IDS_SQL = `SELECT s."foodId" AS id FROM "FoodSearch" s WHERE s."document" @@ to_tsquery('english', $1) AND s."ownerId" IS NULL`;

const OWN_SQL = `
WITH q AS (SELECT to_tsquery('english', $1) AS query)
SELECT ${CANDIDATE_COLUMNS}
FROM q, "FoodSearch" s
WHERE s."ownerId" = $4 AND s."document" @@ q.query
ORDER BY preferred DESC, ${RANK} DESC, s."foodId"
LIMIT $3`;

const MATCHING_SQL = `
SELECT w.i::int AS i, EXISTS (
  SELECT 1 FROM "FoodSearch" s
  WHERE s."document" @@ to_tsquery('english', w.query) AND ${VISIBLE}
) AS matched
FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS w(query, i)`;

/**
 * Terms near a word: trigram-similar ones (GIN index), plus any of a near length with the given
 * start (short words have few trigrams; a key range of the C-collated primary key), the closest
 * 24 by similarity. The docs count (up to 50) only foods the user may see, so a term left over
 * from deleted foods (or only in another user's food) never wins.
 */
const TERMS_SQL = `
SELECT t.term, (
  SELECT count(*) FROM (
    SELECT 1 FROM "FoodSearch" s
    WHERE s."document" @@ plainto_tsquery('simple', t.term) AND ${VISIBLE}
    LIMIT 50
  ) visible_foods
)::int AS docs
FROM (
  SELECT u.term FROM (
    SELECT "term" AS term FROM "FoodSearchTerm" WHERE "term" % $1
    UNION
    SELECT "term" FROM "FoodSearchTerm" WHERE $5 <> '' AND "term" >= $5 AND "term" < $6
  ) u
  WHERE length(u.term) BETWEEN $3 AND $4
  ORDER BY similarity(u.term, $1) DESC, u.term
  LIMIT 24
) t`;

type CandidateRow = {
  id: number;
  name: string;
  brand: string | null;
  foodGroup: string | null;
  searchWords: string | null;
  preferred: boolean;
};

export const postgresSearchIndex: FoodSearchIndex = {
  async catalogueMatches({ words, limit, preferred }) {
    const query = tsQueryText(words);
    if (!query) return { candidates: [], ids: [] };
    const [rows, ids] = await Promise.all([
      db.$queryRawUnsafe<CandidateRow[]>(CATALOGUE_SQL, query, preferred ?? "", limit),
      db.$queryRawUnsafe<{ id: number }[]>(CATALOGUE_IDS_SQL, query),
    ]);
    return { candidates: rows.map((row) => toRankCandidate(row, false, row.preferred === true)), ids: ids.map((row) => Number(row.id)) };
  },

  async ownCandidates({ words, userId, limit }) {
    const query = tsQueryText(words);
    if (!query) return [];
    const rows = await db.$queryRawUnsafe<CandidateRow[]>(OWN_SQL, query, "", limit, userId);
    return rows.map((row) => toRankCandidate(row, true, false));
  },

  async matchingWords(words, userId) {
    const queries = words.map((word) => tsQueryText([word]));
    const rows = await db.$queryRawUnsafe<{ i: number; matched: boolean }[]>(MATCHING_SQL, JSON.stringify(queries), userId);
    const matched = words.map(() => false);
    for (const row of rows) matched[Number(row.i) - 1] = row.matched === true;
    return matched;
  },

  async termCandidates(word, start, userId): Promise<TermCandidate[]> {
    const filter = candidateFilter(word);
    const end = start ? rangeEnd(start) : "";
    return db.$queryRawUnsafe<TermCandidate[]>(TERMS_SQL, word, userId, filter.minLength, filter.maxLength, start, end);
  },
};
