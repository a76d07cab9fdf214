// Issue 12: kiosk sessions (browser-session cookie, 2 idle minutes on the server, Done), the
// sessions list with "sign out everywhere", and personal API tokens.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createApiToken } from "~/modules/auth/api-tokens.server";
import { getSessionUserId, KIOSK_IDLE_MS, listSessions, rotateSession, startSession } from "~/modules/auth/session.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { action as kioskAction } from "~/routes/kiosk";
import { loader as session } from "~/routes/api.session";
import { action as guestAction } from "~/routes/api.auth.guest";
import { loader as userLoader } from "~/routes/api.user.$userId";
import { loader as rootLoader } from "~/root";
import { takeToast } from "~/http/toast.server";
import { newGuest, ORIGIN, request, respond } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

async function member() {
  const guest = await newGuest();
  await db.user.update({ where: { id: guest.userId }, data: { isGuest: false, email: `m-${guest.userId}@example.com` } });
  return guest;
}

const withCookie = (cookie: string, path = "/") => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });

describe("kiosk sessions", () => {
  it("have a cookie without Max-Age, end after 2 idle minutes, and each request restarts the clock", async () => {
    const { userId } = await member();
    const setCookie = await rotateSession(new Request(ORIGIN), userId, { kiosk: true });
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const cookie = cookieOf(setCookie);
    const row = await db.session.findFirstOrThrow({ where: { userId, kiosk: true } });
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(KIOSK_IDLE_MS);

    await db.session.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() + 5_000) } });
    expect(await getSessionUserId(withCookie(cookie))).toBe(userId);
    const bumped = await db.session.findUniqueOrThrow({ where: { id: row.id } });
    expect(bumped.expiresAt.getTime()).toBeGreaterThan(Date.now() + KIOSK_IDLE_MS - 5_000);

    await db.session.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await getSessionUserId(withCookie(cookie))).toBeNull();
  });

  it("end on Done: the row is gone, the browser is told to clear its cache and storage", async () => {
    const { userId } = await member();
    const cookie = cookieOf(await rotateSession(new Request(ORIGIN), userId, { kiosk: true }));
    const kioskCookie = `${cookie}; __kiosk=1`;
    expect(((await rootLoader(args(withCookie(kioskCookie)))) as unknown as { data: { kiosk: boolean } }).data.kiosk).toBe(true);
    const done = await respond(() =>
      kioskAction(args(new Request(`${ORIGIN}/kiosk?step=done`, { method: "POST", headers: { Cookie: kioskCookie } }))),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/kiosk?ended=done");
    expect(done.headers.get("Clear-Site-Data")).toBe('"cache", "storage"');
    // The screen stays a kiosk for the next member (tests/integration/kiosk-screen.test.ts).
    expect(done.headers.get("Set-Cookie")).not.toMatch(/__kiosk=/);
    expect(await db.session.count({ where: { userId, kiosk: true } })).toBe(0);
    expect(await getSessionUserId(withCookie(cookie))).toBeNull();
  });
});

