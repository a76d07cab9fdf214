// The production server end to end (issue 7, items 2, 3, 5, 8 and 10): `node server.js` on the
// test database, spoken to over real sockets. Skipped, with a warning, when there is no build.
import { createCookie } from "@remix-run/node";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, statuses, streamChunked } from "../../server/test-helpers.js";
import { newGuest } from "../helpers/requests";
import { HAS_BUILD, rssBytes, runServerUntilExit, startServer, type ServerProcess } from "../helpers/server-process";

const NEW_SECRET = "a-brand-new-secret-for-http-tests";
// tests/setup/env.ts signs the in-process cookies with this one: the server still accepts it (rotation).
const OLD_SECRET = process.env.SESSION_SECRET!;

let server: ServerProcess;

describe.skipIf(!HAS_BUILD)("the production server", () => {
  beforeAll(async () => {
    server = await startServer({ SESSION_SECRET: `${NEW_SECRET},${OLD_SECRET}`, COOKIE_SECURE: "true" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("methods, Host and page bodies (item 5)", () => {
    it("answers TRACE with 405 and an Allow header, an unknown method with 501", async () => {
      const trace = await fetch(`${server.url}/`, { method: "TRACE" }).catch(() => null);
      // fetch refuses to send TRACE: speak raw HTTP.
      expect(trace).toBeNull();
      const { text } = await exchange(server.port, [
        "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nPROPFIND /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      ]);
      expect(statuses(text)).toEqual([405, 501]);
      expect(text).toMatch(/Allow: GET, HEAD, POST, PUT, PATCH, DELETE/);
    });

    it("refuses a write whose Origin is this host over the other scheme (HTTPS-only cookies: the public scheme is https)", async () => {
      const post = (origin: string) => fetch(`${server.url}/api/session`, { method: "POST", headers: { Origin: origin } });
      const plain = await post(`http://127.0.0.1:${server.port}`);
      expect(plain.status).toBe(403);
      expect(await plain.json()).toEqual({ error: "Cross-origin request refused" });
      expect((await post(`https://127.0.0.1:${server.port}`)).status).not.toBe(403);
    });

    it("answers any unknown /api path with the JSON 404, encoded line breaks and controls included, never the HTML page", async () => {
      for (const path of ["/api/a%0Ab", "/api/a%0Db", "/api/%E2%80%A8", "/api/a%00b", "/api/x/y%0A", "/api/nope"]) {
        for (const method of ["GET", "POST"]) {
          const response = await fetch(`${server.url}${path}`, { method });
          expect(response.status, `${method} ${path}`).toBe(404);
          expect(response.headers.get("Content-Type"), `${method} ${path}`).toMatch(/^application\/json/);
          expect(await response.json()).toEqual({ error: "Not found" });
        }
      }
    });

    it("renders /api/docs without Markdown backticks: code spans are <code>", async () => {
      const page = await (await fetch(`${server.url}/api/docs`)).text();
      const text = page.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, "");
      expect(text).toContain("Idempotency-Key");
      expect(text).not.toContain("`");
      expect(page).toMatch(/<code[^>]*>POST \/api\/auth\/guest<\/code>/);
    });

    it("answers an invalid Host with 400", async () => {
      for (const host of ["bad host!", "exa mple.test", "a:b:c", "x".repeat(300), "<script>"]) {
        const { text } = await exchange(server.port, [`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`]);
        expect(statuses(text), host).toEqual([400]);
      }
    });

    it("answers a page form sent JSON or text with 415, not 500", async () => {
      for (const type of ["application/json", "text/plain", "application/xml"]) {
        const response = await fetch(`${server.url}/?index`, {
          method: "POST",
          headers: { "Content-Type": type },
          body: '{"intent":"start"}',
        });
        expect(response.status, type).toBe(415);
      }
    });
  });

  describe("body cap as the body streams (item 2)", () => {
    it("refuses a chunked 1 GB page form early with 413, memory staying low", async () => {
      const result = await streamChunked(
        server.port,
        "POST /?index HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded",
        1024 * 1024 * 1024,
      );
      expect(statuses(result.text)).toEqual([413]);
      expect(result.text).toContain("Request body too large (limit 8 MB)");
      expect(result.sentBytes).toBeLessThan(128 * 1024 * 1024);
      expect(rssBytes(server.pid)).toBeLessThan(300 * 1024 * 1024);
    });

    it("answers an over-cap chunked /api body of a signed-in caller with 413 {error}", async () => {
      const { cookie } = await newGuest();
      const result = await streamChunked(
        server.port,
        `POST /api/food-log HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/json`,
        64 * 1024 * 1024,
      );
      expect(statuses(result.text)).toEqual([413]);
      expect(result.text).toContain('{"error":"Request body too large (limit 8 MB)"}');
    });

    it("serves the next request on a keep-alive connection after a 200 kB POST to an unknown /api path", async () => {
      const body = "x".repeat(200 * 1024);
      const { text, error } = await exchange(server.port, [
        `POST /api/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        "GET /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      ]);
      expect(error).toBeNull();
      expect(statuses(text)).toEqual([404, 401]);
    });
  });

  describe("headers (item 10)", () => {
    it("sends HSTS when COOKIE_SECURE=true, and no-store on pages and personal /api answers", async () => {
      const { cookie } = await newGuest();
      const page = await fetch(`${server.url}/`, { headers: { Cookie: cookie } });
      expect(page.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      for (const path of ["/api/session", "/api/foods?search=banana", "/api/foods/recent", "/api/nowhere"]) {
        const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
        expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      }
    });

    it("keeps the long cache of fingerprinted assets and the public catalogue's", async () => {
      const asset = readdirSync("build/client/assets").find((name) => name.endsWith(".js"))!;
      const response = await fetch(`${server.url}/assets/${asset}`);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const exercises = await fetch(`${server.url}/api/exercises`);
      expect(exercises.headers.get("Cache-Control")).toBe("public, max-age=300");
    });
  });

  describe("secrets and cookies (item 8)", () => {
    it("accepts a session signed with the previous secret while it is still listed (rotation)", async () => {
      const { userId, cookie } = await newGuest();
      const response = await fetch(`${server.url}/api/session`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { id: userId } });
    });

    it("treats a session cookie with a non-string id, even correctly signed, as not signed in", async () => {
      const forged = [createCookie("__session", { secrets: [NEW_SECRET] }), createCookie("__session", { secrets: [OLD_SECRET] })];
      for (const [index, id] of [{ $ne: null }, 1, ["a"], null, "short", "x".repeat(500)].entries()) {
        const cookie = (await forged[index % 2]!.serialize(id)).split(";")[0]!;
        const response = await fetch(`${server.url}/api/session`, { headers: { Cookie: cookie } });
        expect(response.status, JSON.stringify(id)).toBe(401);
        const page = await fetch(`${server.url}/`, { headers: { Cookie: cookie } });
        expect(page.status, JSON.stringify(id)).toBe(200);
      }
    });

    it("refuses to start in production on the public development secret", async () => {
      const { code, output } = await runServerUntilExit({
        NODE_ENV: "production",
        SESSION_SECRET: "dev-only-secret-change-me-in-production",
        PORT: "1",
      });
      expect(code).toBe(1);
      expect(output).toMatch(/SESSION_SECRET is the public development value, refused in production/);
      expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    });
  });
});
