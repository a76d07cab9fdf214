import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sessionSecrets } from "~/env.server";

// OAuth2 tokens at rest (ADR 0030): AES-256-GCM, with a key derived by HKDF-SHA256 from the
// server's SESSION_SECRET, so a copy of the database alone (a backup, a leaked dump) does not hand
// out the members' Withings or Oura accounts. Every secret of a rotation list opens what it sealed;
// the newest seals. A box none of them opens reads as null: the member reconnects.

const VERSION = "v1";
const IV_BYTES = 12;

const keyOf = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "fitplate", "integration-tokens", 32));

/** "v1.<iv>.<ciphertext>.<tag>", each base64url. */
export function sealToken(token: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(sessionSecrets[0]!), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The token a box holds, or null when it is not one of ours (another secret, tampered, stored in the clear). */
export function openToken(box: string | null): string | null {
  const [version, iv, sealed, tag] = (box ?? "").split(".");
  if (version !== VERSION || !iv || !sealed || !tag) return null;
  for (const secret of sessionSecrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      // sealed with another secret of the list, or not at all: try the next
    }
  }
  return null;
}
