// Issue 27 item 2: POST /api/integrations/connect, the premium gate (403 naming the plan), the
// OAuth2 flow against the stand-in (real HTTP on 127.0.0.1) including its failure, and the page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { openToken } from "~/modules/integrations/token-box.server";
import * as connectApi from "~/routes/api.integrations.connect";
import * as syncApi from "~/routes/api.integrations.sync";
import { toastOf } from "../helpers/payments";
import * as oauthRoute from "~/routes/integrations_.oauth.$integrationId";
import * as page from "~/routes/integrations";
import { formPost, newGuest, request, respond } from "../helpers/requests";
import { standinDay, startOAuthStandin, STANDIN_CLIENT, type OAuthStandin } from "../standins/oauth2";
import { getProfile } from "~/modules/user/profile.server";

let standin: OAuthStandin;
const PROVIDERS = ["GARMIN", "WHOOP", "OURA", "POLAR", "WITHINGS"] as const;
const SETTINGS = ["CLIENT_ID", "CLIENT_SECRET", "AUTHORIZE_URL", "TOKEN_URL", "API_URL"] as const;
const settable = env as unknown as Record<string, string | undefined>;
const saved = Object.fromEntries(
  PROVIDERS.flatMap((provider) => SETTINGS.map((setting) => `OAUTH_${provider}_${setting}`)).map((name) => [name, settable[name]]),
);

beforeAll(async () => {
  standin = await startOAuthStandin();
});
afterAll(() => standin.close());
afterEach(() => {
  Object.assign(env, saved);
  standin.setFailing(false);
});

/** Points a provider's OAuth2 client and data API at the stand-in. */
const configure = (provider: (typeof PROVIDERS)[number]) =>
  Object.assign(settable, {
    [`OAUTH_${provider}_CLIENT_ID`]: STANDIN_CLIENT.id,
    [`OAUTH_${provider}_CLIENT_SECRET`]: STANDIN_CLIENT.secret,
    [`OAUTH_${provider}_AUTHORIZE_URL`]: standin.authorizeUrl,
    [`OAUTH_${provider}_TOKEN_URL`]: standin.tokenUrl,
    [`OAUTH_${provider}_API_URL`]: standin.url,
  });
const configureWithings = () => configure("WITHINGS");

const connect = (cookie: string, json: unknown) =>
  respond(() =>
    connectApi.action({ request: request("/api/integrations/connect", { method: "POST", cookie, json }), params: {}, context: {} }),
  );

async function premiumMember() {
  const member = await newGuest();
  await db.user.update({ where: { id: member.userId }, data: { tier: "premium" } });
  return member;
}

const oauthGet = (path: string, cookie: string, integrationId = "withings-body") =>
  respond(() => oauthRoute.loader({ request: request(path, { cookie }), params: { integrationId }, context: {} }));

/** The Cookie header for the next request: the session plus what the answer set (name=value only). */
const withSetCookies = (cookie: string, response: Response) =>
  [cookie, ...response.headers.getSetCookie().map((line) => line.split(";")[0]!)].join("; ");

/** The whole OAuth2 round trip over HTTP: to the stand-in's consent page, back with a code; the app's answer. */
async function connectOAuth(cookie: string, integrationId = "withings-body"): Promise<Response> {
  const toProvider = await oauthGet(`/integrations/oauth/${integrationId}`, cookie, integrationId);
  const consent = await fetch(toProvider.headers.get("Location")!, { redirect: "manual" });
  const callback = new URL(consent.headers.get("Location")!);
  return oauthGet(`${callback.pathname}${callback.search}`, withSetCookies(cookie, toProvider), integrationId);
}

const connectionOf = (userId: number, integrationId = "withings-body") =>
  db.integrationConnection.findUniqueOrThrow({ where: { userId_integrationId: { userId, integrationId } } });

const syncNow = (cookie: string, integrationId = "withings-body") =>
  respond(() =>
    syncApi.action({
      request: request("/api/integrations/sync", { method: "POST", cookie, json: { integrationId } }),
      params: {},
      context: {},
    }),
  );

