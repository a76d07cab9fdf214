import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossOriginWrite } from "./security.js";

describe("same-origin check", () => {
  const host = "fitplate.test";
  it("lets reads through whatever their origin", () => {
    expect(isCrossOriginWrite({ method: "GET", origin: "https://evil.test", host })).toBe(false);
  });
  it("accepts writes from the same origin and from non-browser clients", () => {
    expect(isCrossOriginWrite({ method: "POST", origin: "https://fitplate.test", host })).toBe(false);
    expect(isCrossOriginWrite({ method: "PUT", host })).toBe(false);
    expect(isCrossOriginWrite({ method: "POST", secFetchSite: "same-origin", host })).toBe(false);
  });
  it("refuses writes from another site, an opaque origin or a garbled one", () => {
    expect(isCrossOriginWrite({ method: "POST", origin: "https://evil.test", host })).toBe(true);
    expect(isCrossOriginWrite({ method: "DELETE", origin: "null", host })).toBe(true);
    expect(isCrossOriginWrite({ method: "PATCH", origin: "::::", host })).toBe(true);
    expect(isCrossOriginWrite({ method: "POST", secFetchSite: "cross-site", host })).toBe(true);
  });
});

describe("Content-Security-Policy", () => {
  it("allows only nonce'd scripts in production and forbids framing", () => {
    const policy = contentSecurityPolicy("abc123", { dev: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});
