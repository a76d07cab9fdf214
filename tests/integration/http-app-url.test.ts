// Issue 23, item 8, through `node server.js`: with APP_URL set, a request for another Host gets 400
// before anything builds a URL from it; unset, a local run keeps working and the server says once
// that production needs APP_URL. Skipped, with a warning, when there is no build.
import { afterEach, describe, expect, it } from "vitest";
import { exchange, statuses } from "../../server/test-helpers.js";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";

const WARNING = "APP_URL is not set";
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The status and body of one raw GET with this Host header (fetch cannot set Host). */
async function getWithHost(port: number, path: string, host: string) {
  const { text } = await exchange(port, [`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`], { waitMs: 5000 });
  return { status: statuses(text)[0], body: text.slice(text.indexOf("\r\n\r\n") + 4) };
}

describe.skipIf(!HAS_BUILD)("APP_URL and the Host header", () => {
  it("set: any other Host gets 400, its own is served, and no warning is logged", async () => {
    server = await startServer({ APP_URL: "https://fitplate.example" });
    const evil = await getWithHost(server.port, "/premium", "evil.test");
    expect(evil.status).toBe(400);
    expect(JSON.parse(evil.body)).toEqual({ error: "Unknown Host: this server answers for fitplate.example only" });
    expect((await getWithHost(server.port, "/premium", `127.0.0.1:${server.port}`)).status).toBe(400);
    expect((await getWithHost(server.port, "/premium", "fitplate.example")).status).toBe(200);
    expect(server.output()).not.toContain(WARNING);
  }, 60_000);

  it("unset: localhost and 127.0.0.1 work as before, and the warning is logged once, not once per worker", async () => {
    server = await startServer({ WEB_CONCURRENCY: "2" }, { readyWithinMs: 60_000 });
    for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`])
      expect((await getWithHost(server.port, "/premium", host)).status, host).toBe(200);
    expect(server.output().split(WARNING).length - 1).toBe(1);
  }, 90_000);
});
