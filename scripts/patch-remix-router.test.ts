import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import type { matchRoutes as MatchRoutes } from "@remix-run/router";
import { MATCHES_MARKER, PATCH_MARKER, patchRouter, routerFile } from "./patch-remix-router.mjs";

const ORIGINAL = `function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  let location = locationArg;
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  return branches;
}
function compilePath(path, caseSensitive, end) {
  return [new RegExp(path), []];
}
`;

function scratch(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "router-patch-")), "router.cjs.js");
  writeFileSync(file, text);
  return file;
}

describe("the @remix-run/router patch (postinstall)", () => {
  it("is applied to the installed server copy", () => {
    expect(readFileSync(routerFile(), "utf8")).toContain(PATCH_MARKER);
    expect(readFileSync(routerFile(), "utf8")).toContain(MATCHES_MARKER);
  });

  it("matches a remembered path as it first did, with new match objects for each caller", () => {
    const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: typeof MatchRoutes };
    const tree = [
      {
        id: "root",
        path: "",
        children: [
          { id: "food", path: "foods/:foodId" },
          { id: "rest", path: "*" },
        ],
      },
    ];
    const first = matchRoutes(tree, "/foods/12")!;
    const again = matchRoutes(tree, "/foods/12")!;
    expect(again).toEqual(first);
    expect(again.at(-1)).toMatchObject({ params: { foodId: "12" }, route: { id: "food" } });
    expect(again[1]).not.toBe(first[1]);
    expect(again[1]!.params).not.toBe(first[1]!.params);
    expect(matchRoutes(tree, "/foods/13")!.at(-1)!.params).toEqual({ foodId: "13" });
    expect(matchRoutes(tree, { pathname: "/elsewhere" })!.at(-1)!.route.id).toBe("rest");
  });

  it("patches once, then leaves the file alone", () => {
    const file = scratch(ORIGINAL);
    expect(patchRouter(file)).toBe("patched");
    const patched = readFileSync(file, "utf8");
    expect(patched).toContain("rankedBranches.get(routes)");
    expect(patched).toContain("compilePathUncached(path, caseSensitive, end)");
    expect(patched).toContain("matchRoutesImplUncached(routes, locationArg, basename, allowPartial)");
    expect(patchRouter(file)).toBe("already patched");
    expect(readFileSync(file, "utf8")).toBe(patched);
  });

  it("adds the matches cache to a copy patched before it existed", () => {
    const file = scratch(ORIGINAL);
    patchRouter(file);
    const withoutMatches = readFileSync(file, "utf8").replace(
      /\/\* fitplate: matches cache \*\/[\s\S]*?function matchRoutesImplUncached\(/,
      "function matchRoutesImpl(",
    );
    writeFileSync(file, withoutMatches);
    expect(patchRouter(file)).toBe("patched");
    expect(readFileSync(file, "utf8")).toContain(MATCHES_MARKER);
  });

  it("changes nothing in a version it was not written for", () => {
    const other = ORIGINAL.replace("rankRouteBranches(branches);", "branches.sort(byScore);");
    const file = scratch(other);
    expect(patchRouter(file)).toBe("unknown version");
    expect(readFileSync(file, "utf8")).toBe(other);
  });
});
