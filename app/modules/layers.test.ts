// The layer rules of ADR 0007 for app/modules, read from the import statements of every file:
// modules know nothing of HTTP or screens (no import of routes, ui or http, no thrown Response),
// and no two module folders import each other (directly or round a longer loop), so each folder
// can be read, tested and moved on its own.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const modulesDir = dirname(fileURLToPath(import.meta.url));
const appDir = dirname(modulesDir);
/** A path from `dir`, with forward slashes on every system. */
const pathFrom = (dir: string, path: string) => relative(dir, path).split(sep).join("/");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every specifier a file imports or re-exports, static or dynamic. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((f) => f.fileName);
}

/** The path under app/ a specifier points to ("modules/meal/log.server", "routes/diary"), or null for packages. */
function appPathOf(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return specifier.slice(2);
  if (!specifier.startsWith(".")) return null;
  return pathFrom(appDir, resolve(dirname(file), specifier));
}

/** The part of app/modules a path belongs to: its folder, or the file's own name for the shared files at the top. */
function partOf(modulesPath: string): string {
  const [first = "", second] = modulesPath.split("/");
  return second === undefined ? first.replace(/\..*$/, "") : first;
}

const files = sourceFiles(modulesDir);
const code = files.filter((file) => !/\.test\.tsx?$/.test(file));
type Graph = Map<string, Map<string, string>>; // part → imported part → one file that does it
const edges: Graph = new Map();
const forbidden: string[] = [];

for (const file of files) {
  const from = partOf(pathFrom(modulesDir, file));
  for (const specifier of importsOf(file)) {
    const target = appPathOf(file, specifier);
    if (target === null) continue;
    const name = pathFrom(appDir, file);
    if (/^(routes|ui|http)(\/|$)/.test(target)) forbidden.push(`${name} imports ${specifier}`);
    if (!target.startsWith("modules/")) continue;
    const to = partOf(target.slice("modules/".length));
    if (to === from) continue;
    const out = edges.get(from) ?? new Map<string, string>();
    if (!out.has(to)) out.set(to, name);
    edges.set(from, out);
  }
}

/** Each loop between parts once, as "a → b → a", with the file behind each step. */
function cycles(graph: Graph): string[] {
  const found = new Set<string>();
  const walk = (path: string[]) => {
    const last = path[path.length - 1]!;
    for (const [next] of graph.get(last) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0]!);
        const turned = [...loop.slice(start), ...loop.slice(0, start)];
        const step = (part: string, i: number) => {
          const to = turned[(i + 1) % turned.length]!;
          return `${part} → ${to} (${graph.get(part)!.get(to)})`;
        };
        found.add(turned.map(step).join(", "));
      } else walk([...path, next]);
    }
  };
  for (const part of graph.keys()) walk([part]);
  return [...found].sort();
}

describe("app/modules layers (ADR 0007)", () => {
  it("finds the files and their imports, and would see a cycle", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(edges.get("meal")?.has("dates")).toBe(true);
    expect(edges.get("workout")?.has("errors")).toBe(true);
    const loop: Graph = new Map([
      ["a", new Map([["b", "a.ts"]])],
      ["b", new Map([["c", "b.ts"]])],
      ["c", new Map([["a", "c.ts"]])],
    ]);
    expect(cycles(loop)).toEqual(["a → b (a.ts), b → c (b.ts), c → a (c.ts)"]);
  });

  it("never imports routes, screens or HTTP plumbing", () => {
    expect(forbidden).toEqual([]);
  });

  it("never throws an HTTP answer: rules throw DomainError, the doors and guards choose the answer", () => {
    const answers = code.filter((file) => /throw\s+(new\s+Response\b|redirect\(|json\()/.test(readFileSync(file, "utf8")));
    expect(answers.map((file) => pathFrom(appDir, file))).toEqual([]);
  });

  it("has no import cycle between module folders", () => {
    expect(cycles(edges)).toEqual([]);
  });
});
