import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

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
