import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { lockRow } from "~/modules/row-lock.server";
import { TextSchema } from "~/modules/text-schema";
import { IdSchema, validate } from "~/modules/validate";

// Personal API tokens (issue 12): `Authorization: Bearer fp_…` on any /api route, with the same
// per-user checks as the session cookie. Only a SHA-256 of the token is stored (it is 192 random
// bits, so a fast hash is enough); it is shown once, when created.

const MAX_TOKENS = 10;
const TOKEN_SHAPE = /^fp_[A-Za-z0-9_-]{32}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const TokenNameInput = z.object({ name: TextSchema({ label: "Name", max: 60 }) });

type ApiTokenRow = { id: number; name: string; createdAt: Date; lastUsedAt: Date | null };

export async function listApiTokens(userId: number): Promise<ApiTokenRow[]> {
  return db.apiToken.findMany({
    where: { userId, revokedAt: null },
    orderBy: { id: "desc" },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
  });
}

/** A new token for a member (guests have no account to call the API as); the plain token is in the answer only. */
export async function createApiToken(userId: number, rawInput: unknown): Promise<{ id: number; name: string; token: string }> {
  const { name } = validate(TokenNameInput, rawInput);
  const user = await db.user.findUnique({ where: { id: userId }, select: { isGuest: true } });
  if (!user || user.isGuest) throw new DomainError(403, "Register first: API tokens are for members");
  const token = `fp_${randomBytes(24).toString("base64url")}`;
  // Counted and created with the member's row locked: parallel creates take turns, so the cap holds.
  const row = await db.$transaction(async (tx) => {
    await lockRow(tx, "User", userId);
    if ((await tx.apiToken.count({ where: { userId, revokedAt: null } })) >= MAX_TOKENS) {
      throw new DomainError(409, `At most ${MAX_TOKENS} tokens: revoke one first`);
    }
    return tx.apiToken.create({ data: { userId, name, tokenHash: hashOf(token) }, select: { id: true, name: true } });
  });
  return { ...row, token };
}

export async function revokeApiToken(userId: number, rawTokenId: unknown): Promise<{ id: number }> {
  const id = validate(IdSchema("Token id"), rawTokenId);
  const { count } = await db.apiToken.updateMany({ where: { id, userId, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count === 0) throw new DomainError(404, "Token not found");
  return { id };
}

/**
 * The user a Bearer token belongs to: null when the header is absent, "invalid" when a token was
 * sent but is malformed, unknown or revoked (the door answers 401).
 */
export async function userOfBearer(request: Request): Promise<number | null | "invalid"> {
  const header = request.headers.get("Authorization");
  if (!header) return null;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token || !TOKEN_SHAPE.test(token)) return "invalid";
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashOf(token) },
    select: { id: true, userId: true, revokedAt: true, lastUsedAt: true },
  });
  if (!row || row.revokedAt) return "invalid";
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > 60_000) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  return row.userId;
}
