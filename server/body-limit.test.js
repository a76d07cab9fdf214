// The streaming body cap (issue 7, item 2), on a bare connect app: chunked bodies are cut at the
// cap with a 413, and answers sent before a body was read keep the keep-alive connection sound.
import { createServer } from "node:http";
import connect from "connect";
import { requestLocals } from "./app.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitRequestBody, sendError, tooLargeMessage } from "./body-limit.js";
import { sameOriginWrites } from "./security.js";
import { exchange, statuses, streamChunked } from "./test-helpers.js";

const MAX = 1024 * 1024; // 1 MB here, so the test sends little

/** @type {import("node:http").Server} */
let server;
let port = 0;
let largestBodySeen = 0;

beforeAll(async () => {
  const app = connect();
  app.use(requestLocals());
  app.use(limitRequestBody({ maxBytes: MAX, drainBytes: 256 * 1024 }));
  app.use(sameOriginWrites());
  const json = (res, status, body) => {
    res.statusCode = status;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(body));
  };
  // Reads the body the way Remix does, from res.locals.body. A JSON caller was answered by the cap
  // itself; a page's post is answered by its route, as here (the scan page says "File Too Large").
  app.use("/read", async (req, res, next) => {
    if (req.method !== "POST") return next();
    let size = 0;
    try {
      for await (const chunk of res.locals.body) size += chunk.length;
    } catch {
      largestBodySeen = Math.max(largestBodySeen, size);
      return sendError(req, res, 413, tooLargeMessage(MAX));
    }
    largestBodySeen = Math.max(largestBodySeen, size);
    json(res, 200, { size });
  });
  // Answers without reading (like a 404 for an unknown /api path).
  app.use((_req, res) => json(res, 404, { error: "Not found" }));
  server = createServer(app);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  port = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
});

afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

const post = (path, size, extra = "") =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}Content-Length: ${size}\r\n\r\n${"x".repeat(size)}`;
const GET_NEXT = "GET /next HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";

describe("streaming body cap", () => {
  it("reads a body within the cap", async () => {
    const { text } = await exchange(port, [post("/read", 1000)]);
    expect(statuses(text)).toEqual([200]);
    expect(text).toContain('{"size":1000}');
  });

  it("refuses a chunked body early with 413 {error}, no reset, and the reader never sees more than the cap", async () => {
    const before = process.memoryUsage().rss;
    const result = await streamChunked(
      port,
      "POST /read HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded",
      200 * MAX,
    );
    expect(statuses(result.text)).toEqual([413]);
    expect(result.text).toContain("Request body too large (limit 1 MB)"); // plain text for a page path, JSON under /api
    expect(result.text).toMatch(/Connection: close/i);
    expect(result.sentBytes).toBeLessThan(50 * MAX);
    expect(largestBodySeen).toBeLessThanOrEqual(MAX);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it("refuses a declared over-cap body with 413 before reading it", async () => {
    const { text, error } = await exchange(port, [
      `POST /read HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${MAX * 4}\r\n\r\n${"x".repeat(64 * 1024)}`,
    ]);
    expect(statuses(text)).toEqual([413]);
    expect(error).toBeNull();
  });
});

describe("answers sent before the body was read", () => {
  it("drain a 200 kB body so the next request on the keep-alive connection is served", async () => {
    const { text, error } = await exchange(port, [post("/api/nowhere", 200 * 1024), GET_NEXT]);
    expect(error).toBeNull();
    expect(statuses(text)).toEqual([404, 404]);
  });

  it("after a cross-origin 403 too", async () => {
    const { text, error } = await exchange(port, [post("/read", 200 * 1024, "Origin: https://evil.test\r\n"), GET_NEXT]);
    expect(error).toBeNull();
    expect(statuses(text)).toEqual([403, 404]);
  });

  it("close the connection (Connection: close, no reset) when the unread rest is large", async () => {
    const { text, error, closedByServer } = await exchange(port, [post("/api/nowhere", 600 * 1024), GET_NEXT], { waitMs: 4000 });
    expect(statuses(text)).toEqual([404]);
    expect(text).toMatch(/Connection: close/i);
    expect(error).toBeNull();
    expect(closedByServer).toBe(true);
  });
});
