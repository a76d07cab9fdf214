import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { getSessionUserId } from "~/modules/auth/session.server";
import { action as guestAction } from "~/routes/api.auth.guest";
import { loader as userLoader } from "~/routes/api.user.$userId";
import { newGuest, request, respond } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

describe("guest accounts and sessions", () => {
  it("POST /api/auth/guest creates a guest, answers 201 with its id and sets an HttpOnly Lax cookie", async () => {
    const response = await respond(() =>
      guestAction(args(request("/api/auth/guest", { method: "POST", json: { timeZone: "Europe/Paris" } }))),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { user: { id: number } };
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const user = await db.user.findUniqueOrThrow({ where: { id: body.user.id } });
    expect(user).toMatchObject({ isGuest: true, timeZone: "Europe/Paris", dailyCalorieGoal: 2000, tier: "free" });
    const session = await db.session.findFirstOrThrow({ where: { userId: body.user.id } });
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("keeps the session in the database: the cookie resolves to the user, a deleted row signs out", async () => {
    const { userId, cookie } = await newGuest();
    const req = request("/", { cookie });
    expect(await getSessionUserId(req)).toBe(userId);
    await db.session.deleteMany({ where: { userId } });
    expect(await getSessionUserId(req)).toBeNull();
  });

  it("refuses a tampered cookie", async () => {
    const { cookie } = await newGuest();
    const tampered = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(await getSessionUserId(request("/", { cookie: tampered }))).toBeNull();
  });

  it("ignores an unknown time zone", async () => {
    const response = await respond(() =>
      guestAction(args(request("/api/auth/guest", { method: "POST", json: { timeZone: "Mars/Olympus" } }))),
    );
    const { user } = (await response.json()) as { user: { id: number } };
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).timeZone).toBe("UTC");
  });

  it("answers malformed JSON with 400 and creates nobody", async () => {
    const before = await db.user.count();
    const response = await respond(() => guestAction(args(request("/api/auth/guest", { method: "POST", body: "{nope" }))));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Malformed JSON body" });
    expect(await db.user.count()).toBe(before);
  });
});

describe("GET /api/user/{userId}", () => {
  it("returns the spec's profile fields to the user themself", async () => {
    const { userId, cookie } = await newGuest();
    const response = await respond(() => userLoader(args(request(`/api/user/${userId}`, { cookie }), { userId: String(userId) })));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: userId,
      username: null,
      email: null,
      age: null,
      height: null,
      weight: null,
      activityLevel: null,
      goal: null,
      dailyCalorieGoal: 2000,
      dietaryRestrictions: [],
      trackCalories: true,
      trackWorkouts: true,
    });
  });

  it("gives another guest 403, no session 401, and a malformed id 400", async () => {
    const first = await newGuest();
    const second = await newGuest();
    const call = (cookie: string | undefined, id: string) =>
      respond(() => userLoader(args(request(`/api/user/${id}`, { cookie }), { userId: id })));

    const forbidden = await call(second.cookie, String(first.userId));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: "You can only access your own account" });
    expect((await call(undefined, String(first.userId))).status).toBe(401);
    expect((await call(first.cookie, "abc")).status).toBe(400);
  });
});

describe("session housekeeping", () => {
  it("an expired session signs nobody in, and is deleted when a new session starts", async () => {
    const { userId, cookie } = await newGuest();
    await db.session.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getSessionUserId(request("/", { cookie }))).toBeNull();
    await newGuest();
    expect(await db.session.count({ where: { userId } })).toBe(0);
  });
});
