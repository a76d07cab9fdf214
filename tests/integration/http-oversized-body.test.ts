// Issue 23, item 10: a browser-like client streams an oversized body without `Expect: 100-continue`
// and reads the 413, whether the body's length was declared (refused at once) or not (refused when
// the count passes the cap): the server answers, then keeps reading and discarding for a short,
// bounded time before it closes (a lingering close), so no reset wipes the answer.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";

const TOTAL = 12 * 1024 * 1024;

/** Streams `TOTAL` bytes as fast as the socket takes them; resolves with what came back. */
function streamBody(port: number, head: string, chunked: boolean): Promise<{ text: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let error: string | null = null;
    let sent = 0;
    socket.on("data", (data) => (text += data.toString("latin1")));
    socket.on("error", (err: NodeJS.ErrnoException) => (error = err.code ?? String(err)));
    socket.on("close", () => resolve({ text, error }));
    socket.write(`${head}\r\n${chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${TOTAL}`}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 97);
    const frame = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]) : chunk;
    const pump = () => {
      while (sent < TOTAL && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once("drain", pump);
      }
    };
    pump();
    setTimeout(() => socket.destroy(), 15_000).unref();
  });
}

describe.skipIf(!HAS_BUILD)("12 MB streamed without Expect: 100-continue", () => {
  let server: ServerProcess;
  let cookie = "";
  beforeAll(async () => {
    server = await startServer({ RATE_LIMITS: "off" });
    const guest = await fetch(`${server.url}/api/auth/guest`, { method: "POST" });
    cookie = guest.headers.get("Set-Cookie")!.split(";")[0]!;
  }, 60_000);
  afterAll(() => server?.stop());

  const API_WORDS = /Request body too large \(limit 8 MB\)/;
  // A page's photo form gets the scan page with the spec's words (core §5, §8), not a bare text.
  const SCAN_WORDS = /<html[\s\S]*File Too Large: Please select an image smaller than 5MB\./;
  const cases = [
    { door: "POST /api/food-log, length declared", path: "/api/food-log", type: "application/json", chunked: false, words: API_WORDS },
    { door: "POST /api/food-log, chunked", path: "/api/food-log", type: "application/json", chunked: true, words: API_WORDS },
    {
      door: "POST /scan (a page's photo form), length declared",
      path: "/scan",
      type: "multipart/form-data; boundary=x",
      chunked: false,
      words: SCAN_WORDS,
    },
    { door: "POST /scan, chunked", path: "/scan", type: "multipart/form-data; boundary=x", chunked: true, words: SCAN_WORDS },
  ];
  it.each(cases)(
    "$door → 413, read by the client",
    async ({ path, type, chunked, words }) => {
      const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: ${type}\r\nCookie: ${cookie}`;
      const { text, error } = await streamBody(server.port, head, chunked);
      expect(text.split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
      expect(text).toMatch(words);
      expect(error).toBeNull();
    },
    30_000,
  );
});
