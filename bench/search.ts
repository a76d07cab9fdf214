// Food search speed, in process: `npx tsx bench/search.ts` (DATABASE_URL, default the dev SQLite
// file data/fitplate.db, migrated and seeded). Warms up, then times searchFoods over QUERIES × ROUNDS
// and prints p50/p95/max in ms and the top result of a few reference queries. Target (SQLite, full
// catalogue): p95 ≤ 5 ms. `runSearchBench()` is the same measurement for bench/run.ts.
import { fileURLToPath } from "node:url";

/** Realistic searches: whole words, two-word foods, prefixes typed so far, typos. */
export const QUERIES = [
  // whole words
  "banana",
  "milk",
  "oats",
  "apple",
  "egg",
  "rice",
  "bread",
  "salmon",
  "almonds",
  "cheese",
  "yogurt",
  "butter",
  "potato",
  "tomato",
  "orange",
  "coffee",
  "tea",
  "pasta",
  "spinach",
  "avocado",
  "tuna",
  "turkey",
  "strawberries",
  "blueberries",
  "carrot",
  "onion",
  "garlic",
  "honey",
  "tofu",
  "lentils",
  "quinoa",
  "beer",
  "water",
  "shrimp",
  "bacon",
  // two or more words
  "chicken breast",
  "peanut butter",
  "olive oil",
  "ground beef",
  "sweet potato",
  "orange juice",
  "greek yogurt",
  "black beans",
  "brown rice",
  "whole milk",
  "cheddar cheese",
  "pork chop",
  "almond milk",
  "chicken thigh raw",
  // prefixes (the last word is still being typed)
  "chick",
  "ba",
  "mi",
  "brocc",
  "straw",
  "chicken br",
  "pean",
  "yog",
  "cheddar ch",
  // typos
  "bananna",
  "brocoli",
  "chiken",
  "avacado",
  "spagetti",
  "yoghurt",
  "chese",
  "salmn",
  "tomatoe",
];

export const ROUNDS = 5;
/** The user the bench searches as: the seeded demo user. */
const BENCH_USER_ID = 1;
const REFERENCE_QUERIES = ["banana", "chicken breast", "milk", "oats", "brocoli", "bananna", "chiken"];

export type SearchBenchResult = { p50: number; p95: number; max: number; queries: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Times searchFoods in process: every query twice to warm up, then QUERIES × ROUNDS timed calls.
 * `queries` is the number of timed calls. Disconnects the database afterwards unless told not to.
 */
export async function runSearchBench({ disconnect = true }: { disconnect?: boolean } = {}): Promise<SearchBenchResult> {
  const { searchFoods } = await import("~/modules/food/search.server");
  const { db } = await import("~/db.server");
  try {
    for (let i = 0; i < 2; i++) for (const query of QUERIES) await searchFoods(BENCH_USER_ID, query);
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of QUERIES) {
        const started = performance.now();
        await searchFoods(BENCH_USER_ID, query);
        timings.push(performance.now() - started);
      }
    }
    timings.sort((a, b) => a - b);
    return {
      p50: round2(percentile(timings, 50)),
      p95: round2(percentile(timings, 95)),
      max: round2(timings.at(-1) ?? 0),
      queries: timings.length,
    };
  } finally {
    if (disconnect) await db.$disconnect();
  }
}

/** The first result of each reference query ("banana" → "Bananas, raw"). */
export async function referenceTopResults(): Promise<{ query: string; top: string }[]> {
  const { searchFoods } = await import("~/modules/food/search.server");
  const out: { query: string; top: string }[] = [];
  for (const query of REFERENCE_QUERIES) {
    const [first] = await searchFoods(BENCH_USER_ID, query);
    out.push({ query, top: first ? `${first.name} (id ${first.id})` : "(no result)" });
  }
  return out;
}

async function main(): Promise<void> {
  const { env } = await import("~/env.server");
  console.log(`Food search bench — ${env.DATABASE_URL.replace(/\/\/[^@]*@/, "//…@")}, node ${process.version}`);
  const tops = await referenceTopResults();
  const result = await runSearchBench();
  console.log(`${QUERIES.length} queries × ${ROUNDS} rounds = ${result.queries} searches (after 2 warm-up rounds)`);
  console.log(`p50 ${result.p50} ms   p95 ${result.p95} ms   max ${result.max} ms   (target p95 ≤ 5 ms on SQLite)`);
  console.log("Top results:");
  for (const { query, top } of tops) console.log(`  ${JSON.stringify(query).padEnd(18)} → ${top}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
