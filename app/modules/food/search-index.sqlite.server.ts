// Food search on SQLite: the FTS5 table "FoodSearch" (head, name, brand, words; porter tokenizer)
// and its fts5vocab twin "FoodSearchVocab", both created and kept in sync with "Food" by the
// migrations prisma/migrations/20261122030000_food_search_index and 20261128084500_food_search_words. User input reaches SQL only as bound
// parameters; the MATCH expression is built from letters/digits only and bound as one.
import { sqliteRows } from "~/db-read.server";
import { visibleToSql } from "./catalogue.server";
import { spellings, type QueryWord, toRankCandidate } from "./rank";
import type { FoodSearchIndex } from "./search-index";
import { candidateFilter, maxEdits, rangeEnd, termDistance, type TermCandidate } from "./typo";

/** bm25 weights of the columns head, name, brand, words (other names): the head counts most. */
const BM25 = "bm25(FoodSearch, 10.0, 2.0, 1.0, 0.5)";
// The unary + keeps SQLite from answering this OR through the ownerId index (a scan of every catalogue food).
const VISIBLE = visibleToSql(`+f."ownerId"`, "?");

/** Letters and digits only: the one alphabet that reaches a MATCH expression. */
const clean = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");

/**
 * `"chicken" AND "breast"*`: every word quoted (a prefix word followed by *), all required; a word
 * with alternative spellings becomes `("cheese" OR "chees")`. Built from letters/digits only.
 */
function ftsMatchExpression(words: QueryWord[]): string {
  return words
    .map((word) => {
      const terms = spellings(word)
        .map(clean)
        .filter(Boolean)
        .map((text) => `"${text}"${word.prefix ? "*" : ""}`);
      return terms.length > 1 ? `(${terms.join(" OR ")})` : (terms[0] ?? "");
    })
    .filter(Boolean)
    .join(" AND ");
}

type CandidateRow = {
  id: number;
  name: string;
  brand: string | null;
  foodGroup: string | null;
  searchWords: string | null;
  preferred: number | bigint;
};

const CANDIDATE_COLUMNS = `f."id", f."name", f."brand", f."foodGroup", f."searchWords", (f."ownerId" IS NULL AND f."name" = $1) AS preferred`;
const CANDIDATE_ORDER = `ORDER BY preferred DESC, ${BM25}, f."id"`;

const CATALOGUE_SQL = `
SELECT ${CANDIDATE_COLUMNS}
FROM "FoodSearch" JOIN "Food" f ON f."id" = "FoodSearch".rowid
WHERE "FoodSearch" MATCH $2 AND +f."ownerId" IS NULL
${CANDIDATE_ORDER}
LIMIT $3`;

/** Every catalogue food's id the MATCH finds (the index alone: no rows read). */
const CATALOGUE_IDS_SQL = `SELECT rowid AS "id" FROM "FoodSearch" WHERE "FoodSearch" MATCH $1`;

// The user's own foods are few: the index is asked about each of them (rowid IN …) rather than
// scanning every match of a common word.
const OWN_SQL = `
SELECT ${CANDIDATE_COLUMNS}
FROM "FoodSearch" JOIN "Food" f ON f."id" = "FoodSearch".rowid
WHERE "FoodSearch" MATCH $2 AND "FoodSearch".rowid IN (SELECT "id" FROM "Food" WHERE "ownerId" = $4)
${CANDIDATE_ORDER}
LIMIT $3`;

const MATCHES_ANY_SQL = `EXISTS (
  SELECT 1 FROM "FoodSearch" JOIN "Food" f ON f."id" = "FoodSearch".rowid
  WHERE "FoodSearch" MATCH ? AND ${VISIBLE})`;

/**
 * For each MATCH expression of a JSON array: how many foods the user may see it finds (up to 50).
 * fts5vocab counts every user's foods, so a correction's weight is counted here instead.
 */
const VISIBLE_DOCS_SQL = `
SELECT j.key AS i, (
  SELECT count(*) FROM (
    SELECT 1 FROM "FoodSearch" JOIN "Food" f ON f."id" = "FoodSearch".rowid
    WHERE "FoodSearch" MATCH j.value AND ${VISIBLE}
    LIMIT 50
  )
) AS docs
FROM json_each(?) j`;

/** Near terms whose visible foods are counted at once (most foods first): bounds the work one typo can cause. */
const MAX_COUNTED_TERMS = 200;

