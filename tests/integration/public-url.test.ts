// Issue 23, item 8: every absolute URL the app hands out (Stripe's return URLs, links in e-mails)
// starts with APP_URL when it is set; unset, a request's Host goes into one only when it is
// loopback (a local run). The 400 for another Host is server/security.js (tests/integration/http-app-url.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { action as portalApiAction } from "~/routes/api.billing-portal";
import { action as subscriptionAction } from "~/routes/api.create-subscription";
import { action as checkoutAction } from "~/routes/checkout";
import { action as loginAction } from "~/routes/login";
import { action as paymentsAction } from "~/routes/payments";
import { action as subscribeAction } from "~/routes/subscribe";
import { newGuest, request, respond, respondPage } from "../helpers/requests";
import { startStripeStandin, type StripeStandin } from "../standins/stripe";

const APP_URL = "https://fitplate.example";
let stripe: StripeStandin;
const saved = { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY, STRIPE_API_BASE: env.STRIPE_API_BASE, APP_URL: env.APP_URL };
beforeAll(async () => {
  stripe = await startStripeStandin();
});
afterEach(() => Object.assign(env, saved));
afterAll(() => stripe.close());
const configure = (appUrl: string | undefined) =>
  Object.assign(env, { STRIPE_SECRET_KEY: "sk_test_standin", STRIPE_API_BASE: stripe.url, APP_URL: appUrl });

async function member() {
  const guest = await newGuest();
  await db.user.update({ where: { id: guest.userId }, data: { isGuest: false, email: `url-${guest.userId}@example.com` } });
  return guest;
}

/** A screen form's POST as it reaches Remix for `origin` (the Host the client sent). */
const formAt = (origin: string, path: string, cookie: string, fields: Record<string, string>) =>
  new Request(`${origin}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
const args = (req: Request) => ({ request: req, params: {}, context: {} });
const sessionOf = (res: Response) => stripe.sessions.get(res.headers.get("Location")!.split("/").at(-1)!)!;

describe("Stripe's return URLs", () => {
  it("start with APP_URL when it is set, whatever origin the request came in on", async () => {
    configure(APP_URL);
    const { cookie } = await member();
    const checkout = await respondPage(() =>
      checkoutAction(args(formAt("http://127.0.0.1:3000", "/checkout", cookie, { plan: "premium", billing: "monthly" }))),
    );
    expect(sessionOf(checkout)).toMatchObject({
      success_url: `${APP_URL}/premium-enhanced?payment=success`,
      cancel_url: `${APP_URL}/checkout?plan=premium&billing=monthly`,
    });
    const subscribe = await respondPage(() =>
      subscribeAction(args(formAt("http://localhost", "/subscribe", cookie, { plan: "premium", email: "me@example.com", name: "Me" }))),
    );
    expect(sessionOf(subscribe)).toMatchObject({
      success_url: `${APP_URL}/premium-enhanced?subscription=success`,
      cancel_url: `${APP_URL}/premium?plan=premium`,
    });
    const payment = await respondPage(() =>
      paymentsAction(args(formAt("http://localhost", "/payments", cookie, { email: "me@example.com", amount: "1" }))),
    );
    expect(sessionOf(payment)).toMatchObject({ success_url: `${APP_URL}/payments?payment=success`, cancel_url: `${APP_URL}/payments` });

    const json = { email: "me@example.com", name: "Me", plan: "premium" };
    await respond(() => subscriptionAction(args(request("/api/create-subscription", { method: "POST", cookie, json }))));
    const portal = await respond(() => portalApiAction(args(request("/api/billing-portal", { method: "POST", cookie }))));
    const { url } = (await portal.json()) as { url: string };
    expect(stripe.portalSessions.get(url.split("/").at(-1)!)?.return_url).toBe(`${APP_URL}/profile`);
  });

  it("without APP_URL, use the request's origin on a loopback host only; any other Host gets 503 and Stripe is never asked", async () => {
    configure(undefined);
    const { cookie } = await member();
    const local = await respondPage(() => checkoutAction(args(formAt("http://127.0.0.1:3000", "/checkout", cookie, { plan: "premium" }))));
    expect(sessionOf(local).cancel_url).toBe("http://127.0.0.1:3000/checkout?plan=premium&billing=monthly");

    const before = stripe.sessions.size;
    const evil = await respondPage(() => checkoutAction(args(formAt("http://evil.test", "/checkout", cookie, { plan: "premium" }))));
    expect(evil.status).toBe(503);
    expect(await evil.text()).toContain("This server's public address (APP_URL) is not configured");
    const portal = await respond(() =>
      portalApiAction(args(new Request("http://evil.test/api/billing-portal", { method: "POST", headers: { Cookie: cookie } }))),
    );
    expect(portal.status).toBe(503);
    expect(stripe.sessions.size).toBe(before);
  });
});

describe("links in e-mails", () => {
  const signInNote = async (origin: string) => {
    const email = `nobody-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const asked = await respondPage(() =>
      loginAction(
        args(
          new Request(`${origin}/login?step=email`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ email }),
          }),
        ),
      ),
    );
    expect(asked.status).toBe(302);
    return (await db.outboxMessage.findFirstOrThrow({ where: { to: email } })).body;
  };

  it("start with APP_URL when it is set", async () => {
    Object.assign(env, { APP_URL });
    expect(await signInNote("http://evil.test")).toContain(`register at ${APP_URL}/registration.`);
  });

  it("without APP_URL are bare paths, as before: the request's Host never goes into one", async () => {
    Object.assign(env, { APP_URL: undefined });
    const body = await signInNote("http://evil.test");
    expect(body).toContain("register at /registration.");
    expect(body).not.toContain("evil.test");
  });
});
