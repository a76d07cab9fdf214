// Issue 27 item 2: POST /api/integrations/connect, the premium gate (403 naming the plan), the
// OAuth2 flow against the stand-in (real HTTP on 127.0.0.1) including its failure, and the page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import * as connectApi from "~/routes/api.integrations.connect";
import * as oauthRoute from "~/routes/integrations_.oauth.$integrationId";
import * as page from "~/routes/integrations";
import { newGuest, request, respond } from "../helpers/requests";
import { startOAuthStandin, STANDIN_CLIENT, type OAuthStandin } from "../standins/oauth2";

let standin: OAuthStandin;
const saved = {
  OAUTH_WITHINGS_CLIENT_ID: env.OAUTH_WITHINGS_CLIENT_ID,
  OAUTH_WITHINGS_CLIENT_SECRET: env.OAUTH_WITHINGS_CLIENT_SECRET,
  OAUTH_WITHINGS_AUTHORIZE_URL: env.OAUTH_WITHINGS_AUTHORIZE_URL,
  OAUTH_WITHINGS_TOKEN_URL: env.OAUTH_WITHINGS_TOKEN_URL,
};

beforeAll(async () => {
  standin = await startOAuthStandin();
});
afterAll(() => standin.close());
afterEach(() => {
  Object.assign(env, saved);
  standin.setFailing(false);
});

const configureWithings = () =>
  Object.assign(env, {
    OAUTH_WITHINGS_CLIENT_ID: STANDIN_CLIENT.id,
    OAUTH_WITHINGS_CLIENT_SECRET: STANDIN_CLIENT.secret,
    OAUTH_WITHINGS_AUTHORIZE_URL: standin.authorizeUrl,
    OAUTH_WITHINGS_TOKEN_URL: standin.tokenUrl,
  });

const connect = (cookie: string, json: unknown) =>
  respond(() =>
    connectApi.action({ request: request("/api/integrations/connect", { method: "POST", cookie, json }), params: {}, context: {} }),
  );

async function premiumMember() {
  const member = await newGuest();
  await db.user.update({ where: { id: member.userId }, data: { tier: "premium" } });
  return member;
}

const oauthGet = (path: string, cookie: string) =>
  respond(() => oauthRoute.loader({ request: request(path, { cookie }), params: { integrationId: "withings-body" }, context: {} }));

/** The Cookie header for the next request: the session plus what the answer set (name=value only). */
const withSetCookies = (cookie: string, response: Response) =>
  [cookie, ...response.headers.getSetCookie().map((line) => line.split(";")[0]!)].join("; ");

describe("POST /api/integrations/connect", () => {
  it("connects Apple Health for anyone and answers { integration: { name, … } }", async () => {
    const { userId, cookie } = await newGuest();
    const response = await connect(cookie, { integrationId: "apple-health", userId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      integration: expect.objectContaining({
        id: "apple-health",
        name: "Apple Health",
        status: "connected",
        dataPoints: 0,
        premium: false,
      }),
    });
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
    expect((await response.json()).error).toMatch(
      /^Connection Failed: Please check your device settings and try again\. Withings Body\+ is not configured on this server: .*OAUTH_WITHINGS_CLIENT_ID/,
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
    expect(row).toMatchObject({ status: "connected", accessToken: standin.issued.at(-1) });
    expect(row.refreshToken).toMatch(/^standin-refresh-/);
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
