import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SESSION_SECRET_FILE, startupWarning } from "./env-schema.server.js";
import { DEVELOPMENT_SESSION_SECRET, parseEnv, secretsOf } from "./env.server";

describe("parseEnv", () => {
  it("gives a fresh clone working defaults", () => {
    expect(parseEnv({})).toMatchObject({ DATABASE_URL: "file:./data/fitplate.db", COOKIE_SECURE: false, NODE_ENV: "development" });
  });
  it("accepts PostgreSQL URLs and reads boolean flags", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://u:p@db/fit", COOKIE_SECURE: "true" })).toMatchObject({ COOKIE_SECURE: true });
  });
  it("names each bad variable", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", SESSION_SECRET: "short" })).toThrow(/DATABASE_URL: .*\n.*SESSION_SECRET/);
  });
});

describe("the HTTP server's variables (same schema)", () => {
  it("reads PORT, HOST and TRUST_PROXY", () => {
    expect(parseEnv({ PORT: "8080", HOST: "127.0.0.1", TRUST_PROXY: "true" })).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      TRUST_PROXY: true,
    });
    expect(() => parseEnv({ PORT: "99999" })).toThrow(/PORT/);
  });
});

describe("APP_URL (issue 23, item 8)", () => {
  it("keeps the origin only, lower-case, and refuses a path, a user or another scheme", () => {
    expect(parseEnv({ APP_URL: "https://FitPlate.example/" }).APP_URL).toBe("https://fitplate.example");
    expect(parseEnv({ APP_URL: "http://localhost:3000" }).APP_URL).toBe("http://localhost:3000");
    expect(parseEnv({ APP_URL: "" }).APP_URL).toBeUndefined();
    for (const bad of ["https://fitplate.example/app", "https://a@fitplate.example", "ftp://fitplate.example", "fitplate.example"])
      expect(() => parseEnv({ APP_URL: bad }), bad).toThrow(/APP_URL/);
  });
  it("unset, gives the one start-up warning that production needs it", () => {
    expect(startupWarning(parseEnv({}))).toMatch(/^APP_URL is not set: .*production needs it/);
    expect(startupWarning(parseEnv({ APP_URL: "https://fitplate.example" }))).toBeNull();
  });
});

describe("ANDROID_ASSET_LINKS (issue 26, item 4)", () => {
  it("reads package=fingerprint pairs, fingerprints in upper case, and refuses anything else", () => {
    const fingerprint = Array(32).fill("ab").join(":");
    expect(
      parseEnv({ ANDROID_ASSET_LINKS: `com.example.fitplate=${fingerprint}, com.example.other=${fingerprint}` }).ANDROID_ASSET_LINKS,
    ).toEqual([
      { packageName: "com.example.fitplate", fingerprint: fingerprint.toUpperCase() },
      { packageName: "com.example.other", fingerprint: fingerprint.toUpperCase() },
    ]);
    expect(parseEnv({ ANDROID_ASSET_LINKS: "" }).ANDROID_ASSET_LINKS).toBeUndefined();
    expect(() => parseEnv({ ANDROID_ASSET_LINKS: "com.example.fitplate=AB:CD" })).toThrow(/ANDROID_ASSET_LINKS\.0: each entry must be/);
    expect(() => parseEnv({ ANDROID_ASSET_LINKS: `fitplate=${fingerprint}` })).toThrow(/ANDROID_ASSET_LINKS/);
  });
});

describe("session secrets (issue 7, item 8)", () => {
  it("takes several comma-separated secrets, newest first, for rotation", () => {
    const env = parseEnv({ SESSION_SECRET: "new-secret-0123456789, old-secret-0123456789" });
    expect(secretsOf(env)).toEqual(["new-secret-0123456789", "old-secret-0123456789"]);
    expect(() => parseEnv({ SESSION_SECRET: "new-secret-0123456789,short" })).toThrow(/SESSION_SECRET: must be at least 16 characters/);
    expect(() => parseEnv({ SESSION_SECRET: " , " })).toThrow(/SESSION_SECRET/);
  });

  it("refuses the public development secret in production, with a message naming the fix", () => {
    expect(() => secretsOf(parseEnv({ NODE_ENV: "production" }))).toThrow(/refused in production: run `npm run setup`/);
    expect(() =>
      secretsOf(parseEnv({ NODE_ENV: "production", SESSION_SECRET: `a-real-secret-0123456789,${DEVELOPMENT_SESSION_SECRET}` })),
    ).toThrow(/refused in production/);
    expect(secretsOf(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "a-real-secret-0123456789" }))).toEqual([
      "a-real-secret-0123456789",
    ]);
    expect(secretsOf(parseEnv({ NODE_ENV: "development" }))).toEqual([DEVELOPMENT_SESSION_SECRET]);
  });

  it("reads the HTTP timeouts and connection limit", () => {
    expect(parseEnv({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 60_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
      HTTP_MAX_CONNECTIONS: 1_000,
    });
    expect(() => parseEnv({ HTTP_HEADERS_TIMEOUT_MS: "90000", HTTP_REQUEST_TIMEOUT_MS: "60000" })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});

describe("setup's secret file", () => {
  it("writes a random secret once, owner-only, and keeps it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fitplate-secret-"));
    const env = { ...process.env, SESSION_SECRET: "" };
    const script = path.resolve("scripts/session-secret.mjs");
    execFileSync(process.execPath, [script], { cwd: dir, env });
    const first = readFileSync(path.join(dir, SESSION_SECRET_FILE), "utf8").trim();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dir, SESSION_SECRET_FILE)).mode & 0o077).toBe(0);
    execFileSync(process.execPath, [script], { cwd: dir, env });
    expect(readFileSync(path.join(dir, SESSION_SECRET_FILE), "utf8").trim()).toBe(first);
  });
});
