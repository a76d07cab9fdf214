// Issue 37 item 10: /account listed sessions as raw User-Agent strings with no per-session sign-out.
// Each row is named in words ("Chrome on Android") and has its own Sign out (a form, no JavaScript).
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { getSessionUserId, startSession } from "~/modules/auth/session.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { newMember, ORIGIN, request, respondPage } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const signOut = (cookie: string, session: string) =>
  respondPage(() =>
    accountAction(
      args(
        new Request(`${ORIGIN}/account`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "sign-out-session", session }),
        }),
      ),
    ),
  );

describe("the sessions list on /account", () => {
  it("names each browser in words and signs one session out, leaving the others", async () => {
    const { userId, cookie } = await newMember("sessions");
    const phone = cookieOf(await startSession(userId, { userAgent: ANDROID_CHROME }));
    const page = await accountLoader(args(request("/account", { cookie })));
    const row = page.sessions.find((session) => session.name === "Chrome on Android")!;
    expect(row).toBeDefined();
    expect(JSON.stringify(page)).not.toContain(ANDROID_CHROME);
    expect(JSON.stringify(page)).not.toContain((await db.session.findFirstOrThrow({ where: { userId, userAgent: ANDROID_CHROME } })).id);

    const ended = await signOut(cookie, row.ref);
    expect(ended.status).toBe(302);
    expect(ended.headers.get("Location")).toBe("/account");
    expect(await getSessionUserId(request("/", { cookie: phone }))).toBeNull();
    expect(await getSessionUserId(request("/", { cookie }))).toBe(userId);
  });

  it("signs this device out too when asked, and never another member's session", async () => {
    const { userId, cookie } = await newMember("sessions-self");
    const stranger = await newMember("sessions-stranger");
    const theirs = (await accountLoader(args(request("/account", { cookie: stranger.cookie })))).sessions[0]!;
    expect((await signOut(cookie, theirs.ref)).status).toBe(404);
    expect(await getSessionUserId(request("/", { cookie: stranger.cookie }))).toBe(stranger.userId);

    const mine = (await accountLoader(args(request("/account", { cookie })))).sessions.find((session) => session.current)!;
    const ended = await signOut(cookie, mine.ref);
    expect(ended.headers.get("Location")).toBe("/");
    expect(ended.headers.get("Set-Cookie")).toMatch(/^__session=;/);
    expect(await getSessionUserId(request("/", { cookie }))).toBeNull();
    expect(userId).toBeGreaterThan(0);
  });
});
