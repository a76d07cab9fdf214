// Which test files touch a database (issue 22). The rule: a test file is a *database test* when its
// imports reach app/db.server.ts (which connects when imported) or tests/helpers/server-process.ts
// (which starts `node server.js` on the run's database), directly or through any module it imports.
// Database tests run twice, on SQLite and on PostgreSQL (Vitest projects "sqlite" and "postgres");
// every other test file is a *unit test* and runs once (project "unit"). Nothing to mark by hand:
// import the database (or a helper that does) and the file moves to the database projects.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where test files live, and how their names end. */
export const TEST_DIRS: [dir: string, ending: RegExp][] = [
  ["app", /\.test\.tsx?$/],
  ["bench/lib", /\.test\.ts$/],
  ["scripts", /\.test\.ts$/],
  ["server", /\.test\.js$/],
  ["tests/integration", /\.test\.ts$/],
  ["tests/search", /\.test\.ts$/],
];

function listTests(dir: string, ending: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => ending.test(file) && !file.split(path.sep).includes("node_modules"))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));
}

/** The modules that make a file a database test. */
const DATABASE_MODULES = ["app/db.server.ts", "tests/helpers/server-process.ts"].map((file) => path.join(ROOT, file));

const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|(?:^|[^\w.])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[^\w.])import\s+["']([^"']+)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(ROOT, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package: never our database
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // `import "./x.js"` naming a TypeScript file
  const swapped = base.replace(/\.js$/, ".ts");
  return swapped !== base && existsSync(swapped) ? swapped : null;
}

const reaches = new Map<string, boolean>();

function reachesDatabase(file: string, visiting = new Set<string>()): boolean {
  const known = reaches.get(file);
  if (known !== undefined) return known;
  if (DATABASE_MODULES.includes(file)) return true;
  if (visiting.has(file)) return false;
  visiting.add(file);
  const source = readFileSync(file, "utf8");
  let found = false;
  for (const match of source.matchAll(IMPORT)) {
    const target = resolve(file, (match[1] ?? match[2] ?? match[3])!);
    if (target && reachesDatabase(target, visiting)) {
      found = true;
      break;
    }
  }
  visiting.delete(file);
  // A file on a cycle that was cut short may be answered "no" too early: only remember a "yes",
  // or a "no" found with nothing left on the stack.
  if (found || visiting.size === 0) reaches.set(file, found);
  return found;
}

/** Every test file, split by the rule above (paths relative to the project root). */
export function testKinds(): { database: string[]; unit: string[] } {
  const files = TEST_DIRS.flatMap(([dir, ending]) => listTests(dir, ending)).sort();
  const database: string[] = [];
  const unit: string[] = [];
  for (const file of files) (reachesDatabase(path.join(ROOT, file)) ? database : unit).push(file);
  return { database, unit };
}

if (process.argv[1] === import.meta.filename) {
  const { database, unit } = testKinds();
  console.log(`database tests (SQLite and PostgreSQL): ${database.length}\n  ${database.join("\n  ")}`);
  console.log(`unit tests (once): ${unit.length}\n  ${unit.join("\n  ")}`);
}
