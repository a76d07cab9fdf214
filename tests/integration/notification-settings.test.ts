// Issue 43 item 1: notification settings. GET/PUT /api/notification-settings, Profile's form and the
// advanced dashboard's Advanced tab form parse with one schema and save with one function.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { action as advancedAction } from "~/routes/advanced-dashboard";
import { action as settingsApi, loader as settingsLoader } from "~/routes/api.notification-settings";
import { action as profileAction } from "~/routes/profile";
import { action as pushApi } from "~/routes/api.push-subscriptions";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const settingsOf = async (cookie: string) => {
  const response = await respond(() => settingsLoader(args(request("/api/notification-settings", { cookie }))));
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};
const put = (cookie: string, json: unknown) =>
  respond(() => settingsApi(args(request("/api/notification-settings", { method: "PUT", cookie, json }))));

describe("notification settings", () => {
  it("are all off until the member saves them, and PUT replaces them", async () => {
    const { cookie } = await newGuest("Europe/Berlin");
    expect(await settingsOf(cookie)).toMatchObject({
      mealReminders: false,
      workoutReminders: false,
      progressUpdates: false,
      aiInsights: false,
    });

    const saved = await put(cookie, {
      mealReminders: true,
      lunchAt: "12:30",
      progressUpdates: true,
      progressDay: "monday",
      quietFrom: "22:00",
      quietTo: "07:00",
    });
    expect(saved.status).toBe(200);
    expect(await settingsOf(cookie)).toEqual({
      mealReminders: true,
      breakfastAt: null,
      lunchAt: "12:30",
      dinnerAt: null,
      snackAt: null,
      workoutReminders: false,
      workoutAt: "18:00",
      progressUpdates: true,
      progressDay: "monday",
      progressAt: "18:00",
      aiInsights: false,
      aiInsightsAt: "09:00",
      quietFrom: "22:00",
      quietTo: "07:00",
    });
  });

  it("refuses bad input with 400 in words and keeps what was saved", async () => {
    const { cookie } = await newGuest();
    await put(cookie, { aiInsights: true, aiInsightsAt: "08:15" });
    for (const bad of [
      { lunchAt: "24:00" },
      { progressDay: "someday" },
      { quietFrom: "22:00" },
      { mealReminders: true },
      { mealReminders: "yes" },
    ]) {
      const response = await put(cookie, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/\w/);
    }
    expect(await settingsOf(cookie)).toMatchObject({ aiInsights: true, aiInsightsAt: "08:15" });
  });

  it("are saved by Profile's form and the Advanced tab's form without JavaScript", async () => {
    const { cookie, userId } = await newGuest();
    const fields = {
      intent: "save-notifications",
      mealReminders: "on",
      breakfastAt: "",
      lunchAt: "12:30",
      dinnerAt: "19:15",
      snackAt: "",
      workoutAt: "18:00",
      progressDay: "friday",
      progressAt: "17:00",
      aiInsightsAt: "09:00",
      quietFrom: "",
      quietTo: "",
    };
    const profile = await respondPage(() => profileAction(args(formPost("/profile", fields, cookie))));
    expect(profile.status).toBe(302);
    expect(await settingsOf(cookie)).toMatchObject({
      mealReminders: true,
      lunchAt: "12:30",
      dinnerAt: "19:15",
      breakfastAt: null,
      workoutReminders: false,
      progressDay: "friday",
    });

    // The Advanced tab is Premium's: its form saves the same settings and comes back to the tab.
    await db.user.update({ where: { id: userId }, data: { tier: "premium", subscriptionStatus: "active" } });
    const path = "/advanced-dashboard?period=week&tab=advanced";
    const advanced = await respondPage(() =>
      advancedAction(args(formPost(path, { ...fields, mealReminders: "", workoutReminders: "on", aiInsights: "on" }, cookie))),
    );
    expect(advanced.status).toBe(302);
    expect(advanced.headers.get("Location")).toBe(path);
    expect(await settingsOf(cookie)).toMatchObject({ mealReminders: false, workoutReminders: true, aiInsights: true });

    const bad = await respondPage(() => profileAction(args(formPost("/profile", { ...fields, lunchAt: "noon" }, cookie))));
    expect(bad.status).toBe(400);
    expect(await settingsOf(cookie)).toMatchObject({ workoutReminders: true });
  });
});

