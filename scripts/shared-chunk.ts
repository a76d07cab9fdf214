// The client build's shared chunks (vite.config.ts): Rollup's default gives each set of routes that
// share modules a chunk of its own, which left Home with 28 modulepreload links, half of them under
// 1 KB (a request each on a phone, and markup on every page). Two named chunks take their place:
// "components", the framework every page runs, and "ui", the app's shell and kit (docs/decisions/0037).
import path from "node:path";
import type { ManualChunkMeta } from "rollup";

const APP = path.resolve("app") + path.sep;
const UI_KIT = path.join(APP, "ui") + path.sep;
/**
 * Small client-safe folders most screens use (form helpers, the member's units): in the kit's chunk
 * rather than two more requests of under 1 KB on Home.
 */
const KIT_FOLDERS = [path.join(APP, "shared") + path.sep, path.join(APP, "modules", "units") + path.sep];
const ROOT = path.join(APP, "root.tsx");
const ENTRY = path.join(APP, "entry.client.tsx");
const ROUTES = path.join(APP, "routes") + path.sep;
/** Below this many bytes of built code, a module of names or constants is not worth a file of its own. */
const TINY_MODULE_BYTES = 1024;

const isPackage = (id: string) => id.includes(`${path.sep}node_modules${path.sep}`);

/** Modules reached from `start` (itself not included) through static imports that `follow` accepts. */
function reached(meta: ManualChunkMeta, start: string, follow: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of meta.getModuleInfo(id)?.importedIds ?? []) if (follow(next)) queue.push(next);
  }
  seen.delete(start);
  return seen;
}

let framework: Set<string> | undefined;
let shell: Set<string> | undefined;
const withFrameworkOnly = new Map<string, boolean>();

/**
 * Whether a module imports, directly or not, no package but the framework's: Rollup puts what a
 * named chunk's modules import into it too, so a module that reaches another package (zod,
 * Conform) stays in the chunks Rollup chooses, loaded only by the routes that need it.
 */
function needsOnlyFramework(meta: ManualChunkMeta, id: string): boolean {
  const known = withFrameworkOnly.get(id);
  if (known !== undefined) return known;
  withFrameworkOnly.set(id, true); // an import cycle decides nothing
  const imports = meta.getModuleInfo(id)?.importedIds ?? [];
  const result = imports.every((next) => (isPackage(next) ? framework!.has(next) : needsOnlyFramework(meta, next)));
  withFrameworkOnly.set(id, result);
  return result;
}

export function sharedChunk(id: string, meta: ManualChunkMeta): string | undefined {
  // React, React Router and Remix: the packages the client entry imports, and theirs (not the
  // packages it reaches through the app's own modules, such as zod, which routes load as they need).
  framework ??= reached(meta, ENTRY, isPackage);
  if (framework.has(id)) return "components";
  if (!id.startsWith(APP) || id === ROOT || id === ENTRY || id.startsWith(ROUTES) || !needsOnlyFramework(meta, id)) return undefined;
  // The root route's own modules (every page loads them), the kit of components in app/ui, and
  // tiny modules of names that import nothing.
  shell ??= reached(meta, ROOT, (next) => next.startsWith(APP));
  const folder = path.dirname(id.split("?")[0]!) + path.sep;
  if (shell.has(id) || folder === UI_KIT || KIT_FOLDERS.includes(folder)) return "ui";
  const info = meta.getModuleInfo(id);
  if (info?.code && info.code.length < TINY_MODULE_BYTES && info.importedIds.length === 0 && info.importers.length > 1) return "ui";
  return undefined;
}
