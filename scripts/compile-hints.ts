// V8's explicit compile hint on the scripts a page runs as it loads (docs/decisions/0050): the
// framework, the kit, the root and each screen's route module, with what they import statically.
// Chromium then compiles their functions while the file streams in, on a background thread, instead
// of on the main thread at each function's first call during hydration. Chunks loaded on demand
// (a form's schemas, the scanners' models) keep V8's lazy compilation.
import type { OutputBundle, OutputChunk } from "rollup";
import type { Plugin } from "vite";

/** https://v8.dev/blog/explicit-compile-hints: the comment must open the file. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunks a page loads before it runs: the entries (the client entry and the route modules) and their static imports. */
export function chunksRunOnLoad(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const found = new Set<OutputChunk>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry);
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (found.has(chunk)) continue;
    found.add(chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) queue.push(imported);
    }
  }
  return [...found];
}

export function compileHints(): Plugin {
  let ssr = false;
  return {
    name: "fitplate:compile-hints",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      // The hint adds a line above the code, which a source map made before it would not know of.
      if (!ssr && config.build.sourcemap) throw new Error("compile hints: client source maps would be a line off");
    },
    // After Vite's own generateBundle, which puts the dynamic imports' dependency map above the code.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (ssr) return;
        for (const chunk of chunksRunOnLoad(bundle)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
