// Issue 24 item 2: the one-time pass (ADR 0032). /checkout and POST /api/create-payment-intent
// {amount, plan} buy one period of a plan without renewal, confirmed only by Stripe's signed
// payment_intent.succeeded; the pass meets a subscription or another pass so that no sequence pays
// twice for the same time, and an ended pass counts for nothing when the tier is read.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { getBilling } from "~/modules/payments/billing.server";
import { subscriberRefusal } from "~/modules/payments/passes";
import { REFUND_FAILED } from "~/modules/payments/staff-reports.server";
import { findPlan } from "~/modules/premium/plans";
import { requireFeature } from "~/modules/user/features.server";
import { getProfile } from "~/modules/user/profile.server";
import { loader as userLoader } from "~/routes/api.user.$userId";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as premiumLoader } from "~/routes/premium";
import {
  args,
  member,
  passHolder,
  passIntent,
  screenAnswer,
  stripeConfirms,
  stripeSays,
  subscriber,
  useStripeStandin,
  webhook,
} from "../helpers/payments";
import { formPost, request, respond } from "../helpers/requests";
import { failStripe, intentJson } from "../standins/stripe";

const standin = useStripeStandin();
const DAY = 86_400_000;

const passOf = (userId: number) =>
  db.user.findUniqueOrThrow({ where: { id: userId }, select: { tier: true, passPlan: true, passEndsAt: true } });
const passRows = (userId: number) =>
  db.purchase.findMany({
    where: { userId, interval: "once" },
    orderBy: { id: "asc" },
    select: { plan: true, amountCents: true, status: true, periodStart: true, periodEnd: true, refundCents: true, refundedAt: true },
  });
const tierOf = async (userId: number) => (await getProfile(userId))!.tier;
const unlocked = (userId: number) =>
  requireFeature(userId, "barcodeScanning").then(
    () => true,
    () => false,
  );
async function apiUser(userId: number, cookie: string) {
  const res = await respond(() => userLoader({ ...args(request(`/api/user/${userId}`, { cookie })), params: { userId: String(userId) } }));
  return (await res.json()) as { tier: string; pass: unknown; subscription: unknown };
}
/** Time passes: the member's pass periods (and its end) move `ms` into the past. */
async function timePasses(userId: number, ms: number) {
  const rows = await db.purchase.findMany({ where: { userId, interval: "once", periodEnd: { not: null } } });
  for (const row of rows)
    await db.purchase.update({
      where: { id: row.id },
      data: { periodStart: new Date(row.periodStart!.getTime() - ms), periodEnd: new Date(row.periodEnd!.getTime() - ms) },
    });
  const user = await passOf(userId);
  if (user.passEndsAt) await db.user.update({ where: { id: userId }, data: { passEndsAt: new Date(user.passEndsAt.getTime() - ms) } });
}
const near = (date: Date | null, expected: number) => expect(Math.abs(date!.getTime() - expected)).toBeLessThan(60_000);
const monthFrom = (start: number) => {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end.getTime();
};

