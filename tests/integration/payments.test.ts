// Issue 13: Stripe payments against a local stand-in. The tier changes only through a verified webhook.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { action as intentAction } from "~/routes/api.create-payment-intent";
import { action as webhookAction } from "~/routes/api.stripe.webhook";
import { getBilling, NO_BILLING_ACCOUNT, PORTAL_FAILED } from "~/modules/payments/billing.server";
import { NOT_CONFIGURED } from "~/modules/payments/provider.server";
import { cancelSubscription } from "~/modules/payments/subscriptions.server";
import { customerOf } from "~/modules/payments/customer.server";
import { toastOf } from "../helpers/payments";
import { action as portalAction, loader as portalLoader } from "~/routes/billing-portal";
import { action as portalApiAction } from "~/routes/api.billing-portal";
import { action as userAction } from "~/routes/api.user.$userId";
import { action as subscriptionAction } from "~/routes/api.create-subscription";
import { action as paymentsAction } from "~/routes/payments";
import { action as subscribeAction } from "~/routes/subscribe";
import { loader as premiumLoader } from "~/routes/premium";
import { loader as barcodeLoader } from "~/routes/api.foods.barcode.$code";
import { loader as exportLoader } from "~/routes/api.export";
import { newGuest, ORIGIN, request, respond } from "../helpers/requests";
import { signature, startStripeStandin, type StripeStandin } from "../standins/stripe";

const SECRET = "whsec_test_fitplate";
const args = (req: Request) => ({ request: req, params: {}, context: {} });
let stripe: StripeStandin;
const saved = {
  STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: env.STRIPE_API_BASE,
};

beforeAll(async () => {
  stripe = await startStripeStandin();
});
afterEach(() => Object.assign(env, saved));
afterAll(() => stripe.close());
const configure = () =>
  Object.assign(env, { STRIPE_SECRET_KEY: "sk_test_standin", STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.url });

async function member() {
  const guest = await newGuest();
  await db.user.update({ where: { id: guest.userId }, data: { isGuest: false, email: `pay-${guest.userId}@example.com` } });
  return guest;
}

/** /subscribe's form (Stripe's hosted page for the renewing subscription), for the member's e-mail. */
const subscribeHosted = (cookie: string, fields: Record<string, string>) =>
  respond(async () => {
    const result = await subscribeAction(
      args(
        new Request(`${ORIGIN}/subscribe`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email: "me@example.com", ...fields }),
        }),
      ),
    );
    // A refusal is Remix `data(…, { status })`: seen here as the Response it becomes.
    const wrapped = result as unknown as { data?: unknown; init?: { status: number } };
    return wrapped.init ? Response.json(wrapped.data, { status: wrapped.init.status }) : result;
  });

function webhook(event: unknown, sign = true) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (sign) headers["Stripe-Signature"] = signature(payload, SECRET);
  else headers["Stripe-Signature"] = signature(payload, "whsec_wrong");
  return respond(() => webhookAction(args(new Request(`${ORIGIN}/api/stripe/webhook`, { method: "POST", headers, body: payload }))));
}

/** What the premium features answer the member: barcode lookup (404 = allowed, unknown code) and the export. */
async function premiumDoors(cookie: string): Promise<[number, number]> {
  const code = "4006381333931";
  const barcode = await respond(() => barcodeLoader({ ...args(request(`/api/foods/barcode/${code}`, { cookie })), params: { code } }));
  const exported = await respond(() => exportLoader(args(request("/api/export?format=json", { cookie }))));
  return [barcode.status, exported.status];
}

const tierOf = async (userId: number) => (await db.user.findUniqueOrThrow({ where: { id: userId } })).tier;

