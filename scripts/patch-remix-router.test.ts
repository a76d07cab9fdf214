import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PATCH_MARKER, patchRouter, routerFile } from "./patch-remix-router.mjs";

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
  });

  it("patches once, then leaves the file alone", () => {
    const file = scratch(ORIGINAL);
    expect(patchRouter(file)).toBe("patched");
    const patched = readFileSync(file, "utf8");
    expect(patched).toContain("rankedBranches.get(routes)");
    expect(patched).toContain("compilePathUncached(path, caseSensitive, end)");
    expect(patchRouter(file)).toBe("already patched");
    expect(readFileSync(file, "utf8")).toBe(patched);
  });

  it("changes nothing in a version it was not written for", () => {
    const other = ORIGINAL.replace("rankRouteBranches(branches);", "branches.sort(byScore);");
    const file = scratch(other);
    expect(patchRouter(file)).toBe("unknown version");
    expect(readFileSync(file, "utf8")).toBe(other);
  });
});
