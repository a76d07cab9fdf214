import { createHash, randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type Cookie } from "@remix-run/node";
import { db } from "~/db.server";
import { column, readRow, typedRead } from "~/db-read.server";
import { env, sessionSecrets } from "~/env.server";
import { isKioskRequest } from "./kiosk.server";

export const SESSION_DAYS = 365;

const LIVE_SESSION = typedRead({
  name: "a session not yet expired",
  sql: `SELECT "data", "kiosk" FROM "Session" WHERE "id" = $1 AND "expiresAt" > $2`,
  params: ["sessionId", "now"],
  columns: { data: column("Session", "data"), kiosk: column("Session", "kiosk") },
});

type SessionData = { userId?: number; kiosk?: boolean; userAgent?: string };

/** A kiosk session ends after this long without a request (issue 12: a shared gym screen). */
export const KIOSK_IDLE_MS = 2 * 60 * 1000;

/** Cookie headers remembered at most, and the longest one remembered (others are verified each time). */
const MAX_VERIFIED_HEADERS = 2000;
const MAX_REMEMBERED_HEADER_CHARS = 2048;

/**
 * The cookie with its verified session ids remembered by Cookie header: parsing the header and
 * checking the HMAC signature is the same work with the same answer on every request of a session
 * (docs/performance.md, part 4). Only ids that passed the signature check are remembered, so a
 * forged cookie is checked (and refused) every time; the Session row is still read every time.
 */
export function rememberVerified(cookie: Cookie, maxHeaders = MAX_VERIFIED_HEADERS): Cookie {
  const verified = new Map<string, string>();
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    async parse(header, options) {
      if (!header || options !== undefined || header.length > MAX_REMEMBERED_HEADER_CHARS) return cookie.parse(header, options);
      const known = verified.get(header);
      if (known !== undefined) return known;
      const value: unknown = await cookie.parse(header);
      if (typeof value === "string" && value !== "") {
        if (verified.size >= maxHeaders) verified.clear();
        verified.set(header, value);
      }
      return value;
    },
  };
}

const sessionCookie = rememberVerified(
  createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.COOKIE_SECURE,
    path: "/",
    maxAge: SESSION_DAYS * 24 * 60 * 60,
    secrets: sessionSecrets,
  }),
);

// A cookie is untrusted input even when its signature holds (a leaked or old secret): the id must
// look like one createData makes (24 random bytes, base64url) before it reaches the database.
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

function isSessionId(id: unknown): id is string {
  return typeof id === "string" && SESSION_ID.test(id);
}

function defaultExpiry(): Date {
  return new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
}

/** Sessions live in the Session table, so any app server can read any session. */
const sessionStorage = createSessionStorage<SessionData>({
  cookie: sessionCookie,
  async createData(data, expires) {
    const id = randomBytes(24).toString("base64url");
    // Expired rows go when new ones come, so the table does not grow without bound.
    await db.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    const kiosk = data.kiosk === true;
    await db.session.create({
      data: {
        id,
        userId: data.userId ?? null,
        data: JSON.stringify({ userId: data.userId }),
        kiosk,
        userAgent: data.userAgent?.slice(0, 200) ?? null,
        expiresAt: kiosk ? new Date(Date.now() + KIOSK_IDLE_MS) : (expires ?? defaultExpiry()),
      },
    });
    return id;
  },
  async readData(id) {
    if (!isSessionId(id)) return null;
    // Read on every request: plain SQL with a prepared statement (app/db-read.server.ts).
    const now = new Date();
    const row = await readRow(LIVE_SESSION, { sessionId: id, now });
    if (!row) return null;
    // A kiosk session's 2 minutes start again with every request (server-enforced idle sign-out).
    if (row.kiosk) await db.session.updateMany({ where: { id }, data: { expiresAt: new Date(now.getTime() + KIOSK_IDLE_MS) } });
    try {
      const data = JSON.parse(row.data) as unknown;
      return data && typeof data === "object" ? (data as SessionData) : null;
    } catch {
      return null;
    }
  },
  async updateData(id, data, expires) {
    if (!isSessionId(id)) return;
    const stored = JSON.stringify({ userId: data.userId });
    await db.session.upsert({
      where: { id },
      create: { id, userId: data.userId ?? null, data: stored, expiresAt: expires ?? defaultExpiry() },
      update: { userId: data.userId ?? null, data: stored },
    });
  },
  async deleteData(id) {
    if (!isSessionId(id)) return;
    await db.session.deleteMany({ where: { id } });
  },
});

export async function getSessionUserId(request: Request): Promise<number | null> {
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  const userId: unknown = session.get("userId");
  return typeof userId === "number" && Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}

type SessionOptions = { kiosk?: boolean; userAgent?: string | null };

/**
 * Starts a session for a user; returns the Set-Cookie header value. A kiosk session's cookie has
 * no Max-Age (the browser drops it when it closes) and its row expires after KIOSK_IDLE_MS idle.
 */
export async function startSession(userId: number, { kiosk = false, userAgent }: SessionOptions = {}): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set("userId", userId);
  if (kiosk) session.set("kiosk", true);
  if (userAgent) session.set("userAgent", userAgent);
  return sessionStorage.commitSession(session, kiosk ? { maxAge: undefined } : undefined);
}

/**
 * Signing in: the current session (a guest's, say) ends and a new one starts with a new id, so a
 * session id seen before signing in is worth nothing after; on a kiosk screen it is a kiosk session
 * whichever door signed in. Returns the Set-Cookie header value.
 */
export async function rotateSession(request: Request, userId: number, { kiosk = false }: { kiosk?: boolean } = {}): Promise<string> {
  const current = await sessionStorage.getSession(request.headers.get("Cookie"));
  if (current.id) await sessionStorage.destroySession(current);
  return startSession(userId, { kiosk: kiosk || isKioskRequest(request), userAgent: request.headers.get("User-Agent") });
}

/** Whether the request carried a session cookie at all (signed in now or not): an expired kiosk session leaves one. */
export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)__session=[^;]/.test(request.headers.get("Cookie") ?? "");
}

/** The id of the request's session (for "this device" in the sessions list), or null. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  return session.id || null;
}

export type SessionRow = { id: string; ref: string; kiosk: boolean; userAgent: string | null; createdAt: Date; current: boolean };

/** What a page may show of a session to sign it out: a hash of its id (the id itself signs in). */
const sessionRef = (id: string) => createHash("sha256").update(id).digest("base64url").slice(0, 22);

/** The member's live sessions, newest first (ids are never shown, only compared; `ref` names one). */
export async function listSessions(userId: number, currentId: string | null): Promise<SessionRow[]> {
  const rows = await db.session.findMany({
    where: { userId, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, kiosk: true, userAgent: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, ref: sessionRef(row.id), current: row.id === currentId }));
}

/** Signs one of the member's sessions out by its `ref`; returns whether it was the request's own (null: no such session of theirs). */
export async function endSessionByRef(request: Request, userId: number, ref: string): Promise<"this" | "other" | null> {
  const currentId = await currentSessionId(request);
  const target = (await listSessions(userId, currentId)).find((row) => row.ref === ref);
  if (!target) return null;
  await db.session.deleteMany({ where: { id: target.id, userId } });
  return target.current ? "this" : "other";
}

/** "Sign out everywhere": every session of the user ends, this one included. */
export async function endAllSessions(userId: number): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId } });
  return count;
}

/** Signing out: the session row is deleted; returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const current = await sessionStorage.getSession(request.headers.get("Cookie"));
  return sessionStorage.destroySession(current);
}
