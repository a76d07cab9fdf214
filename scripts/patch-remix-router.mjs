// Runs on `npm install` (postinstall). React Router's server copy (@remix-run/router's
// router.cjs.js, which Remix's server runtime and static handler use) flattens and ranks every
// route and compiles each route path into a RegExp on every match, several times per request:
// about a quarter of the CPU of a small /api answer (docs/performance.md, ADR 0019). This adds
// caches to that file: ranked branches per route array (the server's trees are built once and
// never changed), compiled paths per (path, caseSensitive, end), and the matches of a pathname
// per route array (the static handler matches a page on the build's tree with the file's own
// matchRoutes, which the wrapper in server/route-match-cache.js cannot reach). Idempotent, patch
// by patch; for any other version of the file it changes nothing and says so, and the app runs
// unpatched (slower).
// The browser bundle is built from the ESM copy (router.js) and is never patched.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

export const PATCH_MARKER = "/* fitplate: route caches */";
export const MATCHES_MARKER = "/* fitplate: matches cache */";

const ROUTE_CACHES = [
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

// Each caller gets its own match objects (and params), as from an uncached match.
const MATCHES_CACHE = [
  [
    "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
    `${MATCHES_MARKER}
const matchesByTree = new WeakMap();
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  const key = (typeof locationArg === "string" ? locationArg : locationArg.pathname || "/") + "\\u0000" + basename + "\\u0000" + allowPartial;
  let byPath = matchesByTree.get(routes);
  if (byPath === undefined) {
    byPath = new Map();
    matchesByTree.set(routes, byPath);
  }
  let matches = byPath.get(key);
  if (matches === undefined) {
    if (byPath.size >= 2000) byPath.clear();
    matches = matchRoutesImplUncached(routes, locationArg, basename, allowPartial);
    byPath.set(key, matches);
  }
  return matches && matches.map((match) => ({ ...match, params: { ...match.params } }));
}
function matchRoutesImplUncached(routes, locationArg, basename, allowPartial) {`,
  ],
];

const PATCHES = [
  { marker: PATCH_MARKER, replacements: ROUTE_CACHES },
  { marker: MATCHES_MARKER, replacements: MATCHES_CACHE },
];

export function routerFile() {
  return createRequire(import.meta.url).resolve("@remix-run/router");
}

/**
 * Applies each patch whose marker the file lacks; every text a patch replaces must occur exactly
 * once, or nothing is written.
 * @param {string} file @param {{ marker: string, replacements: string[][] }[]} patches
 * @returns {"patched" | "already patched" | "unknown version"}
 */
export function applyPatches(file, patches) {
  const source = readFileSync(file, "utf8");
  let patched = source;
  for (const { marker, replacements } of patches) {
    if (patched.includes(marker)) continue;
    if (!replacements.every(([from]) => patched.split(from).length === 2)) return "unknown version";
    patched = replacements.reduce((text, [from, to]) => text.replace(from, () => to), patched);
  }
  if (patched === source) return "already patched";
  writeFileSync(file, patched);
  return "patched";
}

/** @returns {"patched" | "already patched" | "unknown version"} */
export function patchRouter(file = routerFile()) {
  return applyPatches(file, PATCHES);
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
