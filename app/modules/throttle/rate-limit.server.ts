import { db, type Tx } from "~/db.server";
import { env } from "~/env.server";
import { DomainError } from "~/modules/errors";
import { GUESTS_PER_IP, WRITES_PER_IP, WRITES_PER_USER, type Limit } from "./limits";
import { tooManyRequests } from "./wait-words";

/** The client address when nobody told the app (no proxy trusted, no server context). */
export const UNKNOWN_IP = "unknown";

/**
 * Counts one hit of `key` in the current fixed window of `windowSeconds` and throws a 429
 * DomainError (with `retryAfter`, the seconds until the window ends) once the count passes `limit`.
 * One atomic upsert-increment per hit (INSERT … ON CONFLICT DO UPDATE … RETURNING, the same SQL on
 * SQLite and PostgreSQL), so parallel hits on several app servers are all counted. Counted in
 * `client` when it is a transaction, a refused hit is rolled back with it.
 */
export async function checkRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
  client: Tx | typeof db = db,
): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const rows = await client.$queryRaw<{ count: number | bigint }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count", "expiresAt") VALUES (${key}, ${windowStart}, 1, ${windowEnd})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimit"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 0);
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    throw new DomainError(429, tooManyRequests(retryAfter), retryAfter);
  }
  return count;
}

/** Per-IP limits apply only when the address is known: "unknown" would throttle everyone together. */
const knownIp = (ip: string) => ip !== UNKNOWN_IP && ip !== "";

const enforced = env.RATE_LIMITS === "on";

/** Before creating a guest account: GUESTS_PER_IP. */
export async function checkGuestCreation(ip: string, now = Date.now()): Promise<void> {
  if (enforced && knownIp(ip)) await checkRateLimit(`guest:ip:${ip}`, GUESTS_PER_IP.limit, GUESTS_PER_IP.windowSeconds, now);
}

/** Before any write: WRITES_PER_USER for the signed-in user, WRITES_PER_IP for the address. */
export async function checkWrite({ ip, userId }: { ip: string; userId: number | null }, now = Date.now()): Promise<void> {
  if (!enforced) return;
  if (userId !== null) await checkRateLimit(`write:user:${userId}`, WRITES_PER_USER.limit, WRITES_PER_USER.windowSeconds, now);
  if (knownIp(ip)) await checkRateLimit(`write:ip:${ip}`, WRITES_PER_IP.limit, WRITES_PER_IP.windowSeconds, now);
}

/**
 * Before an action that costs or reaches someone outside (e.g. a WhatsApp test): `perUser` always,
 * whatever RATE_LIMITS says; `perIp` like the other per-IP limits (a known address, RATE_LIMITS on:
 * browser tests share 127.0.0.1).
 */
export async function checkOutboundAction(
  action: string,
  { ip, userId }: { ip: string; userId: number },
  { perUser, perIp }: { perUser: Limit; perIp: Limit },
  now = Date.now(),
): Promise<void> {
  await checkRateLimit(`${action}:user:${userId}`, perUser.limit, perUser.windowSeconds, now);
  await checkIpLimit(action, ip, perIp, db, now);
}

/**
 * A per-IP limit of `action` (key `<action>:ip:<ip>`), like the others: RATE_LIMITS on and a known
 * address only; counted in `client` (see checkRateLimit).
 */
export async function checkIpLimit(
  action: string,
  ip: string,
  { limit, windowSeconds }: Limit,
  client: Tx | typeof db = db,
  now = Date.now(),
): Promise<void> {
  if (enforced && knownIp(ip)) await checkRateLimit(`${action}:ip:${ip}`, limit, windowSeconds, now, client);
}
