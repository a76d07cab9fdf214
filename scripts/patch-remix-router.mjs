// Runs on `npm install` (postinstall). React Router's server copy (@remix-run/router's
// router.cjs.js, which Remix's server runtime and static handler use) flattens and ranks every
// route and compiles each route path into a RegExp on every match, several times per request:
// about a quarter of the CPU of a small /api answer (docs/performance.md, ADR 0019). This adds two
// caches to that file: ranked branches per route array (the server's trees are built once and
// never changed) and compiled paths per (path, caseSensitive, end). Idempotent; for any other
// version of the file it changes nothing and says so, and the app runs unpatched (slower).
// The browser bundle is built from the ESM copy (router.js) and is never patched.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

export const PATCH_MARKER = "/* fitplate: route caches */";

const REPLACEMENTS = [
  [
    "function compilePath(path, caseSensitive, end) {",
    `${PATCH_MARKER}
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = path + "\\u0000" + (caseSensitive === true) + "\\u0000" + (end !== false);
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    if (compiledPaths.size >= 2000) compiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathUncached(path, caseSensitive, end) {`,
  ],
  [
    "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
    `  let branches = rankedBranches.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranches.set(routes, branches);
  }
`,
  ],
  [
    "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
    "const rankedBranches = new WeakMap();\nfunction matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
  ],
];

export function routerFile() {
  return createRequire(import.meta.url).resolve("@remix-run/router");
}

/** @returns {"patched" | "already patched" | "unknown version"} */
export function patchRouter(file = routerFile()) {
  const source = readFileSync(file, "utf8");
  if (source.includes(PATCH_MARKER)) return "already patched";
  if (!REPLACEMENTS.every(([from]) => source.split(from).length === 2)) return "unknown version";
  const patched = REPLACEMENTS.reduce((text, [from, to]) => text.replace(from, () => to), source);
  writeFileSync(file, patched);
  return "patched";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = patchRouter();
  if (outcome === "unknown version") {
    console.warn(
      `patch-remix-router: ${routerFile()} is not the version the patch was written for; left unpatched (routing works, but slower).`,
    );
  } else {
    console.log(`patch-remix-router: ${outcome}`);
  }
}
