// One spelling per word (issue 38): catalogue, analyze, color. Every tracked text file is read for
// the other spellings, so one that comes back fails here, not in a review. The exceptions are
// contracts that outlive a respelling: migrations already applied, and `framesAnalysed`, a
// published API field and database column (docs/architecture.md, "Spelling").
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SKIPPED =
  /^(app\/generated\/|prisma\/(postgres\/)?migrations\/|prisma\/seed-data\/|package-lock\.json$|scripts\/spelling\.test\.ts$)|\.(png|jpe?g|webp|gif|ico|mp4|webm|y4m|bin|onnx|woff2?|xlsx|zip|gz)$/;
/** analyse(d/s/r)/analysing, colour…, catalog not followed by "ue": inside identifiers too (`scoreColour`, `MAX_ANALYSED`). */
const OTHER_SPELLING =
  /[Aa]nalys(?:e|ed|er|ers|ing)(?![a-z])|ANALYS(?:E|ED|ER|ING)(?![A-Z])|[Cc]olour|COLOUR|[Cc]atalog(?!ue)|CATALOG(?!UE)/g;
const CONTRACTS = /framesAnalysed/g;

export function otherSpellings(text: string): string[] {
  return [...text.replace(CONTRACTS, "").matchAll(OTHER_SPELLING)].map((match) => match[0]);
}

it("finds the other spellings, in words and identifiers, and not the plural noun or the contracts", () => {
  expect(otherSpellings("we analyse; it was analysed; analysing; scoreColour; MAX_ANALYSED_SECONDS; a catalog")).toEqual([
    "analyse",
    "analysed",
    "analysing",
    "Colour",
    "ANALYSED",
    "catalog",
  ]);
  expect(otherSpellings("three analyses, framesAnalysed, the catalogue, analyzeForm, color")).toEqual([]);
});

it("every tracked text file spells catalogue, analyze and color one way", () => {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && !SKIPPED.test(file));
  const found = files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(ROOT, file), "utf8");
    } catch {
      return []; // listed but not on disk (a rename not yet committed)
    }
    const words = [...otherSpellings(file), ...otherSpellings(text)];
    return words.length > 0 ? [`${file}: ${[...new Set(words)].join(", ")}`] : [];
  });
  expect(found).toEqual([]);
});
