import { afterEach, describe, expect, it } from "vitest";
import { sessionSecrets } from "~/env.server";
import { openToken, sealToken } from "./token-box.server";

const original = [...sessionSecrets];
afterEach(() => sessionSecrets.splice(0, sessionSecrets.length, ...original));

describe("tokens at rest", () => {
  it("seals a token so the stored text does not hold it, and opens it again", () => {
    const box = sealToken("access-123");
    expect(box).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(box).not.toContain("access-123");
    expect(sealToken("access-123")).not.toBe(box); // a fresh IV each time
    expect(openToken(box)).toBe("access-123");
  });

  it("opens nothing tampered with, stored in the clear, or sealed under a retired secret", () => {
    const box = sealToken("access-123");
    const [version, iv, sealed, tag] = box.split(".");
    const flipped = Buffer.from(sealed!, "base64url");
    flipped[0]! ^= 1;
    expect(openToken([version, iv, flipped.toString("base64url"), tag].join("."))).toBeNull();
    expect(openToken("access-123")).toBeNull();
    expect(openToken(null)).toBeNull();
    sessionSecrets.splice(0, sessionSecrets.length, "a-brand-new-secret-of-this-server");
    expect(openToken(box)).toBeNull();
  });

  it("keeps opening boxes of the previous secret while it is listed after the new one", () => {
    const box = sealToken("access-123");
    sessionSecrets.unshift("the-next-secret-listed-first");
    expect(openToken(box)).toBe("access-123");
    expect(openToken(sealToken("access-456"))).toBe("access-456");
  });
});