describe("the sessions list", () => {
  it("names a guest's browser too (the session started by Start tracking)", async () => {
    const started = await guestAction(
      args(new Request(`${ORIGIN}/api/auth/guest`, { method: "POST", headers: { "User-Agent": "Kiosk browser 1.0" }, body: null })),
    );
    const { user } = (await (started as Response).json()) as { user: { id: number } };
    expect((await listSessions(user.id, null)).map((row) => row.userAgent)).toEqual(["Kiosk browser 1.0"]);
  });

  const signOutEverywhere = (cookie: string, fields: Record<string, string> = {}) =>
    respond(() =>
      accountAction(
        args(
          new Request(`${ORIGIN}/account`, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "sign-out-everywhere", ...fields }),
          }),
        ),
      ),
    );
  /** The toast a redirect carries (its signed cookie, read as the next page would). */
  const toastOf = async (res: Response) =>
    (
      await takeToast(
        withCookie(
          res.headers
            .getSetCookie()
            .find((line) => line.startsWith("__toast="))!
            .split(";")[0]!,
        ),
      )
    ).toast;
  const bearer = (token: string) => new Request(`${ORIGIN}/api/session`, { headers: { Authorization: `Bearer ${token}` } });

  it("lists every device and signs out everywhere, saying that the API tokens still work", async () => {
    const { userId, cookie } = await member();
    const other = cookieOf(await startSession(userId, { userAgent: "Tablet browser" }));
    const { token } = await createApiToken(userId, { name: "Script" });
    const sessions = await listSessions(userId, null);
    expect(sessions.map((row) => row.userAgent)).toContain("Tablet browser");
    const page = await accountLoader(args(request("/account", { cookie })));
    expect(page.sessions).toHaveLength(2);
    expect(page.sessions.filter((row) => row.current)).toHaveLength(1);
    expect(JSON.stringify(page)).not.toContain((await db.session.findFirstOrThrow({ where: { userId } })).id);

    const res = await signOutEverywhere(cookie);
    expect(res.status).toBe(302);
    expect(await getSessionUserId(withCookie(cookie))).toBeNull();
    expect(await getSessionUserId(withCookie(other))).toBeNull();
    expect(await toastOf(res)).toMatchObject({ title: "Signed out everywhere", description: "2 sessions ended; 1 API token still works." });
    expect((await respond(() => session(args(bearer(token))))).status).toBe(200);
  });

  it("revokes the API tokens too when asked (the form's checkbox, no JavaScript needed), and says how many", async () => {
    const { userId, cookie } = await member();
    const tokens = [await createApiToken(userId, { name: "One" }), await createApiToken(userId, { name: "Two" })];
    const stranger = await member();
    const theirs = await createApiToken(stranger.userId, { name: "Theirs" });

    const res = await signOutEverywhere(cookie, { revokeTokens: "on" });
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ description: "1 session ended; 2 API tokens revoked." });
    for (const { token } of tokens) expect((await respond(() => session(args(bearer(token))))).status).toBe(401);
    expect(await getSessionUserId(withCookie(cookie))).toBeNull();
    expect((await respond(() => session(args(bearer(theirs.token))))).status).toBe(200);
    expect(await getSessionUserId(withCookie(stranger.cookie))).toBe(stranger.userId);
  });
});

describe("personal API tokens", () => {
  const bearer = (token: string, path = "/api/session") =>
    new Request(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } });

  it("work like the cookie, with the same per-user checks, until revoked", async () => {
    const { userId } = await member();
    const other = await member();
    const { token, id } = await createApiToken(userId, { name: "My script" });
    expect(token).toMatch(/^fp_[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(await db.apiToken.findUniqueOrThrow({ where: { id } }))).not.toContain(token);

    const me = await respond(() => session(args(bearer(token))));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: number } }).user.id).toBe(userId);
    expect(
      (await respond(() => userLoader(args(bearer(token, `/api/user/${other.userId}`), { userId: String(other.userId) })))).status,
    ).toBe(403);

    await db.apiToken.update({ where: { id }, data: { revokedAt: new Date() } });
    const revoked = await respond(() => session(args(bearer(token))));
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ error: "Invalid or revoked API token" });
    expect((await respond(() => session(args(bearer("not-a-token"))))).status).toBe(401);
  });

  it("never pass the cap of 10 live tokens, even for 40 creates at once (issue 37, item 6)", async () => {
    const { userId } = await member();
    const settled = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => createApiToken(userId, { name: `Parallel ${i}` })));
    expect(settled.filter((result) => result.status === "fulfilled")).toHaveLength(10);
    for (const refused of settled.filter((result) => result.status === "rejected"))
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect(await db.apiToken.count({ where: { userId, revokedAt: null } })).toBe(10);
  });

  it("are for members only", async () => {
    const { userId } = await newGuest();
    await expect(createApiToken(userId, { name: "Nope" })).rejects.toMatchObject({ status: 403 });
  });
});
