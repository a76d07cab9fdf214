// Timeouts and the connection limit (issue 7, item 3) on a bare HTTP server: a crowd of idle and
// half-sent sockets does not lock a normal request out, and a slow body is cut off.
import { createServer } from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyConnectionLimits, DEFAULT_LIMITS } from "./connections.js";
import { exchange, statuses } from "./test-helpers.js";

/** @type {import("node:http").Server} */
let server;
let port = 0;

beforeAll(async () => {
  server = createServer({ connectionsCheckingInterval: 200 }, (req, res) => {
    // Reads the whole body before answering, as a form action does.
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  applyConnectionLimits(server, { headersTimeoutMs: 1000, requestTimeoutMs: 1500, keepAliveTimeoutMs: 500, maxConnections: 200 });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  port = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
});

afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

describe("connection limits", () => {
  it("has defaults sized for a 2-core server", () => {
    expect(DEFAULT_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(DEFAULT_LIMITS.requestTimeoutMs);
    expect(DEFAULT_LIMITS.maxConnections).toBeGreaterThanOrEqual(500);
    expect(DEFAULT_LIMITS.keepAliveTimeoutMs).toBeLessThanOrEqual(10_000);
  });

  it("serves a normal request within a second while 2,000 idle and half-sent sockets are open", async () => {
    const sockets = [];
    await new Promise((resolve) => {
      let pending = 2000;
      for (let i = 0; i < 2000; i++) {
        const socket = net.connect(port, "127.0.0.1");
        socket.on("error", () => {});
        socket.once("connect", () => {
          if (i % 2) socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"); // headers never finished
          if (--pending === 0) resolve(undefined);
        });
        socket.once("error", () => --pending === 0 && resolve(undefined));
        sockets.push(socket);
      }
    });
    try {
      // Client and server share this process's event loop: let the accepts settle before timing.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5000) });
      expect(await response.text()).toBe("ok");
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it("closes a socket that stays silent, or sends half its headers and goes quiet, after the headers timeout", async () => {
    const started = Date.now();
    const [silent, halfHeaders] = await Promise.all([
      exchange(port, [], { waitMs: 6000 }),
      exchange(port, ["GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"], { waitMs: 6000 }),
    ]);
    expect(silent.closedByServer).toBe(true);
    expect(halfHeaders.closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("keeps a keep-alive connection across requests, then closes it after the keep-alive timeout", async () => {
    const request = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    const started = Date.now();
    const { text, closedByServer } = await exchange(port, [request, request], { waitMs: 6000, gapMs: 300 });
    expect(statuses(text)).toEqual([200, 200]);
    expect(closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("cuts a slow body off at the request timeout", async () => {
    const started = Date.now();
    const head = "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n";
    const { text, closedByServer } = await exchange(port, [head, ...Array.from({ length: 40 }, () => "a")], { waitMs: 8000, gapMs: 100 });
    expect(closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(statuses(text)).toEqual([408]);
  });
});
