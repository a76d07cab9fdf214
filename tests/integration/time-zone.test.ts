// Issue 37 item 9: the wrong day without JavaScript. A guest started without JavaScript gets UTC
// and is asked to choose; the time zone is a Profile setting (a plain select) and a field of
// PUT /api/user/{id}, checked against the IANA list; the member's today follows it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import type { FormReply } from "~/shared/form-reply";
import { addDays } from "~/modules/dates/calendar";
import { logFood } from "~/modules/meal/log.server";
import { userClock } from "~/modules/user/clock.server";
import { PROFILE_INTENTS } from "~/modules/user/profile-fields";
import { action as userAction } from "~/routes/api.user.$userId";
import { loader as diaryLoader } from "~/routes/diary";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { newGuest, newMember, ORIGIN, request, respond } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const put = (cookie: string, userId: number, json: unknown) =>
  respond(() => userAction(args(request(`/api/user/${userId}`, { method: "PUT", cookie, json }), { userId: String(userId) })));
const saveZone = (cookie: string, timeZone: string) =>
  respond(async () => {
    const result = await profileAction(
      args(
        new Request(`${ORIGIN}/profile?choose=time-zone`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: PROFILE_INTENTS.timeZone, timeZone }),
        }),
      ),
    );
    if (result instanceof Response) return result;
    const { data, init } = result as unknown as { data: FormReply; init: ResponseInit };
    return Response.json(data, init);
  });

afterEach(() => vi.useRealTimers());

describe("the member's time zone", () => {
  it("decides today: a member in Los Angeles logging at 22:00 local gets today's local date, not UTC's tomorrow", async () => {
    const { userId, cookie } = await newMember("la");
    expect((await put(cookie, userId, { timeZone: "America/Los_Angeles" })).status).toBe(200);
    // 2026-03-10 22:00 in Los Angeles (PDT, UTC−7) is 2026-03-11 05:00 UTC.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-11T05:00:00Z") });
    expect(await userClock(userId)).toEqual({ timeZone: "America/Los_Angeles", today: "2026-03-10" });
    const logged = await logFood(userId, { foodId: 9040, quantity: 100, mealType: "dinner" });
    expect(logged.date).toBe("2026-03-10");
  });

  it("is refused unless it is an IANA zone, with a 400 {error}", async () => {
    const { userId, cookie } = await newMember("bad-zone");
    for (const timeZone of ["Mars/Olympus_Mons", "PST; DROP TABLE", 42]) {
      const answer = await put(cookie, userId, { timeZone });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/Time zone must be an IANA time zone/);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).timeZone).toBe("UTC");
  });

  it("is asked for on Diary and Profile until chosen (a guest started without JavaScript has UTC), then saved by the Profile form", async () => {
    const { userId, cookie } = await newGuest();
    const diary = await diaryLoader(args(request("/diary", { cookie })));
    expect(diary.unchosenTimeZone).toBe("UTC");
    const profile = await profileLoader(args(request("/profile", { cookie })));
    expect(profile.timeZone.chosen).toBe(false);
    // The 400-odd zones only while choosing, not on every Profile visit (issue 44).
    expect(profile.timeZone.zones).toBeNull();
    const choosing = await profileLoader(args(request("/profile?choose=time-zone", { cookie })));
    expect(choosing.timeZone.zones).toContain("America/Los_Angeles");
    expect(choosing.timeZone.zones?.[0]).toBe("UTC");

    expect((await saveZone(cookie, "Mars/Olympus_Mons")).status).toBe(400);
    const saved = await saveZone(cookie, "America/Los_Angeles");
    expect(saved.status).toBe(302);
    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({
      timeZone: "America/Los_Angeles",
      timeZoneChosen: true,
    });
    expect((await diaryLoader(args(request("/diary", { cookie })))).unchosenTimeZone).toBeNull();
    expect((await profileLoader(args(request("/profile", { cookie })))).timeZone.chosen).toBe(true);
  });

  it("is not asked for when the browser sent it (Start tracking with JavaScript)", async () => {
    const { cookie } = await newGuest("Europe/Paris");
    expect((await diaryLoader(args(request("/diary", { cookie })))).unchosenTimeZone).toBeNull();
  });
});

describe("the diary's log form", () => {
  it("is offered up to a day ahead of the member's today and not on days the log would refuse", async () => {
    const { userId, cookie } = await newGuest("America/Los_Angeles");
    const today = (await userClock(userId)).today;
    const on = async (date: string) => (await diaryLoader(args(request(`/diary?date=${date}`, { cookie })))).canLog;
    expect(await on(today)).toBe(true);
    expect(await on(addDays(today, -30))).toBe(true);
    expect(await on(addDays(today, 1))).toBe(true);
    expect(await on(addDays(today, 2))).toBe(false);
    expect(await on("2099-01-01")).toBe(false);
  });
});
