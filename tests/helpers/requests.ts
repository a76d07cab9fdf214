import { db } from "~/db.server";
import { startGuest } from "~/modules/auth/guest.server";

export const ORIGIN = "http://localhost";

/** A new guest account and the Cookie header that carries its session. */
export async function newGuest(timeZone?: string): Promise<{ userId: number; cookie: string }> {
  const { userId, setCookie } = await startGuest(timeZone);
  return { userId, cookie: setCookie.split(";")[0]! };
}

/** A registered member (a guest upgraded in place, with the address `<tag>-<id>@example.com`) and its session cookie. */
export async function newMember(tag: string, timeZone?: string): Promise<{ userId: number; cookie: string; email: string }> {
  const guest = await newGuest(timeZone);
  const email = `${tag}-${guest.userId}@example.com`;
  await db.user.update({ where: { id: guest.userId }, data: { isGuest: false, email } });
  return { ...guest, email };
}

export function request(
  path: string,
  { method = "GET", cookie, json, body }: { method?: string; cookie?: string; json?: unknown; body?: string } = {},
): Request {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : body,
  });
}

/** A screen form's POST (urlencoded), with the session cookie when given. */
export function formPost(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

/** What /registration and POST /api/auth/register take, for `email`. */
export const registrationDetails = (email: string) => ({
  firstName: "Sam",
  lastName: "Lee",
  email,
  countryCode: "+44",
  phoneNumber: "7700900123",
  agreeToTerms: true,
});

/** Runs a loader/action and returns its Response, whether it returned or threw one. */
export async function respond(run: () => Promise<unknown> | unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    return Response.json(result);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Like `respond`, for screen actions too: Remix's `data()` (status and headers in `init`) becomes a JSON Response. */
export function respondPage(run: () => Promise<unknown>): Promise<Response> {
  return respond(async () => {
    const value = await run();
    if (value && typeof value === "object" && "init" in value && "data" in value) {
      const { data, init } = value as { data: unknown; init?: ResponseInit };
      return Response.json(data, init ?? undefined);
    }
    return value;
  });
}

/**
 * The rate limits count in fixed windows (docs/throttles.md): a sequence that crossed a minute
 * boundary would start a fresh window half-way. Waits, when needed, so that at least `marginMs`
 * are left before the next boundary.
 */
export async function clearOfWindowEdge(marginMs = 15_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
