// Issue 37 item 8: a kiosk screen stays closed. Once a member signed in at /kiosk, the browser is a
// shared screen: with no one signed in every page leads back to the kiosk sign-in, every session
// started on it (Start tracking, /login) is a kiosk session (browser-session cookie, idle sign-out),
// and a signed-in kiosk page reloads itself after the idle time when JavaScript is off.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { getSessionUserId, KIOSK_IDLE_MS, rotateSession } from "~/modules/auth/session.server";
import { loader as rootLoader } from "~/root";
import { action as homeAction } from "~/routes/_index";
import { action as kioskAction } from "~/routes/kiosk";
import { newMember, ORIGIN, respond } from "../helpers/requests";

const args = (request: Request) => ({ request, params: {}, context: {} });
const get = (path: string, cookie: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const MARK = "__kiosk=1";

async function kioskMember() {
  const { userId } = await newMember("kiosk-screen");
  const cookie = `${cookieOf(await rotateSession(new Request(ORIGIN), userId, { kiosk: true }))}; ${MARK}`;
  return { userId, cookie };
}

type RootData = { data: { kiosk: boolean; kioskReloadSeconds: number | null } };

describe("a kiosk screen", () => {
  it("reloads a signed-in page just after the idle sign-out, and the reload shows the signed-out kiosk", async () => {
    const { userId, cookie } = await kioskMember();
    const page = (await rootLoader(args(get("/diary", cookie)))) as unknown as RootData;
    expect(page.data.kiosk).toBe(true);
    expect(page.data.kioskReloadSeconds).toBeGreaterThan(KIOSK_IDLE_MS / 1000);
    expect(page.data.kioskReloadSeconds).toBeLessThanOrEqual(KIOSK_IDLE_MS / 1000 + 10);

    await db.session.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1) } });
    const reload = await respond(() => rootLoader(args(get("/diary", cookie))));
    expect(reload.status).toBe(302);
    expect(reload.headers.get("Location")).toBe("/kiosk?ended=idle");
    expect(reload.headers.get("Set-Cookie")).toMatch(/^__session=;/);
  });

  it("has no reload on an ordinary browser", async () => {
    const { cookie } = await newMember("not-kiosk");
    const page = (await rootLoader(args(get("/diary", cookie)))) as unknown as RootData;
    expect(page.data.kioskReloadSeconds).toBeNull();
  });

  it("stays a kiosk after Done: Home, Start tracking's page and Sign in lead back to the kiosk sign-in", async () => {
    const { cookie } = await kioskMember();
    const done = await respond(() =>
      kioskAction(args(new Request(`${ORIGIN}/kiosk?step=done`, { method: "POST", headers: { Cookie: cookie } }))),
    );
    expect(done.headers.get("Location")).toBe("/kiosk?ended=done");
    expect(done.headers.getSetCookie().some((line) => line.startsWith("__kiosk="))).toBe(false);
    for (const path of ["/", "/login", "/registration", "/diary"]) {
      const answer = await respond(() => rootLoader(args(get(path, MARK))));
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location"), path).toBe("/kiosk");
    }
    const kiosk = (await rootLoader(args(get("/kiosk", MARK)))) as unknown as RootData;
    expect(kiosk.data.kiosk).toBe(false);
  });

  it("starts a kiosk session, not a year-long one, when Start tracking is pressed on it", async () => {
    const started = await respond(() =>
      homeAction(
        args(
          new Request(`${ORIGIN}/`, {
            method: "POST",
            headers: { Cookie: MARK, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "start", timeZone: "Europe/Paris" }),
          }),
        ),
      ),
    );
    expect(started.status).toBe(302);
    const session = started.headers.getSetCookie().find((line) => line.startsWith("__session="))!;
    expect(session).not.toMatch(/Max-Age|Expires/i);
    const userId = await getSessionUserId(get("/", cookieOf(session)));
    const row = await db.session.findFirstOrThrow({ where: { userId: userId! } });
    expect(row.kiosk).toBe(true);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + KIOSK_IDLE_MS);
  });

  it("signs in with a kiosk session whichever door was used (the ordinary /login code step too)", async () => {
    const { userId } = await newMember("kiosk-login");
    const setCookie = await rotateSession(get("/login?step=code", MARK), userId);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    expect(await db.session.count({ where: { userId, kiosk: true } })).toBe(1);
  });

  it("can be left by a member who tried the kiosk on their own phone", async () => {
    const left = await respond(() =>
      kioskAction(args(new Request(`${ORIGIN}/kiosk?step=leave`, { method: "POST", headers: { Cookie: MARK } }))),
    );
    expect(left.headers.get("Location")).toBe("/");
    expect(left.headers.getSetCookie().some((line) => /^__kiosk=; Max-Age=0/.test(line))).toBe(true);
  });
});
