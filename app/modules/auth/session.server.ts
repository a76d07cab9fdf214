import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage } from "@remix-run/node";
import { db } from "~/db.server";
import { readRow } from "~/db-read.server";
import { env, sessionSecrets } from "~/env.server";

const SESSION_DAYS = 365;

type SessionData = { userId?: number };

const sessionCookie = createCookie("__session", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.COOKIE_SECURE,
  path: "/",
  maxAge: SESSION_DAYS * 24 * 60 * 60,
  secrets: sessionSecrets,
});

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
export const sessionStorage = createSessionStorage<SessionData>({
  cookie: sessionCookie,
  async createData(data, expires) {
    const id = randomBytes(24).toString("base64url");
    // Expired rows go when new ones come, so the table does not grow without bound.
    await db.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    await db.session.create({
      data: { id, userId: data.userId ?? null, data: JSON.stringify(data), expiresAt: expires ?? defaultExpiry() },
    });
    return id;
  },
  async readData(id) {
    if (!isSessionId(id)) return null;
    // Read on every request: plain SQL with a prepared statement (app/db-read.server.ts).
    const row = await readRow<{ data: string }>(`SELECT "data" FROM "Session" WHERE "id" = $1 AND "expiresAt" > $2`, [id, new Date()]);
    if (!row) return null;
    try {
      const data = JSON.parse(row.data) as unknown;
      return data && typeof data === "object" ? (data as SessionData) : null;
    } catch {
      return null;
    }
  },
  async updateData(id, data, expires) {
    if (!isSessionId(id)) return;
    await db.session.upsert({
      where: { id },
      create: { id, userId: data.userId ?? null, data: JSON.stringify(data), expiresAt: expires ?? defaultExpiry() },
      update: { userId: data.userId ?? null, data: JSON.stringify(data), expiresAt: expires ?? defaultExpiry() },
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

/** Starts a session for a user; returns the Set-Cookie header value. */
export async function startSession(userId: number): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set("userId", userId);
  return sessionStorage.commitSession(session);
}

/**
 * Signing in: the current session (a guest's, say) ends and a new one starts with a new id, so a
 * session id seen before signing in is worth nothing after. Returns the Set-Cookie header value.
 */
export async function rotateSession(request: Request, userId: number): Promise<string> {
  const current = await sessionStorage.getSession(request.headers.get("Cookie"));
  if (current.id) await sessionStorage.destroySession(current);
  return startSession(userId);
}

/** Signing out: the session row is deleted; returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const current = await sessionStorage.getSession(request.headers.get("Cookie"));
  return sessionStorage.destroySession(current);
}