describe("POST /api/integrations/connect", () => {
  it("answers Apple Health for anyone with { integration: { name, … } }, not connected until its first import (issue 37)", async () => {
    const { userId, cookie } = await newGuest();
    const response = await connect(cookie, { integrationId: "apple-health", userId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      integration: expect.objectContaining({
        id: "apple-health",
        name: "Apple Health",
        status: "available",
        dataPoints: 0,
        premium: false,
      }),
    });
    expect(await db.integrationConnection.count({ where: { userId } })).toBe(0);
  });

  it("does not say Connected for Apple Health's Connect Device on the screen: it leads to the import", async () => {
    const { userId, cookie } = await newGuest();
    const response = await respond(() =>
      page.action({
        request: formPost("/integrations", { intent: "connect", integrationId: "apple-health" }, cookie),
        params: {},
        context: {},
      }),
    );
    expect(response.headers.get("Location")).toBe("/integrations#import");
    expect(await toastOf(response)).toMatchObject({ title: "Import your export" });
    expect(await db.integrationConnection.count({ where: { userId } })).toBe(0);
  });

  it("refuses a premium integration to a free member with 403 naming the plan", async () => {
    const { cookie } = await newGuest();
    configureWithings();
    const response = await connect(cookie, { integrationId: "withings-body" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Premium integrations are part of Premium: upgrade on /premium to use it." });
    expect((await oauthGet("/integrations/oauth/withings-body", cookie)).status).toBe(403);
  });

  it("says plainly when a provider is not configured (503 Connection Failed)", async () => {
    const { cookie } = await premiumMember();
    const response = await connect(cookie, { integrationId: "withings-body" });
    expect(response.status).toBe(503);
    // In plain words: the server's variable names are for its operator (docs/configuration.md), not members.
    expect((await response.json()).error).toBe(
      "Connection Failed: Please check your device settings and try again. Withings Body+: this integration is not set up on this server.",
    );
  });

  it("refuses unknown integrations and another member's userId", async () => {
    const { cookie } = await newGuest();
    expect((await connect(cookie, { integrationId: "fitbit-9000" })).status).toBe(400);
    expect((await connect(cookie, { integrationId: "apple-health", userId: 2147483647 })).status).toBe(403);
  });
});

describe("the OAuth2 connection", () => {
  it("goes to the provider, comes back with a code and stores the connection and its tokens", async () => {
    const { userId, cookie } = await premiumMember();
    configureWithings();
    const started = await connect(cookie, { integrationId: "withings-body" });
    const { integration } = (await started.json()) as { integration: { authorizeUrl: string } };
    expect(integration.authorizeUrl).toBe("/integrations/oauth/withings-body");

    const toProvider = await oauthGet(integration.authorizeUrl, cookie);
    expect(toProvider.status).toBe(302);
    const consent = await fetch(toProvider.headers.get("Location")!, { redirect: "manual" });
    expect(consent.status).toBe(302);
    const callback = new URL(consent.headers.get("Location")!);
    expect(callback.pathname).toBe("/integrations/oauth/withings-body");

    const back = await oauthGet(`${callback.pathname}${callback.search}`, withSetCookies(cookie, toProvider));
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/integrations");
    const row = await db.integrationConnection.findUniqueOrThrow({
      where: { userId_integrationId: { userId, integrationId: "withings-body" } },
    });
    expect(row.status).toBe("connected");
    // Stored sealed: the database alone does not hold the token, the server's secret opens it.
    expect(row.accessToken).not.toContain("standin-access");
    expect(row.refreshToken).not.toContain("standin-refresh");
    expect(openToken(row.accessToken)).toBe(standin.issued.at(-1));
    expect(openToken(row.refreshToken)).toMatch(/^standin-refresh-/);
  });

  it("stores nothing and says Connection Failed when the token exchange fails", async () => {
    const { userId, cookie } = await premiumMember();
    configureWithings();
    standin.setFailing(true);
    const toProvider = await oauthGet("/integrations/oauth/withings-body", cookie);
    const consent = await fetch(toProvider.headers.get("Location")!, { redirect: "manual" });
    const callback = new URL(consent.headers.get("Location")!);
    const back = await oauthGet(`${callback.pathname}${callback.search}`, withSetCookies(cookie, toProvider));
    expect(back.status).toBe(302);
    expect(back.headers.getSetCookie().join()).toContain("__toast");
    expect(await db.integrationConnection.count({ where: { userId } })).toBe(0);
  });

  it("refuses a callback whose state is not the one it sent", async () => {
    const { userId, cookie } = await premiumMember();
    configureWithings();
    const toProvider = await oauthGet("/integrations/oauth/withings-body", cookie);
    const back = await oauthGet("/integrations/oauth/withings-body?code=x&state=forged", withSetCookies(cookie, toProvider));
    expect(back.status).toBe(302);
    expect(await db.integrationConnection.count({ where: { userId } })).toBe(0);
  });
});

describe("fetching an OAuth2 connection's data", () => {
  it("brings the member's data in on connect, counts it as data points, and a Sync now adds nothing twice", async () => {
    const { userId, cookie } = await premiumMember();
    configureWithings();
    const back = await connectOAuth(cookie);
    expect(await toastOf(back)).toMatchObject({ title: "Connected", variant: "success" });
    const today = localDateOf(new Date(), "UTC");
    const weights = await db.healthRecord.findMany({ where: { userId, source: "Withings Body+" }, orderBy: { day: "asc" } });
    expect(weights).toHaveLength(31); // the first sync reaches 30 days back
    expect(weights.every((record) => record.kind === "weight_kg")).toBe(true);
    expect(weights.at(-1)).toMatchObject({ day: today, value: Math.round(standinDay(today).weightKg * 100) / 100 });
    // the weigh-ins land in the one weight log (issue 41), which the Profile's weight reads
    const log = await db.weightEntry.findMany({ where: { userId }, orderBy: { date: "asc" } });
    expect(log.map((entry) => entry.source)).toEqual(Array(31).fill("integration"));
    expect((await getProfile(userId))?.weight).toBe(Math.round(standinDay(today).weightKg * 100) / 100);
    const row = await connectionOf(userId);
    expect(row).toMatchObject({ dataPoints: 31, lastSyncError: null });
    expect(row.lastSyncAt).not.toBeNull();

    // Sync now, through the page's form (the one write policy, no JavaScript needed).
    const synced = await respond(() =>
      page.action({
        request: formPost("/integrations", { intent: "sync", integrationId: "withings-body" }, cookie),
        params: {},
        context: {},
      }),
    );
    expect(synced.status).toBe(302);
    expect(await toastOf(synced)).toMatchObject({
      title: "Synced",
      description: "Withings Body+: 0 new or updated records.",
      variant: "success",
    });
    expect(await db.healthRecord.count({ where: { userId } })).toBe(31);
    expect((await connectionOf(userId)).lastSyncAt!.getTime()).toBeGreaterThanOrEqual(row.lastSyncAt!.getTime());
    // The page's card shows the count and the dashboard's connections list does too.
    const shown = (await page.loader({ request: request("/integrations", { cookie }), params: {}, context: {} })) as Awaited<
      ReturnType<typeof page.loader>
    >;
    expect(shown.cards.find((card) => card.id === "withings-body")).toMatchObject({
      status: "connected",
      dataPoints: 31,
      lastSyncError: null,
    });
  });

  it("maps every provider's API to health records, page after page", async () => {
    const { userId, cookie } = await premiumMember();
    const cases = [
      ["OURA", "oura-ring", "Oura Ring", { steps: 31, active_energy_kcal: 31, sleep_minutes: 31 }],
      ["WHOOP", "whoop", "WHOOP 4.0", { sleep_minutes: 31, workout_minutes: 31, active_energy_kcal: 31 }],
      ["GARMIN", "garmin-connect", "Garmin Connect", { steps: 31, active_energy_kcal: 31 }],
      ["POLAR", "polar-flow", "Polar Flow", { steps: 31, active_energy_kcal: 31 }],
    ] as const;
    for (const [provider, integrationId, source, kinds] of cases) {
      configure(provider);
      expect(await toastOf(await connectOAuth(cookie, integrationId))).toMatchObject({ title: "Connected" });
      const counts = await db.healthRecord.groupBy({ by: ["kind"], where: { userId, source }, _count: { _all: true } });
      expect(Object.fromEntries(counts.map((row) => [row.kind, row._count._all])), source).toEqual(kinds);
    }
    const yesterday = addDays(localDateOf(new Date(), "UTC"), -1);
    const oura = await db.healthRecord.findMany({ where: { userId, source: "Oura Ring", day: yesterday } });
    expect(Object.fromEntries(oura.map((record) => [record.kind, record.value]))).toEqual({
      steps: standinDay(yesterday).steps,
      active_energy_kcal: standinDay(yesterday).activeCalories,
      sleep_minutes: standinDay(yesterday).sleepMinutes,
    });
    // Oura's and WHOOP's month came in pages of 10 days: 4 pages a collection.
    expect(standin.dataRequests.filter((line) => line === "GET /v2/usercollection/daily_activity").length).toBeGreaterThanOrEqual(4);
  });

  it("refreshes an expired token before fetching, and stores the new one sealed", async () => {
    const { userId, cookie } = await premiumMember();
    configureWithings();
    await connectOAuth(cookie);
    const before = await connectionOf(userId);
    standin.expireTokens();
    const refreshes = standin.refreshes();
    const response = await syncNow(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ integration: { id: "withings-body", name: "Withings Body+", dataPoints: 31 }, added: 0 });
    expect(standin.refreshes()).toBe(refreshes + 1);
    const after = await connectionOf(userId);
    expect(openToken(after.accessToken)).toBe(standin.issued.at(-1));
    expect(openToken(after.accessToken)).not.toBe(openToken(before.accessToken));
  });

  it("says Connection Failed with the reason when the provider fails, shows it on the card, and a later sync clears it", async () => {
    const { userId, cookie } = await premiumMember();
    configureWithings();
    standin.setFailing("data");
    const back = await connectOAuth(cookie);
    expect(await toastOf(back)).toMatchObject({
      title: "Connection Failed",
      description:
        "Please check your device settings and try again. Withings Body+ answered 500 Internal Server Error. Withings Body+ is connected, but its data could not be fetched yet: try Sync now.",
      variant: "error",
    });
    expect(await db.healthRecord.count({ where: { userId } })).toBe(0);
    const failed = await syncNow(cookie);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      error: "Connection Failed: Please check your device settings and try again. Withings Body+ answered 500 Internal Server Error.",
    });
    expect(await connectionOf(userId)).toMatchObject({
      lastSyncError: "Withings Body+ answered 500 Internal Server Error.",
      dataPoints: 0,
    });
    const viaForm = await respond(() =>
      page.action({
        request: formPost("/integrations", { intent: "sync", integrationId: "withings-body" }, cookie),
        params: {},
        context: {},
      }),
    );
    expect(await toastOf(viaForm)).toMatchObject({ title: "Connection Failed", variant: "error" });

    standin.setFailing(false);
    expect((await syncNow(cookie)).status).toBe(200);
    expect(await connectionOf(userId)).toMatchObject({ lastSyncError: null, dataPoints: 31 });
  });

  it("asks to reconnect when the provider refuses the refresh, or the stored tokens are not ours", async () => {
    const { userId, cookie } = await premiumMember();
    configureWithings();
    await connectOAuth(cookie);
    standin.expireTokens();
    standin.setFailing("token");
    expect(await (await syncNow(cookie)).json()).toEqual({
      error:
        "Connection Failed: Please check your device settings and try again. Withings Body+ could not renew its sign-in (Unexpected error response).",
    });
    standin.setFailing(false);
    await db.integrationConnection.update({
      where: { userId_integrationId: { userId, integrationId: "withings-body" } },
      data: { accessToken: "standin-access-stored-in-the-clear" },
    });
    const refused = await syncNow(cookie);
    expect(refused.status).toBe(502);
    expect((await refused.json()).error).toMatch(/Withings Body\+ needs to be connected again: reconnect it\.$/);
  });

  it("refuses a sync of an import integration, of one not connected, and of a premium one for a free member", async () => {
    const member = await premiumMember();
    configureWithings();
    expect((await syncNow(member.cookie, "apple-health")).status).toBe(400);
    expect(await (await syncNow(member.cookie)).json()).toEqual({ error: "Withings Body+ is not connected." });
    const free = await newGuest();
    expect((await syncNow(free.cookie)).status).toBe(403);
  });
});

describe("/integrations", () => {
  it("shows the spec's sample set with summary counts, filters by category, and prices the upgrade from the price table", async () => {
    const { cookie } = await newGuest();
    const all = (await page.loader({ request: request("/integrations", { cookie }), params: {}, context: {} })) as Awaited<
      ReturnType<typeof page.loader>
    >;
    expect(all.cards.map((card) => card.name)).toEqual([
      "Apple Health",
      "Garmin Connect",
      "WHOOP 4.0",
      "Oura Ring",
      "Polar Flow",
      "Withings Body+",
    ]);
    expect(all.summary).toEqual({ total: 6, connected: 0, available: 1, premium: 5 });
    expect(all.cards.find((card) => card.id === "withings-body")?.status).toBe("premium_only");
    expect(all.upgrade).toEqual({ plan: "Premium", price: "$9.99" });
    const scales = (await page.loader({
      request: request("/integrations?category=smart_scale", { cookie }),
      params: {},
      context: {},
    })) as typeof all;
    expect(scales.cards.map((card) => card.id)).toEqual(["withings-body"]);
  });
});
