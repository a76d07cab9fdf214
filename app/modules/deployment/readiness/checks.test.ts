// The readiness checks of /deployment-status against a real HTTP server serving a temporary folder:
// each turns green with the right files and red when one really fails (no icons, a wrong size…).
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import serveStatic from "serve-static";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assetLinkStatements } from "../asset-links";
import { checkAssetLinks } from "./asset-links";
import { checkDatabase } from "./database";
import { checkHttps } from "./https";
import { checkManifest } from "./manifest";
import { checkServiceWorker } from "./service-worker";
import { siteAt, type Site } from "./site";
import { checkStoreImages } from "./store-images.server";

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, "0").toUpperCase()).join(":");
const manifest = {
  name: "Fitplate",
  short_name: "Fitplate",
  start_url: "/",
  display: "standalone",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
  ],
};

let folder: string;
let server: Server;
let site: Site;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 80 } } })
    .png()
    .toBuffer();
const write = (file: string, content: string | Buffer) => {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), content);
};

/** A deployment with everything in place. */
async function completeDeployment() {
  rmSync(folder, { recursive: true, force: true });
  write("manifest.webmanifest", JSON.stringify(manifest));
  write("sw.js", "self.addEventListener('fetch', () => {});");
  write("icons/icon-512.png", await png(512, 512));
  write("icons/feature-graphic-1024x500.png", await png(1024, 500));
  write(
    ".well-known/assetlinks.json",
    JSON.stringify(assetLinkStatements([{ packageName: "com.example.fitplate", fingerprint: FINGERPRINT }])),
  );
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "fitplate-readiness-"));
  const files = serveStatic(folder, { dotfiles: "allow" });
  server = createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end("Not Found");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site = siteAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
beforeEach(completeDeployment);
afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("each check is green on a complete deployment", () => {
  it.each([
    ["manifest", () => checkManifest(site)],
    ["service worker", () => checkServiceWorker(site)],
    ["store images", () => checkStoreImages(site)],
    ["asset links", () => checkAssetLinks(site, [{ packageName: "com.example.fitplate", fingerprint: FINGERPRINT }])],
  ])("%s", async (_, check) => {
    const result = await check();
    expect(result.state, result.detail).toBe("pass");
  });
});

describe("a check turns red when it really fails", () => {
  it("no icons", async () => {
    rmSync(path.join(folder, "icons"), { recursive: true });
    const result = await checkStoreImages(site);
    expect(result.state).toBe("fail");
    expect(result.detail).toBe("/icons/icon-512.png answers 404; /icons/feature-graphic-1024x500.png answers 404");
  });

  it("a feature graphic of the wrong size, or an icon that is not an image", async () => {
    write("icons/feature-graphic-1024x500.png", await png(1000, 500));
    write("icons/icon-512.png", "not an image");
    expect((await checkStoreImages(site)).detail).toBe(
      "/icons/icon-512.png is not a PNG or JPEG image; /icons/feature-graphic-1024x500.png is 1000x500, not 1024x500",
    );
  });

  it("no manifest, a manifest that is not JSON, or one without the 512 px icon or a standalone display", async () => {
    unlinkSync(path.join(folder, "manifest.webmanifest"));
    expect(await checkManifest(site)).toMatchObject({ state: "fail", detail: "/manifest.webmanifest answers 404" });
    write("manifest.webmanifest", "{");
    expect(await checkManifest(site)).toMatchObject({ state: "fail", detail: "/manifest.webmanifest is not JSON" });
    write("manifest.webmanifest", JSON.stringify({ ...manifest, display: "browser", icons: manifest.icons.slice(0, 1) }));
    const result = await checkManifest(site);
    expect(result.state).toBe("fail");
    expect(result.detail).toContain("display must be standalone, fullscreen or minimal-ui");
  });

  it("a manifest without its 512 px icon", async () => {
    write("manifest.webmanifest", JSON.stringify({ ...manifest, icons: manifest.icons.slice(0, 1) }));
    expect(await checkManifest(site)).toMatchObject({ state: "fail", detail: "icons must include a 192x192 and a 512x512 icon" });
  });

  it("no service worker, or one not served as JavaScript", async () => {
    unlinkSync(path.join(folder, "sw.js"));
    expect(await checkServiceWorker(site)).toMatchObject({ state: "fail", detail: "/sw.js answers 404" });
    const textSite: Site = { get: async () => ({ status: 200, contentType: "text/html", body: Buffer.from("<html>") }) };
    expect(await checkServiceWorker(textSite)).toMatchObject({ state: "fail", detail: "/sw.js is served as text/html, not JavaScript" });
  });

  it("asset links: a to-do while unset; red when not served or for another key", async () => {
    expect((await checkAssetLinks(site, undefined)).state).toBe("todo");
    const other = [{ packageName: "com.example.fitplate", fingerprint: FINGERPRINT.replace(/^00/, "FF") }];
    expect(await checkAssetLinks(site, other)).toMatchObject({
      state: "fail",
      detail: "/.well-known/assetlinks.json does not list com.example.fitplate with its fingerprint",
    });
    rmSync(path.join(folder, ".well-known"), { recursive: true });
    expect((await checkAssetLinks(site, other)).detail).toBe("/.well-known/assetlinks.json answers 404");
  });

  it("no site at all: no public address, or nobody answering", async () => {
    expect(await checkManifest(siteAt(null))).toMatchObject({ state: "fail", detail: "the public address is unknown: set APP_URL" });
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expect((await checkServiceWorker(siteAt(`http://127.0.0.1:${closed}`))).detail).toMatch(
      /^no answer from http:\/\/127\.0\.0\.1:\d+\/sw\.js/,
    );
  });

  it("the database", async () => {
    expect((await checkDatabase(() => Promise.resolve(1))).state).toBe("pass");
    expect(await checkDatabase(() => Promise.reject(new Error("ECONNREFUSED")))).toMatchObject({ state: "fail", detail: "Not reachable" });
  });
});

describe("HTTPS", () => {
  it.each([
    [{ COOKIE_SECURE: true }, "fail", "APP_URL is not set: set it to the public https:// origin"],
    [{ APP_URL: "http://fitplate.example", COOKIE_SECURE: true }, "fail", "APP_URL is http://fitplate.example: a store app needs https://"],
    [
      { APP_URL: "https://fitplate.example", COOKIE_SECURE: false },
      "fail",
      "COOKIE_SECURE is false: set it to true so cookies only travel over HTTPS",
    ],
    [{ APP_URL: "https://fitplate.example", COOKIE_SECURE: true }, "pass", "https://fitplate.example, Secure cookies and HSTS"],
  ])("%o → %s", (env, state, detail) => {
    expect(checkHttps(env)).toMatchObject({ state, detail });
  });
});

describe("asset link statements", () => {
  it("one statement per package, each fingerprint once", () => {
    const other = FINGERPRINT.replace(/^00/, "FF");
    expect(
      assetLinkStatements([
        { packageName: "com.example.fitplate", fingerprint: FINGERPRINT },
        { packageName: "com.example.fitplate", fingerprint: other },
        { packageName: "com.example.fitplate", fingerprint: FINGERPRINT },
      ]),
    ).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: { namespace: "android_app", package_name: "com.example.fitplate", sha256_cert_fingerprints: [FINGERPRINT, other] },
      },
    ]);
  });
});