describe("POST /api/push-subscriptions", () => {
  const door = (cookie: string, method: string, json: unknown) =>
    respond(() => pushApi(args(request("/api/push-subscriptions", { method, cookie, json }))));

  it("keeps this browser's subscription and refuses a malformed one with 400", async () => {
    const { cookie, userId } = await newGuest();
    const subscription = { endpoint: "https://push.example/send/abc", keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } };
    const saved = await door(cookie, "POST", subscription);
    expect(saved.status).toBe(200);
    expect(await db.pushSubscription.findMany({ where: { userId }, select: { endpoint: true, p256dh: true } })).toEqual([
      { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh },
    ]);
    expect((await door(cookie, "POST", { ...subscription, keys: { p256dh: "x", auth: "y" } })).status).toBe(400);
    // base64url of the right length that is no uncompressed P-256 point (no 0x04 first; 66 bytes)
    for (const p256dh of ["A".repeat(87), "B".repeat(88)]) {
      const refused = await door(cookie, "POST", { ...subscription, keys: { ...subscription.keys, p256dh } });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: "keys.p256dh: must be the browser's P-256 key (base64url)" });
    }
  });

  it("refuses an endpoint that is not a serialized URL (a lone surrogate once failed the write with a 500)", async () => {
    const { cookie, userId } = await newGuest();
    const keys = { p256dh: "B".repeat(87), auth: "a".repeat(22) };
    for (const endpoint of ["https://push.example/send/\ud83d", "https://push.example/send/caf\u00e9"]) {
      const refused = await door(cookie, "POST", { endpoint, keys });
      expect(refused.status, endpoint).toBe(400);
      expect(await refused.json()).toEqual({ error: expect.stringMatching(/^endpoint: must be the push service's URL$/) });
    }
    expect(await db.pushSubscription.count({ where: { userId } })).toBe(0);
  });
});

describe("DELETE /api/push-subscriptions", () => {
  const subscriptionAt = (id: string) => ({
    endpoint: `https://push.example/send/${id}`,
    keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) },
  });
  const subscribe = (cookie: string, json: unknown) =>
    respond(() => pushApi(args(request("/api/push-subscriptions", { method: "POST", cookie, json }))));
  const unsubscribe = (cookie: string, endpoint: string | null) =>
    respond(() =>
      pushApi(
        args(
          request(endpoint === null ? "/api/push-subscriptions" : `/api/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`, {
            method: "DELETE",
            cookie,
          }),
        ),
      ),
    );
  const endpointsOf = async (userId: number) =>
    (await db.pushSubscription.findMany({ where: { userId }, select: { endpoint: true }, orderBy: { endpoint: "asc" } })).map(
      (row) => row.endpoint,
    );

  it("drops the caller's own subscription and keeps their other browsers'", async () => {
    const { cookie, userId } = await newGuest();
    const phone = subscriptionAt(`phone-${userId}`);
    const laptop = subscriptionAt(`laptop-${userId}`);
    expect((await subscribe(cookie, phone)).status).toBe(200);
    expect((await subscribe(cookie, laptop)).status).toBe(200);

    const dropped = await unsubscribe(cookie, phone.endpoint);
    expect(dropped.status).toBe(200);
    expect(await dropped.json()).toEqual({ endpoint: phone.endpoint, subscribed: false });
    expect(await endpointsOf(userId)).toEqual([laptop.endpoint]);

    // Twice: it is not there any more.
    const again = await unsubscribe(cookie, phone.endpoint);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "Push subscription not found" });
  });

  it("answers another member's endpoint as one that is not there, and leaves it", async () => {
    const owner = await newGuest();
    const stranger = await newGuest();
    const theirs = subscriptionAt(`theirs-${owner.userId}`);
    expect((await subscribe(owner.cookie, theirs)).status).toBe(200);

    const refused = await unsubscribe(stranger.cookie, theirs.endpoint);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "Push subscription not found" });
    expect(await endpointsOf(owner.userId)).toEqual([theirs.endpoint]);
  });

  it("refuses a missing or malformed endpoint with a 400 JSON error, dropping nothing", async () => {
    const { cookie, userId } = await newGuest();
    const mine = subscriptionAt(`mine-${userId}`);
    expect((await subscribe(cookie, mine)).status).toBe(200);

    for (const endpoint of [null, "", "ftp://push.example/send/x", "not a url"]) {
      const refused = await unsubscribe(cookie, endpoint);
      expect(refused.status, String(endpoint)).toBe(400);
      expect(await refused.json()).toEqual({ error: expect.stringMatching(/endpoint/) });
    }
    expect(await endpointsOf(userId)).toEqual([mine.endpoint]);
  });
});
