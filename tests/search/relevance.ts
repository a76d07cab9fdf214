// The public relevance set (tests/search/queries.json) and how it is scored: used by the Vitest
// test (tests/search/relevance.test.ts, on SQLite and PostgreSQL) and by `npm run bench:relevance`.
import { z } from "zod";
import queriesJson from "./queries.json";

/**
 * One everyday query. `top1`: the foods that count as the right first result (equivalent forms,
 * exact catalogue names); `top3`: further foods acceptable among the first three. `missing`: the
 * catalogue has no such food, so the honest answer is no result (the custom-food offer).
 */
export const RelevanceQuerySchema = z.union([
  z.object({ query: z.string().min(2), top1: z.array(z.string().min(1)).min(1), top3: z.array(z.string().min(1)).optional() }),
  z.object({ query: z.string().min(2), missing: z.literal(true) }),
]);
export type RelevanceQuery = z.infer<typeof RelevanceQuerySchema>;

export const RELEVANCE_QUERIES: RelevanceQuery[] = z.array(RelevanceQuerySchema).parse(queriesJson);

/** Targets on either database: top-1 of issue 39 (was 85 % in issue 14), top-3 of issue 14. */
export const TOP1_TARGET = 0.95;
export const TOP3_TARGET = 0.97;

export type RelevanceMiss = { query: string; got: string[]; top1: boolean; top3: boolean };
export type RelevanceResult = { queries: number; top1: number; top3: number; misses: RelevanceMiss[] };

/** Scores a search (a query → result names, best first) on the public set. */
export async function evaluateRelevance(search: (query: string) => Promise<string[]>): Promise<RelevanceResult> {
  let top1 = 0;
  let top3 = 0;
  const misses: RelevanceMiss[] = [];
  for (const entry of RELEVANCE_QUERIES) {
    const got = await search(entry.query);
    let hit1: boolean;
    let hit3: boolean;
    if ("missing" in entry) {
      hit1 = hit3 = got.length === 0;
    } else {
      const acceptable = new Set([...entry.top1, ...(entry.top3 ?? [])]);
      hit1 = got.length > 0 && entry.top1.includes(got[0]!);
      hit3 = got.slice(0, 3).some((name) => acceptable.has(name));
    }
    if (hit1) top1 += 1;
    if (hit3) top3 += 1;
    if (!hit1 || !hit3) misses.push({ query: entry.query, got: got.slice(0, 3), top1: hit1, top3: hit3 });
  }
  const n = RELEVANCE_QUERIES.length;
  return { queries: n, top1: top1 / n, top3: top3 / n, misses };
}
