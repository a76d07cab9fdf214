import { describe, expect, it } from "vitest";
import { safeRedirectTo, startPageFor } from "./redirect-to";

describe("safeRedirectTo", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeRedirectTo("/scan")).toBe("/scan");
    expect(safeRedirectTo("/scan?method=manual#result")).toBe("/scan?method=manual#result");
    expect(safeRedirectTo("/diary/../scan")).toBe("/scan");
  });

  it("refuses anything that could leave the site", () => {
    for (const raw of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "scan",
      "/\tevil",
      "",
      null,
      42,
    ]) {
      expect(safeRedirectTo(raw)).toBeNull();
    }
    expect(safeRedirectTo(`/${"a".repeat(1000)}`)).toBeNull();
  });
});

describe("startPageFor", () => {
  it("sends a visitor to the start page with the path asked for", () => {
    expect(startPageFor(new URL("http://x/scan?method=manual"))).toBe("/?redirectTo=%2Fscan%3Fmethod%3Dmanual");
    expect(startPageFor(new URL("http://x/?index"))).toBe("/");
  });
});
