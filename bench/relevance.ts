// Search relevance on the public query set (tests/search/queries.json): `npm run bench:relevance`
// (DATABASE_URL, migrated and seeded). Prints top-1 and top-3 against the targets of issue 14
// (≥ 85 % and ≥ 97 %) and every query that misses. `runRelevanceBench()` is the same for bench/run.ts.
import { fileURLToPath } from "node:url";
import type { RelevanceResult } from "../tests/search/relevance";

/** The user the bench searches as: the seeded demo user. */
const BENCH_USER_ID = 1;

export async function runRelevanceBench({ disconnect = true }: { disconnect?: boolean } = {}): Promise<RelevanceResult> {
  const { searchFoods } = await import("~/modules/food/search.server");
  const { evaluateRelevance } = await import("../tests/search/relevance");
  const { db } = await import("~/db.server");
  try {
    return await evaluateRelevance(async (query) => (await searchFoods(BENCH_USER_ID, query)).map((food) => food.name));
  } finally {
    if (disconnect) await db.$disconnect();
  }
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  const { env } = await import("~/env.server");
  const { TOP1_TARGET, TOP3_TARGET } = await import("../tests/search/relevance");
  console.log(`Search relevance bench — ${env.DATABASE_URL.replace(/\/\/[^@]*@/, "//…@")}`);
  const result = await runRelevanceBench();
  for (const miss of result.misses) {
    const mark = miss.top3 ? "top-3 only" : "miss";
    console.log(`  ${mark.padEnd(10)} ${JSON.stringify(miss.query).padEnd(22)} → ${miss.got.join(" | ") || "(no result)"}`);
  }
  console.log(
    `${result.queries} queries: top-1 ${percent(result.top1)} (target ≥ ${percent(TOP1_TARGET)}), ` +
      `top-3 ${percent(result.top3)} (target ≥ ${percent(TOP3_TARGET)})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