/** Each term with the number of foods the user may see that it finds (up to 50). */
async function countVisible(terms: string[], userId: number): Promise<TermCandidate[]> {
  const matches = terms.map((term) => ftsMatchExpression([{ text: term, prefix: false, alternatives: [] }]));
  // Parameters in the text's order: the user id (in the subquery), then the JSON array.
  const rows = await sqliteRows<{ i: number | bigint; docs: number | bigint }>(VISIBLE_DOCS_SQL, [userId, JSON.stringify(matches)]);
  const docs = new Map(rows.map((row) => [Number(row.i), Number(row.docs)]));
  return terms.map((term, i) => ({ term, docs: docs.get(i) ?? 0 }));
}

export const sqliteSearchIndex: FoodSearchIndex = {
  async catalogueMatches({ words, limit, preferred }) {
    const match = ftsMatchExpression(words);
    if (!match) return { candidates: [], ids: [] };
    const [rows, ids] = await Promise.all([
      sqliteRows<CandidateRow>(CATALOGUE_SQL, [preferred ?? "", match, limit]),
      sqliteRows<{ id: number | bigint }>(CATALOGUE_IDS_SQL, [match]),
    ]);
    return {
      candidates: rows.map((row) => toRankCandidate(row, false, Number(row.preferred) === 1)),
      ids: ids.map((row) => Number(row.id)),
    };
  },

  async ownCandidates({ words, userId, limit }) {
    const match = ftsMatchExpression(words);
    if (!match) return [];
    const rows = await sqliteRows<CandidateRow>(OWN_SQL, ["", match, limit, userId]);
    return rows.map((row) => toRankCandidate(row, true, false));
  },

  async matchingWords(words, userId) {
    // One query, one row per word: SELECT i, EXISTS(…) UNION ALL … (its shape depends only on the count).
    const asked = words.map((word, i) => ({ i, match: ftsMatchExpression([word]) })).filter(({ match }) => match);
    const matched = words.map(() => false);
    if (asked.length === 0) return matched;
    const sql = asked.map(() => `SELECT ? AS i, ${MATCHES_ANY_SQL} AS matched`).join(" UNION ALL ");
    const rows = await sqliteRows<{ i: number | bigint; matched: number | bigint }>(
      sql,
      asked.flatMap(({ i, match }) => [i, match, userId]),
    );
    for (const row of rows) matched[Number(row.i)] = Number(row.matched) === 1;
    return matched;
  },

  async termCandidates(word, start, userId) {
    // fts5vocab lists the terms of every user's foods and counts them all: it only proposes terms.
    // Those within reach of the word are then counted again over the foods this user may see, so
    // another user's foods never weigh in a correction (a term only they have counts 0).
    const filter = candidateFilter(word);
    const shared = filter.letters.map(() => `(instr(term, ?) > 0)`).join(" + ");
    let sql = `SELECT term, doc AS docs FROM "FoodSearchVocab" WHERE length(term) BETWEEN ? AND ? AND ${shared} >= ?`;
    const args: (string | number)[] = [filter.minLength, filter.maxLength, ...filter.letters, filter.minShared];
    if (start) {
      // fts5vocab seeks on a term range: only the terms with this start are read.
      sql += ` AND term >= ? AND term < ?`;
      args.push(start, rangeEnd(start));
    }
    const rows = await sqliteRows<{ term: string; docs: number | bigint }>(sql, args);
    const limit = maxEdits(word);
    // pickCorrection prefers fewer edits, then the same first letter, then more foods: count the
    // best group first and stop at the first group where the user can see a food.
    const groups = new Map<number, { term: string; allDocs: number }[]>();
    for (const row of rows) {
      const distance = termDistance(word, row.term, limit).distance;
      if (distance > limit || row.term === word) continue;
      const rank = distance * 2 + (row.term[0] === word[0] ? 0 : 1);
      groups.set(rank, [...(groups.get(rank) ?? []), { term: row.term, allDocs: Number(row.docs) }]);
    }
    for (const rank of [...groups.keys()].sort((a, b) => a - b)) {
      const near = groups
        .get(rank)!
        .sort((a, b) => b.allDocs - a.allDocs || (a.term < b.term ? -1 : 1))
        .slice(0, MAX_COUNTED_TERMS);
      const counted = await countVisible(
        near.map(({ term }) => term),
        userId,
      );
      if (counted.some((candidate) => candidate.docs > 0)) return counted;
    }
    return [];
  },
};