describe("buying a pass", () => {
  it("the API's intent carries the table's price and the pass; only the signed payment_intent.succeeded grants it", async () => {
    standin.configure();
    const { userId, cookie } = await member();
    const answer = await passIntent(cookie, "Elite");
    expect(answer.status).toBe(200);
    const { paymentIntentId, amount } = (await answer.json()) as { paymentIntentId: string; amount: number };
    expect(amount).toBe(29.99);
    expect(standin.stripe.intents.find((row) => row.id === paymentIntentId)).toMatchObject({
      amount: 2999,
      metadata: { userId: String(userId), plan: "elite", interval: "month", purpose: "pass" },
    });
    // nothing is recorded, and nothing granted, until Stripe says it was paid
    expect(await passRows(userId)).toEqual([]);
    expect(await unlocked(userId)).toBe(false);

    const paidAt = Date.now();
    expect((await stripeConfirms(standin.stripe, paymentIntentId)).status).toBe(200);
    const pass = await passOf(userId);
    expect(pass).toMatchObject({ tier: "free", passPlan: "elite" }); // the subscription's tier stays free: the pass counts when read
    near(pass.passEndsAt, monthFrom(paidAt));
    expect(await tierOf(userId)).toBe("premium_plus");
    expect(await unlocked(userId)).toBe(true);
    const endsOn = pass.passEndsAt!.toISOString().slice(0, 10);
    expect(await apiUser(userId, cookie)).toMatchObject({ tier: "premium_plus", subscription: null, pass: { plan: "elite", endsOn } });
    expect(await getBilling(userId)).toMatchObject({
      tier: "premium_plus",
      pass: { plan: "elite", name: "Elite", endsOn },
      canCancel: false,
    });
    const premium = await premiumLoader(args(request("/premium-enhanced?payment=success", { cookie })));
    expect(premium).toMatchObject({ returned: "pass", tier: "premium_plus" });

    // one Purchase row for the payment, however often Stripe says it
    expect((await stripeConfirms(standin.stripe, paymentIntentId)).status).toBe(200);
    const again = await stripeConfirms(standin.stripe, paymentIntentId, `evt_${paymentIntentId}_other`);
    expect(await again.json()).toEqual({ received: true, ignored: true });
    expect(await passRows(userId)).toEqual([
      expect.objectContaining({ plan: "elite", amountCents: 2999, status: "paid", refundCents: 0, periodEnd: pass.passEndsAt }),
    ]);
    expect((await passOf(userId)).passEndsAt).toEqual(pass.passEndsAt);
    // a receipt names the pass and its end
    const receipt = await db.outboxMessage.findFirst({ where: { to: `pay-${userId}@example.com`, purpose: "receipt" } });
    expect(receipt?.body).toContain(`Elite 1-month pass ($29.99, paid once). It gives you Elite until ${endsOn} and does not renew.`);
  });

  it("/checkout without JavaScript: Stripe's hosted page for the pass; its session alone grants nothing", async () => {
    standin.configure();
    const { userId, cookie } = await member();
    const view = await checkoutLoader(args(request("/checkout?plan=premium&billing=annual", { cookie })));
    expect(view).toMatchObject({
      price: "$79.99",
      plan: { pass: "Premium 1-year pass" },
      preview: { subscription: null, pass: null, decision: { kind: "start" } },
    });
    const wrong = await screenAnswer(() =>
      checkoutAction(args(formPost("/checkout?plan=premium", { plan: "premium", billing: "annual", amount: "1" }, cookie))),
    );
    expect(wrong.status).toBe(400); // an amount sent must be the table's price
    const sent = await screenAnswer(() =>
      checkoutAction(args(formPost("/checkout?plan=premium", { plan: "premium", billing: "annual" }, cookie))),
    );
    expect(sent.status).toBe(302);
    const session = standin.stripe.sessions.get(sent.headers.get("Location")!.split("/").at(-1)!)!;
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 7999,
      success_url: "http://localhost/premium-enhanced?payment=success",
      intentMetadata: { userId: String(userId), plan: "premium", interval: "year", purpose: "pass" },
    });
    // the member pays on the hosted page (Stripe's own events are sent below, signed)
    expect((await fetch(`${standin.stripe.url}/pay/${session.id}`, { method: "POST", redirect: "manual" })).status).toBe(303);
    const intent = standin.stripe.intents.find((row) => row.metadata.purpose === "pass" && row.metadata.userId === String(userId))!;
    const completed = await webhook({
      id: `evt_${session.id}`,
      type: "checkout.session.completed",
      data: {
        object: { id: session.id, mode: "payment", payment_status: "paid", payment_intent: intent.id, metadata: session.intentMetadata },
      },
    });
    expect(await completed.json()).toEqual({ received: true, ignored: true });
    expect(await tierOf(userId)).toBe("free");
    const paidAt = Date.now();
    await webhook({ id: `evt_${intent.id}`, type: "payment_intent.succeeded", data: { object: intentJson(intent, false) } });
    const end = new Date(paidAt);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    near((await passOf(userId)).passEndsAt, end.getTime());
    expect(await tierOf(userId)).toBe("premium");
  });

  it("an ended pass counts for nothing when the tier is read: no timer, no event", async () => {
    standin.configure();
    const { userId, cookie } = await passHolder(standin.stripe, "premium");
    expect(await unlocked(userId)).toBe(true);
    await timePasses(userId, 31 * DAY);
    expect(await unlocked(userId)).toBe(false);
    expect(await tierOf(userId)).toBe("free");
    expect(await apiUser(userId, cookie)).toMatchObject({ tier: "free", pass: null });
    expect(await getBilling(userId)).toMatchObject({ tier: "free", pass: null });
    // and a new pass starts afresh, from now
    await passHolder(standin.stripe, "premium", { userId, cookie });
    expect(await tierOf(userId)).toBe("premium");
    near((await passOf(userId)).passEndsAt, monthFrom(Date.now()));
  });
});

