// The installable app's files as the production server sends them (docs/decisions/0026-installable-offline-app.md):
// the service worker is revalidated on every load and may control the whole site, the manifest has
// its own content type, and hashed assets stay cached for a year.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtFiles } from "./app.js";
import { DOCUMENT_POLICY_HEADERS, securityHeaders } from "./security.js";

/** A stand-in for a model's WebAssembly: the magic number, then bytes that compress well. */
const WASM = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4096, 7)]);

/** @type {string} */ let folder;
/** @type {string} */ let origin;
/** @type {import("node:http").Server} */ let server;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "fitplate-built-"));
  await mkdir(path.join(folder, "assets"));
  await writeFile(path.join(folder, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  await writeFile(path.join(folder, "manifest.webmanifest"), '{"name":"Fitplate"}\n');
  await writeFile(path.join(folder, "assets", "entry.client-AbC123.js"), "export {};\n");
  // As scripts/compress-assets.ts leaves them: the brotli and gzip copies beside the file.
  await writeFile(path.join(folder, "assets", "entry.client-AbC123.js.br"), brotliCompressSync("export {};\n"));
  await writeFile(path.join(folder, "assets", "entry.client-AbC123.js.gz"), gzipSync("export {};\n"));
  await writeFile(path.join(folder, "assets", "plain-Zz9.js"), "export const plain = 1;\n");
  // A model's WebAssembly, nested as scripts/model-assets.ts copies it, with its compressed copies.
  await mkdir(path.join(folder, "models", "pose", "dist"), { recursive: true });
  const wasm = path.join(folder, "models", "pose", "dist", "solution.wasm");
  await writeFile(wasm, WASM);
  await writeFile(`${wasm}.br`, brotliCompressSync(WASM));
  await writeFile(`${wasm}.gz`, gzipSync(WASM));
  const files = builtFiles(folder);
  const headers = securityHeaders({ dev: false });
  server = createServer((req, res) => {
    /** @type {any} */ (res).locals = {};
    headers(req, res, () =>
      files(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", () => done(undefined)));
  origin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(() => done(undefined)));
  await rm(folder, { recursive: true, force: true });
});

describe("built files", () => {
  it("serves /sw.js with Cache-Control: no-cache and a scope of the whole site", async () => {
    const response = await fetch(`${origin}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("Service-Worker-Allowed")).toBe("/");
    expect(response.headers.get("Content-Type")).toMatch(/^(text|application)\/javascript/);
  });

  it("serves the manifest as application/manifest+json", async () => {
    const response = await fetch(`${origin}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(response.headers.get("Service-Worker-Allowed")).toBeNull();
  });

  it("keeps hashed assets cached for a year", async () => {
    const response = await fetch(`${origin}/assets/entry.client-AbC123.js`);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends hashed scripts without the document policies, which the service worker and anything not found keep", async () => {
    for (const accept of ["br", "identity"]) {
      const { headers } = await rawGet(`${origin}/assets/entry.client-AbC123.js`, accept);
      for (const name of DOCUMENT_POLICY_HEADERS) expect(headers[name.toLowerCase()], `${accept} ${name}`).toBeUndefined();
      expect(headers["x-content-type-options"], accept).toBe("nosniff");
    }
    for (const path of ["/sw.js", "/manifest.webmanifest", "/assets/missing-Zz1.js"]) {
      const { headers } = await rawGet(`${origin}${path}`, "br");
      for (const name of DOCUMENT_POLICY_HEADERS) expect(headers[name.toLowerCase()], `${path} ${name}`).toBeDefined();
    }
  });

  it("sends the compressed copy the client accepts, brotli first, as the file's own type", async () => {
    const url = `${origin}/assets/entry.client-AbC123.js`;
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
      ["identity", null],
    ]) {
      // undici's fetch would decode the body: ask with node:http and read the raw bytes.
      const { headers, body } = await rawGet(url, accept);
      expect(headers["content-encoding"] ?? null, accept).toBe(encoding);
      expect(headers["content-type"], accept).toBe("text/javascript; charset=utf-8");
      expect(headers["vary"], accept).toBe("Accept-Encoding");
      const text = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
      expect(text.toString("utf8"), accept).toBe("export {};\n");
    }
    const plain = await rawGet(`${origin}/assets/plain-Zz9.js`, "gzip, br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe("export const plain = 1;\n");
  });

  it("sends a model's files compressed at build time as their own type, and as they are to a client that takes no encoding", async () => {
    const url = `${origin}/models/pose/dist/solution.wasm`;
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ]) {
      const { headers, body } = await rawGet(url, accept);
      expect(headers["content-encoding"] ?? null, accept).toBe(encoding);
      expect(headers["content-type"], accept).toBe("application/wasm");
      expect(headers["cache-control"], accept).toBe("public, max-age=3600");
      const bytes = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
      expect(bytes.equals(WASM), accept).toBe(true);
    }
  });
});

/** @param {string} url @param {string} acceptEncoding @returns {Promise<{ headers: import("node:http").IncomingHttpHeaders, body: Buffer }>} */
function rawGet(url, acceptEncoding) {
  return new Promise((done, fail) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", fail);
    }).on("error", fail);
  });
}
