import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFetch } from "./api-fetch";

// A local stand-in answering the shapes the real API can give.
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/json-error") return res.writeHead(400, { "Content-Type": "application/json" }).end('{"error":"Bad grams"}');
    if (req.url === "/text-error") return res.writeHead(502).end("Upstream down");
    if (req.url === "/empty-error") return res.writeHead(503, "Service Unavailable").end();
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () =>
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ method: req.method, contentType: req.headers["content-type"] ?? null, body })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiFetch", () => {
  it("sends JSON with its content type and returns the parsed answer", async () => {
    expect(await apiFetch("POST", `${base}/ok`, { a: 1 })).toEqual({ method: "POST", contentType: "application/json", body: '{"a":1}' });
  });
  it("turns failures into 'status: message' from the JSON error, the text, or the status text", async () => {
    await expect(apiFetch("GET", `${base}/json-error`)).rejects.toThrow("400: Bad grams");
    await expect(apiFetch("GET", `${base}/text-error`)).rejects.toThrow("502: Upstream down");
    await expect(apiFetch("GET", `${base}/empty-error`)).rejects.toThrow("503: Service Unavailable");
  });
});
