// Runs on `npm install` (postinstall), after patch-remix-router.mjs. Remix's server runtime
// (@remix-run/server-runtime's data.js) hands every loader and action a new Request without the
// `?index`, `_routes` and `_data` parameters, two or three per route and request, each parsing the
// URL and following the original's abort signal: ≈ 5 % of a page's CPU (docs/performance.md,
// part 5). This makes each of those three functions hand over the request itself when its URL
// cannot carry the parameter: the same URL, method, headers, body and signal. Idempotent; for any
// other version of the file it changes nothing and says so.
import { createRequire } from "node:module";
import path from "node:path";
import { applyPatches } from "./patch-remix-router.mjs";

export const RUNTIME_MARKER = "/* fitplate: requests kept */";

const PATCHES = [
  {
    marker: RUNTIME_MARKER,
    replacements: [
      [
        "function stripIndexParam(request) {\n",
        `${RUNTIME_MARKER}\nfunction stripIndexParam(request) {\n  if (!request.url.includes("index")) return request;\n`,
      ],
      [
        "function stripDataParam(request) {\n",
        `function stripDataParam(request) {\n  if (!request.url.includes("_data")) return request;\n`,
      ],
      [
        "function stripRoutesParam(request) {\n",
        `function stripRoutesParam(request) {\n  if (!request.url.includes("_routes")) return request;\n`,
      ],
    ],
  },
];

export function runtimeDataFile() {
  return path.join(path.dirname(createRequire(import.meta.url).resolve("@remix-run/server-runtime")), "data.js");
}

/** @returns {"patched" | "already patched" | "unknown version"} */
export function patchRuntime(file = runtimeDataFile()) {
  return applyPatches(file, PATCHES);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = patchRuntime();
  if (outcome === "unknown version") {
    console.warn(`patch-remix-runtime: ${runtimeDataFile()} is not the version the patch was written for; left unpatched (slower).`);
  } else {
    console.log(`patch-remix-runtime: ${outcome}`);
  }
}