describe("a pass meets what the member has: nothing is paid twice", () => {
  it("a pass of the same tier follows the running one: the end moves one month on", async () => {
    standin.configure();
    const holder = await passHolder(standin.stripe, "premium");
    const firstEnd = (await passOf(holder.userId)).passEndsAt!;
    const view = await checkoutLoader(args(request("/checkout?plan=complete", { cookie: holder.cookie })));
    expect(view).toMatchObject({
      preview: {
        pass: { plan: "Premium" },
        decision: { kind: "extend", endsOn: new Date(monthFrom(firstEnd.getTime())).toISOString().slice(0, 10) },
      },
    });
    await passHolder(standin.stripe, "complete", holder);
    expect(await passOf(holder.userId)).toEqual({
      tier: "free",
      passPlan: "complete",
      passEndsAt: new Date(monthFrom(firstEnd.getTime())),
    });
    const rows = await passRows(holder.userId);
    expect(rows.map((row) => [row.plan, row.status])).toEqual([
      ["premium", "paid"],
      ["complete", "paid"],
    ]);
    expect(rows[1]!.periodStart).toEqual(firstEnd); // the second period starts where the first ends
    expect(standin.stripe.refunds).not.toContainEqual(expect.objectContaining({ payment_intent: holder.paymentIntentId }));
  });

  it("a higher pass replaces a lower one now, and the lower one's unused share is refunded", async () => {
    standin.configure();
    const holder = await passHolder(standin.stripe, "premium");
    await timePasses(holder.userId, 15 * DAY); // about half of it is used
    const rows = await passRows(holder.userId);
    const length = rows[0]!.periodEnd!.getTime() - rows[0]!.periodStart!.getTime();
    const elite = await passHolder(standin.stripe, "elite", holder);
    expect(await tierOf(holder.userId)).toBe("premium_plus");
    const [premium, replacing] = await passRows(holder.userId);
    const expected = Math.round((999 * (length - 15 * DAY)) / length);
    expect(Math.abs(premium!.refundCents - expected)).toBeLessThanOrEqual(1);
    expect(premium!.refundedAt).not.toBeNull();
    expect(premium!.periodEnd!.getTime()).toBeLessThanOrEqual(Date.now()); // cut where Elite begins
    expect(replacing).toMatchObject({ plan: "elite", status: "paid", refundCents: 0 });
    expect(standin.stripe.refunds.filter((refund) => refund.payment_intent === holder.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: premium!.refundCents }),
    ]);
    expect(standin.stripe.refunds.some((refund) => refund.payment_intent === elite.paymentIntentId)).toBe(false);
  });

  it("a lower pass waits until a higher one ends: refused on both doors, and refunded in full if paid anyway", async () => {
    standin.configure();
    const holder = await passHolder(standin.stripe, "elite");
    const endsOn = (await passOf(holder.userId)).passEndsAt!.toISOString().slice(0, 10);
    const refusal = `Your Elite pass runs until ${endsOn} and already includes Premium: a Premium pass can be bought once it ends.`;
    const api = await passIntent(holder.cookie, "premium");
    expect(api.status).toBe(409);
    expect(await api.json()).toEqual({ error: refusal });
    const form = await screenAnswer(() => checkoutAction(args(formPost("/checkout?plan=premium", { plan: "premium" }, holder.cookie))));
    expect(form.status).toBe(409);
    expect(JSON.stringify(await form.json())).toContain(refusal);

    // a Premium pass paid from a page opened before the Elite pass was bought
    const before = await passOf(holder.userId);
    const late = standin.stripe.intents.find((row) => row.id === holder.paymentIntentId)!;
    const stray = { ...late, id: `${late.id}_stray`, amount: 999, metadata: { ...late.metadata, plan: "premium" } };
    standin.stripe.intents.push({ ...stray, status: "succeeded" });
    await webhook({
      id: `evt_${stray.id}`,
      type: "payment_intent.succeeded",
      data: { object: intentJson({ ...stray, status: "succeeded" }, false) },
    });
    expect(await passOf(holder.userId)).toEqual(before);
    expect((await passRows(holder.userId)).at(-1)).toMatchObject({ plan: "premium", status: "refunded", refundCents: 999 });
    expect(standin.stripe.refunds).toContainEqual(expect.objectContaining({ payment_intent: stray.id, amount: 999 }));
  });

  it("a subscriber buys no pass (the API, the screen, and a pass paid anyway is refunded in full)", async () => {
    standin.configure();
    const { userId, cookie, subscriptionId } = await subscriber(standin.stripe, "premium");
    for (const plan of ["premium", "workout", "elite"]) {
      const api = await passIntent(cookie, plan);
      expect(api.status).toBe(409);
      expect(await api.json()).toEqual({ error: subscriberRefusal({ plan: findPlan("premium")!, interval: "month" }) });
    }
    const form = await screenAnswer(() => checkoutAction(args(formPost("/checkout?plan=elite", { plan: "elite" }, cookie))));
    expect(form.status).toBe(409);
    expect(await checkoutLoader(args(request("/checkout?plan=elite", { cookie })))).toMatchObject({
      preview: { subscription: { plan: "premium", billing: "monthly" }, decision: { kind: "refuse" } },
    });
    // an Elite pass from a checkout opened before subscribing: refunded, the subscription untouched
    const stray = { id: `pi_stray_${userId}`, amount: 2999, currency: "usd", customer: null, refunded: 0, status: "succeeded" as const };
    const metadata = { userId: String(userId), plan: "elite", interval: "month", purpose: "pass" };
    standin.stripe.intents.push({ ...stray, metadata });
    await webhook({ id: `evt_${stray.id}`, type: "payment_intent.succeeded", data: { object: intentJson({ ...stray, metadata }, false) } });
    expect(await passOf(userId)).toEqual({ tier: "premium", passPlan: null, passEndsAt: null });
    expect(await passRows(userId)).toEqual([expect.objectContaining({ plan: "elite", status: "refunded", refundCents: 2999 })]);
    expect(standin.stripe.refunds).toContainEqual(expect.objectContaining({ payment_intent: stray.id, amount: 2999 }));
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).stripeSubscriptionId).toBe(subscriptionId);
  });

  it("a subscription that starts while a pass runs ends the pass and refunds its unused share", async () => {
    standin.configure();
    const holder = await passHolder(standin.stripe, "elite");
    await timePasses(holder.userId, 10 * DAY);
    const { subscriptionId } = await subscriber(standin.stripe, "premium", holder);
    expect(await passOf(holder.userId)).toEqual({ tier: "premium", passPlan: null, passEndsAt: null });
    expect(await tierOf(holder.userId)).toBe("premium");
    const [elite] = await passRows(holder.userId);
    expect(elite!.refundCents).toBeGreaterThan(1900);
    expect(elite!.refundCents).toBeLessThan(2100);
    expect(standin.stripe.refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ payment_intent: holder.paymentIntentId, amount: elite!.refundCents })]),
    );
    // a later event about the subscription refunds nothing more
    await stripeSays(standin.stripe, "customer.subscription.updated", subscriptionId);
    expect(standin.stripe.refunds.filter((refund) => refund.payment_intent === holder.paymentIntentId)).toHaveLength(1);
  });

  it("a refund Stripe refuses stays owed and is filed once for staff", async () => {
    standin.configure();
    const holder = await passHolder(standin.stripe, "premium");
    // Stripe's word that a subscription started, while its API fails; then more of its events (each retries the refund)
    const metadata = { userId: String(holder.userId), plan: "elite", interval: "month" };
    const started = (id: string) =>
      webhook({
        id: `evt_started_${holder.userId}_${id}`,
        type: "customer.subscription.updated",
        data: { object: { id: `sub_started_${holder.userId}`, status: "active", metadata } },
      });
    await failStripe(standin.stripe.url, "error");
    try {
      for (const id of ["a", "b"]) expect((await started(id)).status).toBe(200);
    } finally {
      await failStripe(standin.stripe.url, null);
    }
    const [premium] = await passRows(holder.userId);
    expect(premium!.refundCents).toBeGreaterThan(900);
    expect(premium!.refundedAt).toBeNull();
    const tickets = await db.supportTicket.findMany({ where: { userId: holder.userId, subject: REFUND_FAILED } });
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.message).toContain(holder.paymentIntentId);
    // once Stripe answers again, the next event pays what is owed
    await started("c");
    expect((await passRows(holder.userId))[0]!.refundedAt).not.toBeNull();
    expect(standin.stripe.refunds).toContainEqual(
      expect.objectContaining({ payment_intent: holder.paymentIntentId, amount: premium!.refundCents }),
    );
  });
});

describe("the pass's door without Stripe", () => {
  it("says plainly that payments are not configured", async () => {
    Object.assign(env, { STRIPE_SECRET_KEY: undefined });
    const { cookie } = await member();
    const res = await passIntent(cookie, "premium");
    expect(res.status).toBe(503);
  });
});
