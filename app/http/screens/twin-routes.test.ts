// The spec's twin routes (scan/scan-enhanced, workout/workout-enhanced, checkout/subscribe) are one
// screen each: both route files stay thin and import the same loader module and screen component,
// so a fix lands on both twins at once (issue 38).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const routesDir = join(dirname(fileURLToPath(import.meta.url)), "../../routes");
const TWINS = [
  ["scan.tsx", "scan-enhanced.tsx"],
  ["workout.tsx", "workout-enhanced.tsx"],
  ["checkout.tsx", "subscribe.tsx"],
] as const;
const MOST_LINES = 30;

const importsOf = (source: string, folder: RegExp) =>
  [...source.matchAll(/from "(~\/[^"]+)"/g)].map((match) => match[1] ?? "").filter((path) => folder.test(path));

describe.each(TWINS)("%s and %s", (first, second) => {
  const read = (file: string) => readFileSync(join(routesDir, file), "utf8");
  const [a, b] = [read(first), read(second)];

  it("are thin route files", () => {
    for (const source of [a, b]) expect(source.trimEnd().split("\n").length).toBeLessThanOrEqual(MOST_LINES);
  });

  it("share one loader module and one screen component", () => {
    for (const folder of [/^~\/http\/screens\//, /^~\/ui\//]) {
      expect(importsOf(a, folder)).toHaveLength(1);
      expect(importsOf(a, folder)).toEqual(importsOf(b, folder));
    }
  });
});
