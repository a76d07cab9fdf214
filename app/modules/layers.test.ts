// The layer rules of ADR 0007. Which folder may import which is a lint rule (eslint.layers.js, run
// by `npm run lint` on every file): the tests below show it refusing each back-arrow. Read from the
// import statements of app/modules here: modules throw no HTTP answer, and no two module folders
// import each other (directly or round a longer loop), so each folder can be read, tested and moved
// on its own.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
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

for (const file of files) {
  const from = partOf(pathFrom(modulesDir, file));
  for (const specifier of importsOf(file)) {
    const target = appPathOf(file, specifier);
    if (target === null) continue;
    const name = pathFrom(appDir, file);
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

  it("never throws an HTTP answer: rules throw DomainError, the doors and guards choose the answer", () => {
    const answers = code.filter((file) => /throw\s+(new\s+Response\b|redirect\(|json\()/.test(readFileSync(file, "utf8")));
    expect(answers.map((file) => pathFrom(appDir, file))).toEqual([]);
  });

  it("has no import cycle between module folders", () => {
    expect(cycles(edges)).toEqual([]);
  });
});

describe("one-way layers, the lint rule (eslint.layers.js, ADR 0007)", () => {
  const root = dirname(appDir);
  const eslint = new ESLint({ cwd: root });

  /** The layer errors ESLint, with the project's own config, reports for `file` importing `specifiers`. */
  async function layerErrors(file: string, specifiers: string[], kind: "" | "type " = ""): Promise<string[]> {
    // Written as a template so that tests/setup/test-kinds.ts does not read these as this file's imports.
    const source = specifiers.map((specifier, i) => `import ${kind}* as probe${i} from "${specifier}";\n`).join("");
    const [result] = await eslint.lintText(source || "export {};\n", { filePath: join(root, file) });
    return result!.messages.filter((m) => m.ruleId?.startsWith("boundaries/")).map((m) => m.message);
  }
  const refusal = (from: string, to: string) => `File is of type '${from}'. Dependency is of type '${to}'`;

  it.each([
    ["app/http/probe.server.ts", "~/ui/Button", "http", "ui"],
    ["app/http/probe.server.ts", "../ui/Button", "http", "ui"],
    ["app/ui/Probe.tsx", "~/http/json.server", "ui", "http"],
    ["app/modules/probe.ts", "~/http/json.server", "modules", "http"],
    ["app/modules/probe.ts", "~/ui/Button", "modules", "ui"],
    ["app/modules/probe.ts", "~/routes/diary", "modules", "routes"],
    ["app/modules/probe.ts", "~/shared/form-reply", "modules", "shared"],
    ["app/shared/probe.ts", "~/http/json.server", "shared", "http"],
    ["app/shared/probe.ts", "~/ui/Button", "shared", "ui"],
    ["app/public-url.server.ts", "./modules/errors", "config", "modules"],
    ["app/pwa/web-manifest.ts", "~/ui/Button", "pwa", "ui"],
    ["app/http/probe.server.ts", "../../server/remix-handler.js", "http", "server"],
    ["server/probe.js", "../app/modules/errors", "server", "modules"],
  ])("%s importing %s is refused (%s → %s)", async (file, specifier, from, to) => {
    expect(await layerErrors(file, [specifier])).toEqual([expect.stringContaining(refusal(from, to))]);
  });

  it("refuses a type-only import across a layer too", async () => {
    expect(await layerErrors("app/ui/Probe.tsx", ["~/http/write-policy.server"], "type ")).toEqual([
      expect.stringContaining(refusal("ui", "http")),
    ]);
  });

  it("lets each layer import the ones beneath it", async () => {
    const beneath = ["~/ui/Button", "~/http/json.server", "~/modules/errors", "~/shared/form-reply", "~/hooks/useClock"];
    expect(await layerErrors("app/routes/probe.tsx", beneath)).toEqual([]);
    expect(await layerErrors("app/ui/Probe.tsx", ["~/shared/api-fetch", "~/modules/errors"])).toEqual([]);
    expect(await layerErrors("app/http/probe.server.ts", ["~/modules/errors", "~/shared/toast"])).toEqual([]);
  });

  it("places every file: one outside the known folders is an error", async () => {
    expect(await layerErrors("app/probe.ts", [])).toEqual([expect.stringContaining("not of any known element type")]);
  });
});
