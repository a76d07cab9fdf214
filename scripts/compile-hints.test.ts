// The compile hint (scripts/compile-hints.ts, docs/decisions/0050) opens the chunks a page runs as it
// loads, and only those: built with Vite itself, so the hint stays first in a chunk whose dynamic
// imports Vite gives a dependency map above the code.
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./compile-hints";

let dir: string;
const built = new Map<string, string>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fitplate-hints-"));
  const files = {
    "page.js": `import { shared } from "./shared.js";\nexport function render() { return shared() + 1; }\nexport const later = () => import("./later.js");`,
    "other-page.js": `import { shared } from "./shared.js";\nimport { helper } from "./helper.js";\nexport default function other() { return shared() * helper("ab"); }`,
    "shared.js": `export function shared() { return 40; }`,
    "later.js": `import { helper } from "./helper.js";\nexport function validate(value) { return helper(value) > 0; }`,
    "helper.js": `export function helper(value) { return value.length; }`,
  };
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
  await build({
    root: dir,
    logLevel: "silent",
    configFile: false,
    plugins: [compileHints()],
    build: {
      outDir: path.join(dir, "out"),
      minify: false,
      rollupOptions: {
        input: { page: path.join(dir, "page.js"), "other-page": path.join(dir, "other-page.js") },
        preserveEntrySignatures: "exports-only",
        output: { entryFileNames: "[name].js", chunkFileNames: "[name].js" },
      },
    },
  });
  for (const name of readdirSync(path.join(dir, "out"))) built.set(name, readFileSync(path.join(dir, "out", name), "utf8"));
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the compile hint", () => {
  it("opens each entry and each chunk the entries import statically", () => {
    expect([...built.keys()].sort()).toEqual(["helper.js", "later.js", "other-page.js", "page.js", "shared.js"]);
    for (const name of ["page.js", "other-page.js", "shared.js", "helper.js"])
      expect(built.get(name)!.startsWith(COMPILE_HINT), name).toBe(true);
  });

  it("stays above the dependency map Vite puts in a chunk with a dynamic import", () => {
    const page = built.get("page.js")!;
    expect(page).toContain("__vite__mapDeps");
    expect(page.indexOf(COMPILE_HINT)).toBe(0);
  });

  it("leaves a chunk loaded on demand to V8's lazy compilation", () => {
    expect(built.get("later.js")).not.toContain(COMPILE_HINT.trim());
  });
});