describe("buying a plan", () => {
  it("/subscribe sends the member to Stripe's hosted checkout with the table's price; the tier waits for the webhook", async () => {
    configure();
    const { userId, cookie } = await member();
    const res = await subscribeHosted(cookie, { plan: "premium", billing: "annual" });
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^${stripe.url}/pay/cs_standin_`));
    const session = stripe.sessions.get(location.split("/").at(-1)!)!;
    expect(session).toMatchObject({
      mode: "subscription",
      amount_total: 7999,
      metadata: { userId: String(userId), plan: "premium", interval: "year" },
    });
    expect(session.success_url).toBe(`${ORIGIN}/premium-enhanced?subscription=success`);
    expect(await db.purchase.findUniqueOrThrow({ where: { stripeId: session.id } })).toMatchObject({
      status: "pending",
      amountCents: 7999,
    });

    // the return URL alone changes nothing
    const back = await premiumLoader(args(request("/premium-enhanced?subscription=success", { cookie })));
    expect(back).toMatchObject({ returned: "subscription", tier: "free" });
    expect(await tierOf(userId)).toBe("free");

    // Stripe's signed webhook does
    const event = {
      id: `evt_${userId}_paid`,
      type: "checkout.session.completed",
      data: { object: { id: session.id, payment_status: "paid", metadata: session.metadata } },
    };
    expect((await webhook(event)).status).toBe(200);
    expect(await tierOf(userId)).toBe("premium");
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).subscriptionStatus).toBe("active");
    expect((await db.purchase.findUniqueOrThrow({ where: { stripeId: session.id } })).status).toBe("paid");
    // the same event again is acknowledged and ignored
    const again = await webhook(event);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await db.stripeEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("refuses a webhook with a wrong signature and changes nothing", async () => {
    configure();
    const { userId } = await member();
    const event = {
      id: `evt_${userId}_forged`,
      type: "checkout.session.completed",
      data: { object: { id: "cs_forged", payment_status: "paid", metadata: { userId: String(userId), plan: "elite" } } },
    };
    const res = await webhook(event, false);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Invalid webhook signature" });
    expect(await tierOf(userId)).toBe("free");
    expect(await db.stripeEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it("follows the subscription: past_due keeps the tier, cancelled ends it; Elite grants Premium Plus", async () => {
    configure();
    const { userId } = await member();
    const metadata = { userId: String(userId), plan: "elite" };
    await webhook({
      id: `evt_${userId}_a`,
      type: "customer.subscription.created",
      data: { object: { id: "sub_1", status: "active", metadata } },
    });
    expect(await tierOf(userId)).toBe("premium_plus");
    await webhook({
      id: `evt_${userId}_b`,
      type: "customer.subscription.updated",
      data: { object: { id: "sub_1", status: "past_due", metadata } },
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({
      tier: "premium_plus",
      subscriptionStatus: "past_due",
    });
    await webhook({
      id: `evt_${userId}_c`,
      type: "customer.subscription.deleted",
      data: { object: { id: "sub_1", status: "canceled", metadata } },
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ tier: "free", subscriptionStatus: "canceled" });
  });

  it("creates a PaymentIntent for the table's amount, never the client's", async () => {
    configure();
    const { cookie } = await member();
    const post = (json: unknown) =>
      respond(() => intentAction(args(request("/api/create-payment-intent", { method: "POST", cookie, json }))));
    expect(await (await post({ plan: "Elite", amount: 0.5 })).json()).toEqual({ error: "The amount must be the price of Elite: $29.99" });
    const res = await post({ plan: "Elite" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { clientSecret: string; amount: number };
    expect(body.amount).toBe(29.99);
    expect(body.clientSecret).toMatch(/_secret_/);
    expect(stripe.intents.at(-1)).toMatchObject({ amount: 2999, currency: "usd" });
    expect(await (await post({ plan: "platinum" })).json()).toEqual({ error: "plan: Plan not found" });
    expect((await post({ plan: "elite", billing: "annual" })).status).toBe(400);
  });

  it("says plainly when payments are not configured, and keeps guests from buying", async () => {
    Object.assign(env, { STRIPE_SECRET_KEY: undefined });
    const { cookie } = await member();
    const res = await respond(() =>
      intentAction(args(request("/api/create-payment-intent", { method: "POST", cookie, json: { plan: "premium" } }))),
    );
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatch(/^Payments are not configured/);
    configure();
    const guest = await newGuest();
    expect((await subscribeHosted(guest.cookie, { plan: "premium" })).status).toBe(403);
  });
});

describe("subscriptions and the payment test page", () => {
  const form = (path: string, cookie: string, fields: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const unwrap = async (run: () => Promise<unknown>) =>
    respond(async () => {
      const result = await run();
      const wrapped = result as { data?: unknown; init?: { status: number } };
      return wrapped.init ? Response.json(wrapped.data, { status: wrapped.init.status }) : result;
    });

  it("creates a subscription for the Payment Element at the table's price", async () => {
    configure();
    const { userId, cookie } = await member();
    const post = (json: unknown) =>
      respond(() => subscriptionAction(args(request("/api/create-subscription", { method: "POST", cookie, json }))));
    const res = await post({ email: "Sub@Example.com", name: "Sam Lee", priceId: "elite" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { subscriptionId: string; clientSecret: string };
    expect(body.clientSecret).toContain("_secret_");
    expect(stripe.subscriptions.at(-1)).toMatchObject({ id: body.subscriptionId, metadata: { userId: String(userId), plan: "elite" } });
    expect(await (await post({ name: "No mail", plan: "premium" })).json()).toEqual({
      error: "email: Email Required: Please enter your email address to continue",
    });
    expect(await tierOf(userId)).toBe("free");
  });

  it("/subscribe asks for the e-mail, then sends the member to Stripe", async () => {
    configure();
    const { cookie } = await member();
    const missing = await unwrap(() => subscribeAction(args(form("/subscribe", cookie, { plan: "premium", email: " " }))));
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain("Email Required: Please enter your email address to continue");
    const sent = await unwrap(() =>
      subscribeAction(args(form("/subscribe", cookie, { plan: "premium", email: "me@example.com", name: "Me" }))),
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toContain("/pay/cs_standin_");
  });

  it("the payment demo's subscribe (/payments) asks for the e-mail in the spec's words, then sends the member to Stripe", async () => {
    configure();
    const { cookie } = await member();
    const missing = await unwrap(() =>
      paymentsAction(args(form("/payments", cookie, { intent: "test-subscribe", plan: "premium", email: " " }))),
    );
    expect(missing.status).toBe(400);
    const said = JSON.stringify(await missing.json());
    expect(said).toContain("Email Required: Please enter your email address");
    expect(said).not.toContain("to continue");
    const sent = await unwrap(() =>
      paymentsAction(args(form("/payments", cookie, { intent: "test-subscribe", plan: "elite", email: "me@example.com", name: "Me" }))),
    );
    expect(sent.status).toBe(302);
    const session = stripe.sessions.get(sent.headers.get("Location")!.split("/").at(-1)!)!;
    expect(session).toMatchObject({ mode: "subscription", metadata: { plan: "elite" } });
  });

  it("the one-time test payment checks e-mail and amount and buys nothing", async () => {
    configure();
    const { userId, cookie } = await member();
    for (const fields of [
      { email: "me@example.com", amount: "0.49" },
      { email: "", amount: "5" },
      { email: "me@example.com", amount: "1.005" },
    ]) {
      const refused = await unwrap(() => paymentsAction(args(form("/payments", cookie, fields))));
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain("Validation Error: Please provide valid email and amount");
    }
    const sent = await unwrap(() => paymentsAction(args(form("/payments", cookie, { email: "me@example.com", amount: "0.50" }))));
    const session = stripe.sessions.get(sent.headers.get("Location")!.split("/").at(-1)!)!;
    expect(session).toMatchObject({ mode: "payment", amount_total: 50 });
    const res = await webhook({
      id: `evt_${userId}_test`,
      type: "checkout.session.completed",
      data: { object: { id: session.id, payment_status: "paid", metadata: session.metadata } },
    });
    expect(await res.json()).toEqual({ received: true, ignored: true });
    expect(await tierOf(userId)).toBe("free");
  });
});

describe("billing: renewal and cancel at period end", () => {
  it("keeps the plan until the period ends, then the deleted subscription returns the member to free", async () => {
    configure();
    const { userId, cookie } = await member();
    expect(await premiumDoors(cookie)).toEqual([403, 403]);
    const res = await subscribeHosted(cookie, { plan: "complete" });
    const session = stripe.sessions.get(res.headers.get("Location")!.split("/").at(-1)!)!;
    const subscriptionId = "sub_billing_" + userId;
    stripe.subscriptions.push({ id: subscriptionId, customer: "cus_x", metadata: session.metadata });
    await webhook({
      id: `evt_${userId}_1`,
      type: "checkout.session.completed",
      data: { object: { id: session.id, payment_status: "paid", subscription: subscriptionId, metadata: session.metadata } },
    });
    const periodEnd = Math.floor(Date.UTC(2026, 11, 22) / 1000);
    await webhook({
      id: `evt_${userId}_2`,
      type: "customer.subscription.updated",
      data: {
        object: {
          id: subscriptionId,
          status: "active",
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: periodEnd }] },
          metadata: session.metadata,
        },
      },
    });
    expect(await getBilling(userId)).toEqual({
      tier: "premium",
      plan: "Complete (monthly)",
      status: "active",
      renewsOn: "2026-12-22",
      cancelAtPeriodEnd: false,
      canCancel: true,
      canResume: false,
      canManage: false,
      subscription: { plan: "complete", interval: "month", status: "active", currentPeriodEnd: "2026-12-22", cancelAtPeriodEnd: false },
      pass: null,
    });
    expect(await premiumDoors(cookie)).toEqual([404, 200]); // barcode scanning and advanced analytics unlocked

    // a paid renewal moves the date on
    const nextEnd = Math.floor(Date.UTC(2027, 0, 22) / 1000);
    await webhook({
      id: `evt_${userId}_renewal`,
      type: "invoice.paid",
      data: { object: { id: "in_1", subscription: subscriptionId, lines: { data: [{ period: { end: nextEnd } }] } } },
    });
    expect(await getBilling(userId)).toMatchObject({ tier: "premium", status: "active", renewsOn: "2027-01-22" });

    expect(await cancelSubscription(userId)).toEqual({ endsOn: "2027-01-22" });
    expect(stripe.subscriptions.find((row) => row.id === subscriptionId)?.cancelAtPeriodEnd).toBe(true);
    expect(await getBilling(userId)).toMatchObject({ tier: "premium", cancelAtPeriodEnd: true, canCancel: false });
    expect(await premiumDoors(cookie)).toEqual([404, 200]); // until the period ends

    await webhook({
      id: `evt_${userId}_3`,
      type: "customer.subscription.deleted",
      data: { object: { id: subscriptionId, status: "canceled", metadata: session.metadata } },
    });
    expect(await getBilling(userId)).toMatchObject({ tier: "free", status: "canceled" });
    expect(await premiumDoors(cookie)).toEqual([403, 403]);
  });

  it("has nothing to cancel without a subscription", async () => {
    configure();
    const { userId } = await member();
    await expect(cancelSubscription(userId)).rejects.toMatchObject({ status: 404 });
  });
});

describe("billing portal: the member's own Stripe customer", () => {
  const portal = (cookie?: string) =>
    respond(() =>
      portalAction(args(new Request(`${ORIGIN}/billing-portal`, { method: "POST", headers: cookie ? { Cookie: cookie } : {} }))),
    );
  const portalApi = (cookie?: string) =>
    respond(() => portalApiAction(args(request("/api/billing-portal", { method: "POST", cookie, json: { customer: "cus_other" } }))));
  const sessionOf = (res: Response) => stripe.sessions.get(res.headers.get("Location")!.split("/").at(-1)!)!;
  const paid = (userId: number, session: { id: string; metadata: Record<string, string> }, customer: string) => ({
    id: `evt_${userId}_${session.id}`,
    type: "checkout.session.completed",
    data: { object: { id: session.id, payment_status: "paid", subscription: `sub_${userId}`, customer, metadata: session.metadata } },
  });

  it("stores the customer of the signed checkout webhook and pays the next checkout with it; a client's field is ignored", async () => {
    configure();
    const { userId, cookie } = await member();
    const first = sessionOf(await subscribeHosted(cookie, { plan: "premium", customer: "cus_evil", stripeCustomerId: "cus_evil" }));
    expect(first.customer).toBeNull();
    expect(await customerOf(userId)).toBeNull();
    const customer = `cus_paid_${userId}`;
    expect((await webhook(paid(userId, first, customer))).status).toBe(200);
    expect(await customerOf(userId)).toBe(customer);
    expect(await getBilling(userId)).toMatchObject({ tier: "premium", canManage: true });
    // once that subscription has ended, a new checkout pays with the same customer
    await webhook({
      id: `evt_${userId}_ended`,
      type: "customer.subscription.deleted",
      data: { object: { id: `sub_${userId}`, status: "canceled", metadata: first.metadata } },
    });
    expect(sessionOf(await subscribeHosted(cookie, { plan: "elite" })).customer).toBe(customer);
  });

  it("learns it from subscription and renewal events too, and never hands one member's customer to another", async () => {
    configure();
    const a = await member();
    const b = await member();
    const event = (userId: number, type: string, object: Record<string, unknown>) =>
      webhook({ id: `evt_${userId}_${type}_${Math.random()}`, type, data: { object } });
    const metadataOf = (userId: number) => ({ userId: String(userId), plan: "premium" });
    await event(a.userId, "customer.subscription.created", {
      id: `sub_a_${a.userId}`,
      status: "active",
      customer: `cus_a_${a.userId}`,
      metadata: metadataOf(a.userId),
    });
    expect(await customerOf(a.userId)).toBe(`cus_a_${a.userId}`);
    // B's event naming A's customer still turns B's plan on, but does not copy A's customer
    await event(b.userId, "customer.subscription.updated", {
      id: `sub_b_${b.userId}`,
      status: "active",
      customer: `cus_a_${a.userId}`,
      metadata: metadataOf(b.userId),
    });
    expect(await tierOf(b.userId)).toBe("premium");
    expect(await customerOf(b.userId)).toBeNull();
    await event(b.userId, "invoice.paid", { id: "in_b", subscription: `sub_b_${b.userId}`, customer: `cus_b_${b.userId}` });
    expect(await customerOf(b.userId)).toBe(`cus_b_${b.userId}`);
    // the first customer learned stays
    await event(a.userId, "customer.subscription.updated", {
      id: `sub_a_${a.userId}`,
      status: "active",
      customer: "cus_other",
      metadata: metadataOf(a.userId),
    });
    expect(await customerOf(a.userId)).toBe(`cus_a_${a.userId}`);
  });

  it("a forged webhook or a profile update cannot set the customer", async () => {
    configure();
    const { userId, cookie } = await member();
    const forged = {
      id: `evt_${userId}_forged_customer`,
      type: "customer.subscription.created",
      data: {
        object: { id: "sub_forged", status: "active", customer: "cus_forged", metadata: { userId: String(userId), plan: "premium" } },
      },
    };
    expect((await webhook(forged, false)).status).toBe(400);
    const put = await respond(() =>
      userAction({
        ...args(request(`/api/user/${userId}`, { method: "PUT", cookie, json: { stripeCustomerId: "cus_forged", age: 30 } })),
        params: { userId: String(userId) },
      }),
    );
    expect(put.status).toBe(200);
    expect(await customerOf(userId)).toBeNull();
    expect(await getBilling(userId)).toMatchObject({ canManage: false });
  });

  it("Manage billing sends the member to the stand-in's portal for their own customer only", async () => {
    configure();
    const mine = await member();
    const theirs = await member();
    for (const { cookie } of [mine, theirs]) {
      const post = (json: unknown) =>
        respond(() => subscriptionAction(args(request("/api/create-subscription", { method: "POST", cookie, json }))));
      expect((await post({ email: "me@example.com", name: "Me", plan: "premium" })).status).toBe(200);
    }
    const customer = (await customerOf(mine.userId))!;
    expect(stripe.customers.has(customer)).toBe(true);
    expect(stripe.subscriptions.at(-2)?.customer).toBe(customer);
    expect(await customerOf(theirs.userId)).not.toBe(customer);

    const res = await portal(mine.cookie);
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^${stripe.url}/portal/bps_standin_`));
    expect(stripe.portalSessions.get(location.split("/").at(-1)!)).toMatchObject({ customer, return_url: `${ORIGIN}/profile` });
    const page = await fetch(location);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Customer ${customer}`);
    // the same for API callers, as JSON; a customer named in the body is ignored
    const api = await portalApi(theirs.cookie);
    expect(api.status).toBe(200);
    const { url } = (await api.json()) as { url: string };
    expect(stripe.portalSessions.get(url.split("/").at(-1)!)?.customer).toBe(await customerOf(theirs.userId));

    // a second purchase reuses the member's customer
    const again = await respond(() =>
      subscriptionAction(
        args(
          request("/api/create-subscription", {
            method: "POST",
            cookie: mine.cookie,
            json: { email: "me@example.com", name: "Me", plan: "elite" },
          }),
        ),
      ),
    );
    expect(again.status).toBe(200);
    expect(stripe.subscriptions.at(-1)?.customer).toBe(customer);
  });

  it("no customer, a guest, no session or no Stripe: no portal, a plain message, no crash", async () => {
    configure();
    const { userId, cookie } = await member();
    const guest = await newGuest();
    for (const who of [cookie, guest.cookie]) {
      const res = await portal(who);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/profile");
      expect(await toastOf(res)).toMatchObject({ title: "Could not open billing", description: NO_BILLING_ACCOUNT, variant: "error" });
    }
    expect((await portal()).headers.get("Location")).toBe("/");
    const api = await portalApi(cookie);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: NO_BILLING_ACCOUNT });
    expect((await portalApi()).status).toBe(401);
    expect(
      (await respond(() => portalLoader({ request: request("/billing-portal"), params: {}, context: {} }))).headers.get("Location"),
    ).toBe("/profile");

    // a customer Stripe does not know (deleted there): Stripe's refusal becomes a message
    await db.user.update({ where: { id: userId }, data: { stripeCustomerId: `cus_gone_${userId}` } });
    expect(await toastOf(await portal(cookie))).toMatchObject({ description: PORTAL_FAILED });
    expect((await portalApi(cookie)).status).toBe(502);

    Object.assign(env, { STRIPE_SECRET_KEY: undefined });
    expect(await getBilling(userId)).toMatchObject({ canManage: false });
    expect(await toastOf(await portal(cookie))).toMatchObject({ description: NOT_CONFIGURED });
    expect((await portalApi(cookie)).status).toBe(503);
  });
});

describe("webhooks out of order (issue 23)", () => {
  const at = (minutes: number) => Math.floor(Date.UTC(2026, 10, 25, 12, minutes) / 1000);
  const subscriptionEvent = (userId: number, id: string, type: string, subscription: string, status: string, created: number) => ({
    id: `evt_${userId}_${id}`,
    type,
    created,
    data: { object: { id: subscription, status, metadata: { userId: String(userId), plan: "premium" } } },
  });
  const billingOf = (userId: number) =>
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { tier: true, subscriptionStatus: true, stripeSubscriptionId: true } });

  it("a late `updated` (older) after `deleted` does not bring the plan back; it is recorded and ignored", async () => {
    configure();
    const { userId } = await member();
    const sub = `sub_late_${userId}`;
    await webhook(subscriptionEvent(userId, "created", "customer.subscription.created", sub, "active", at(0)));
    expect(await tierOf(userId)).toBe("premium");
    await webhook(subscriptionEvent(userId, "deleted", "customer.subscription.deleted", sub, "canceled", at(10)));
    expect(await billingOf(userId)).toMatchObject({ tier: "free", subscriptionStatus: "canceled" });
    const late = subscriptionEvent(userId, "updated", "customer.subscription.updated", sub, "active", at(5));
    const res = await webhook(late);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, ignored: true });
    expect(await billingOf(userId)).toMatchObject({ tier: "free", subscriptionStatus: "canceled", stripeSubscriptionId: sub });
    expect(await db.stripeEvent.count({ where: { id: late.id } })).toBe(1);
    // even one created in the same second cannot revive a deleted subscription
    await webhook(subscriptionEvent(userId, "same-second", "customer.subscription.updated", sub, "active", at(10)));
    expect(await tierOf(userId)).toBe("free");
  });

  it("in order, the same events apply: updated, then deleted", async () => {
    configure();
    const { userId } = await member();
    const sub = `sub_order_${userId}`;
    await webhook(subscriptionEvent(userId, "created", "customer.subscription.created", sub, "active", at(0)));
    await webhook(subscriptionEvent(userId, "updated", "customer.subscription.updated", sub, "past_due", at(5)));
    expect(await billingOf(userId)).toMatchObject({ tier: "premium", subscriptionStatus: "past_due" });
    await webhook(subscriptionEvent(userId, "deleted", "customer.subscription.deleted", sub, "canceled", at(10)));
    expect(await billingOf(userId)).toMatchObject({ tier: "free", subscriptionStatus: "canceled" });
    // a new subscription afterwards is a new plan
    await webhook(subscriptionEvent(userId, "new", "customer.subscription.created", `${sub}_2`, "active", at(20)));
    expect(await billingOf(userId)).toMatchObject({ tier: "premium", subscriptionStatus: "active", stripeSubscriptionId: `${sub}_2` });
  });

  it("a late `deleted` of the old subscription leaves the member's new one alone", async () => {
    configure();
    const { userId } = await member();
    const old = `sub_old_${userId}`;
    const current = `sub_new_${userId}`;
    await webhook(subscriptionEvent(userId, "old", "customer.subscription.created", old, "active", at(0)));
    await webhook(subscriptionEvent(userId, "old-deleted", "customer.subscription.deleted", old, "canceled", at(5)));
    await webhook(subscriptionEvent(userId, "new", "customer.subscription.created", current, "active", at(10)));
    expect(await billingOf(userId)).toMatchObject({ tier: "premium", subscriptionStatus: "active", stripeSubscriptionId: current });
    // the old one's deletion, created after the new one (the member switched plans) or before it
    for (const [name, created] of [
      ["late", at(15)],
      ["early", at(5)],
    ] as const) {
      const res = await webhook(
        subscriptionEvent(userId, `old-deleted-${name}`, "customer.subscription.deleted", old, "canceled", created),
      );
      expect(await res.json()).toEqual({ received: true, ignored: true });
      expect(await billingOf(userId)).toMatchObject({ tier: "premium", subscriptionStatus: "active", stripeSubscriptionId: current });
    }
    // nor does a late `updated` of the old one (older than what was applied) switch back to it
    await webhook(subscriptionEvent(userId, "old-updated", "customer.subscription.updated", old, "active", at(8)));
    expect(await billingOf(userId)).toMatchObject({ stripeSubscriptionId: current });
    // a renewal paid late for a deleted subscription does not revive it either
    await webhook(subscriptionEvent(userId, "new-deleted", "customer.subscription.deleted", current, "canceled", at(30)));
    await webhook({
      id: `evt_${userId}_late_invoice`,
      type: "invoice.paid",
      created: at(20),
      data: { object: { id: "in_late", subscription: current } },
    });
    expect(await billingOf(userId)).toMatchObject({ tier: "free", subscriptionStatus: "canceled" });
  });
});
