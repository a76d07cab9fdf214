// The spec's twin routes (scan/scan-enhanced, workout/workout-enhanced, checkout/subscribe) are one
// screen each: both route files stay thin and import the same loader module and screen component,
// so a fix lands on both twins at once (issue 38). The workout twins show two different views over
// that one loader module: one component switching between them would load both views' code on each
// route (/workout went over its 40 KiB JS budget), so each imports its own view from ui/workout/.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const routesDir = join(dirname(fileURLToPath(import.meta.url)), "../../routes");
const TWINS = [
  ["scan.tsx", "scan-enhanced.tsx", "one screen"],
  ["workout.tsx", "workout-enhanced.tsx", "a view each"],
  ["checkout.tsx", "subscribe.tsx", "one screen"],
] as const;
const MOST_LINES = 30;

const importsOf = (source: string, folder: RegExp) =>
  [...source.matchAll(/from "(~\/[^"]+)"/g)].map((match) => match[1] ?? "").filter((path) => folder.test(path));

describe.each(TWINS)("%s and %s", (first, second, screens) => {
  const read = (file: string) => readFileSync(join(routesDir, file), "utf8");
  const [a, b] = [read(first), read(second)];

  it("are thin route files", () => {
    for (const source of [a, b]) expect(source.trimEnd().split("\n").length).toBeLessThanOrEqual(MOST_LINES);
  });

  it("share one loader module and one screen component (or, for two views, one UI folder)", () => {
    const loaders = /^~\/http\/screens\//;
    expect(importsOf(a, loaders)).toHaveLength(1);
    expect(importsOf(a, loaders)).toEqual(importsOf(b, loaders));
    const [uiA, uiB] = [importsOf(a, /^~\/ui\//), importsOf(b, /^~\/ui\//)];
    expect(uiA).toHaveLength(1);
    expect(uiB).toHaveLength(1);
    if (screens === "one screen") expect(uiA).toEqual(uiB);
    else expect(uiA[0]!.split("/").slice(0, -1)).toEqual(uiB[0]!.split("/").slice(0, -1));
  });
});
