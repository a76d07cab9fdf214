// What the server tells Remix about a request: its URL and the client's address, with and without
// a trusted proxy in front (TRUST_PROXY: one hop).
import { describe, expect, it } from "vitest";
import { clientAddress, requestUrl } from "./remix-handler.js";

/** @returns {any} a request as Node's HTTP server hands it over */
const request = (headers, { url = "/api/foods?search=oat", encrypted = false } = {}) => ({
  url,
  headers,
  socket: { remoteAddress: "10.0.0.9", encrypted },
});

describe("requestUrl", () => {
  it("is the Host and path, https on TLS sockets", () => {
    expect(requestUrl(request({ host: "fitplate.test:8080" }), false).href).toBe("http://fitplate.test:8080/api/foods?search=oat");
    expect(requestUrl(request({ host: "fitplate.test" }, { encrypted: true }), false).protocol).toBe("https:");
  });
  it("believes X-Forwarded-Proto and -Host only behind a trusted proxy", () => {
    const forwarded = request({ host: "10.0.0.2", "x-forwarded-proto": "https", "x-forwarded-host": "fitplate.app, evil.test" });
    expect(requestUrl(forwarded, true).href).toBe("https://fitplate.app/api/foods?search=oat");
    expect(requestUrl(forwarded, false).href).toBe("http://10.0.0.2/api/foods?search=oat");
  });
});

describe("clientAddress", () => {
  it("is the socket's address unless a trusted proxy added the last X-Forwarded-For hop", () => {
    const req = request({ host: "h", "x-forwarded-for": "6.6.6.6, 203.0.113.7" });
    expect(clientAddress(req, false)).toBe("10.0.0.9");
    expect(clientAddress(req, true)).toBe("203.0.113.7");
    expect(clientAddress(request({ host: "h" }), true)).toBe("10.0.0.9");
  });
});
