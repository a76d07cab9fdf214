import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { patchRuntime, RUNTIME_MARKER, runtimeDataFile } from "./patch-remix-runtime.mjs";

const ORIGINAL = ["stripIndexParam", "stripDataParam", "stripRoutesParam"]
  .map((name) => `function ${name}(request) {\n  let url = new URL(request.url);\n  return new Request(url.href, request);\n}\n`)
  .join("");

function scratch(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "runtime-patch-")), "data.js");
  writeFileSync(file, text);
  return file;
}

/** The patched file's three functions, loaded. */
function load(file: string): Record<string, (request: Request) => Request> {
  const source = `${readFileSync(file, "utf8")}\nreturn { stripIndexParam, stripDataParam, stripRoutesParam };`;
  return new Function(source)() as Record<string, (request: Request) => Request>;
}

describe("the @remix-run/server-runtime patch (postinstall)", () => {
  it("is applied to the installed copy", () => {
    expect(readFileSync(runtimeDataFile(), "utf8")).toContain(RUNTIME_MARKER);
  });

  it("hands over the request itself when its URL cannot carry the parameter, a new one otherwise", () => {
    const file = scratch(ORIGINAL);
    expect(patchRuntime(file)).toBe("patched");
    expect(patchRuntime(file)).toBe("already patched");
    const strip = load(file);
    const plain = new Request("http://fitplate.test/diary?date=2026-11-24");
    for (const name of ["stripIndexParam", "stripDataParam", "stripRoutesParam"]) expect(strip[name]!(plain)).toBe(plain);
    expect(strip.stripIndexParam!(new Request("http://fitplate.test/?index"))).not.toBe(plain);
    const routes = new Request("http://fitplate.test/_root.data?_routes=root");
    expect(strip.stripRoutesParam!(routes)).not.toBe(routes);
  });

  it("changes nothing in a version it was not written for", () => {
    const other = ORIGINAL.replace("function stripDataParam(request) {\n", "function stripDataParam(request, keep) {\n");
    const file = scratch(other);
    expect(patchRuntime(file)).toBe("unknown version");
    expect(readFileSync(file, "utf8")).toBe(other);
  });
});
