import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  contentSecurityPolicy,
  HSTS,
  isCrossOriginWrite,
  isValidHost,
  methodRefusal,
  newNonce,
  publicScheme,
  securityHeaders,
  validHost,
} from "./security.js";

describe("same-origin check", () => {
  const host = "fitplate.test";
  it("lets reads through whatever their origin", () => {
    expect(isCrossOriginWrite({ method: "GET", origin: "https://evil.test", host })).toBe(false);
  });
  it("accepts writes from the same origin and from non-browser clients", () => {
    expect(isCrossOriginWrite({ method: "POST", origin: "https://fitplate.test", host, scheme: "https" })).toBe(false);
    expect(isCrossOriginWrite({ method: "PUT", host })).toBe(false);
    expect(isCrossOriginWrite({ method: "POST", secFetchSite: "same-origin", host })).toBe(false);
  });
  it("compares the scheme too: http and https of one host are two origins", () => {
    expect(isCrossOriginWrite({ method: "POST", origin: "http://fitplate.test", host, scheme: "https" })).toBe(true);
    expect(isCrossOriginWrite({ method: "POST", origin: "https://fitplate.test", host, scheme: "http" })).toBe(true);
    expect(isCrossOriginWrite({ method: "POST", origin: "http://fitplate.test", host, scheme: "http" })).toBe(false);
    expect(isCrossOriginWrite({ method: "POST", origin: "https://fitplate.test:443", host: "fitplate.test", scheme: "https" })).toBe(false);
  });
  it("takes the public scheme from a trusted proxy, else APP_URL, else HTTPS-only cookies, else the socket", () => {
    const req = (headers, encrypted = false) => ({ headers: { host, ...headers }, socket: { encrypted } });
    expect(publicScheme(req({ "x-forwarded-proto": "https, http" }), { trustProxy: true })).toBe("https");
    expect(publicScheme(req({ "x-forwarded-proto": "https" }), { trustProxy: false })).toBe("http");
    expect(publicScheme(req({}), { appUrl: "https://fitplate.test" })).toBe("https");
    expect(publicScheme(req({}), { secureCookies: true })).toBe("https");
    expect(publicScheme(req({}, true), {})).toBe("https");
    expect(publicScheme(req({}), {})).toBe("http");
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
  it("lets pages compile WebAssembly (the on-device models) but never eval, and run workers only from this site", () => {
    const policy = contentSecurityPolicy("abc123", { dev: false });
    expect(policy).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(policy).toContain("worker-src 'self' blob:;");
  });
  it("lets payment forms go on to Stripe's checkout and billing portal only", () => {
    expect(contentSecurityPolicy("n", { dev: false })).toContain(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com;",
    );
  });
});

describe("methods (issue 7, item 5)", () => {
  it("serves the usual methods and refuses TRACE and friends with 405, anything else with 501", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) expect(methodRefusal(method)).toBeNull();
    for (const method of ["TRACE", "TRACK", "CONNECT", "OPTIONS"]) expect(methodRefusal(method)).toBe(405);
    for (const method of ["PROPFIND", "MKCOL", "PURGE", "SEARCH"]) expect(methodRefusal(method)).toBe(501);
  });
});

describe("Host header (issue 7, item 5)", () => {
  it("accepts names, IPv4 and IPv6 literals with an optional port", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "fitplate.example.com",
      "127.0.0.1:8080",
      "[::1]:3000",
      "[2001:db8::1]",
      "my_host.local.",
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });
  it("refuses empty, spaced, scripted, over-long hosts and bad ports", () => {
    for (const host of [
      undefined,
      "",
      "bad host",
      "<script>",
      "a:b:c",
      "x".repeat(300),
      "host:99999",
      "host:",
      "-start.test",
      "a/b",
      "[::1",
    ]) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });
});

describe("the public origin's Host only, when APP_URL is set (issue 23, item 8)", () => {
  /** What validHost does with these request headers: "next", or the refusal's status and message. */
  function hostCheck(headers, options) {
    let answer = "next";
    const res = {
      statusCode: 200,
      setHeader: () => {},
      end: (body) => (answer = `${res.statusCode} ${JSON.parse(body).error}`),
    };
    validHost(options)({ headers }, res, () => {});
    return answer;
  }

  it("refuses any other Host with 400, and accepts its own in any case, with or without the default port", () => {
    const appUrl = "https://fitplate.example";
    expect(hostCheck({ host: "evil.test" }, { appUrl })).toBe("400 Unknown Host: this server answers for fitplate.example only");
    expect(hostCheck({ host: "127.0.0.1:3000" }, { appUrl })).toMatch(/^400 /);
    expect(hostCheck({ host: "fitplate.example:8443" }, { appUrl })).toMatch(/^400 /);
    for (const host of ["fitplate.example", "FitPlate.Example", "fitplate.example:443"])
      expect(hostCheck({ host }, { appUrl }), host).toBe("next");
    expect(hostCheck({ host: "localhost:3000" }, { appUrl: "http://localhost:3000" })).toBe("next");
  });

  it("checks X-Forwarded-Host behind a trusted proxy, and only then", () => {
    const appUrl = "https://fitplate.example";
    expect(hostCheck({ host: "10.0.0.5:3000", "x-forwarded-host": "fitplate.example" }, { appUrl, trustProxy: true })).toBe("next");
    expect(hostCheck({ host: "fitplate.example", "x-forwarded-host": "evil.test" }, { appUrl, trustProxy: true })).toMatch(/^400 /);
    expect(hostCheck({ host: "fitplate.example", "x-forwarded-host": "evil.test" }, { appUrl })).toBe("next");
  });

  it("accepts any valid Host without APP_URL (a local run), as before", () => {
    expect(hostCheck({ host: "evil.test" }, {})).toBe("next");
    expect(hostCheck({ host: "bad host" }, {})).toBe("400 Invalid Host header");
  });
});

describe("Cache-Control (issue 7, item 10)", () => {
  it("makes answers without a policy, and private ones, private no-store; public ones keep theirs", () => {
    expect(cacheControlFor(undefined)).toBe("private, no-store");
    expect(cacheControlFor("private, max-age=60")).toBe("private, no-store");
    expect(cacheControlFor("public, max-age=31536000, immutable")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("public, max-age=300")).toBe("public, max-age=300");
  });
});

describe("security headers", () => {
  function headersOf(options) {
    const headers = {};
    const res = { locals: {}, setHeader: (name, value) => (headers[name] = value) };
    securityHeaders(options)({}, res, () => {});
    return headers;
  }
  it("sends HSTS only when cookies are Secure (served over HTTPS)", () => {
    expect(headersOf({ dev: false, hsts: true })["Strict-Transport-Security"]).toBe(HSTS);
    expect(headersOf({ dev: false, hsts: false })["Strict-Transport-Security"]).toBeUndefined();
  });
});

describe("newNonce", () => {
  it("gives 128-bit base64 nonces that do not repeat, across pool refills", () => {
    const seen = new Set();
    for (let i = 0; i < 1000; i++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });
});
