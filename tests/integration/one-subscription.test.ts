// Issue 24 item 1: one subscription per member. Another plan is a plan change on it (Stripe's
// subscriptions.update with proration), the same plan is refused, and a second subscription made
// outside the app is reported (server log, a billing ticket for staff) with the tier following the
// higher plan.
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { alreadyYours } from "~/modules/payments/plan-change.server";
import { SECOND_SUBSCRIPTION } from "~/modules/payments/staff-reports.server";
import { findPlan } from "~/modules/premium/plans";
import { action as checkoutAction } from "~/routes/checkout";
import { action as subscribeAction } from "~/routes/subscribe";
import * as helpers from "../helpers/payments";
import { args, screenAnswer, subscribe, useStripeStandin, webhook } from "../helpers/payments";
import { formPost } from "../helpers/requests";

const standin = useStripeStandin();
const subscriber = (plan: string) => helpers.subscriber(standin.stripe, plan);
const userOf = (userId: number) =>
  db.user.findUniqueOrThrow({ where: { id: userId }, select: { tier: true, stripeSubscriptionId: true, subscriptionPlan: true } });
async function stripeSays(type: string, subscriptionId: string) {
  expect((await helpers.stripeSays(standin.stripe, type, subscriptionId)).status).toBe(200);
}

describe("one subscription per member", () => {
  it("Subscribe pressed in 8 tabs at once makes one subscription at Stripe, the same answer to each (issue 37 item 6)", async () => {
    standin.configure();
    const { userId, cookie } = await helpers.member();
    const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe(cookie, "premium")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const ids = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as { subscriptionId: string }).subscriptionId)),
    );
    expect(ids.size).toBe(1);
    expect(standin.stripe.subscriptions.filter((row) => row.metadata.userId === String(userId))).toHaveLength(1);
  });

  it("Elite → Premium changes the one subscription in place: one active at Stripe, tier premium", async () => {
    standin.configure();
    const { userId, cookie, subscriptionId } = await subscriber("elite");
    expect(await userOf(userId)).toEqual({ tier: "premium_plus", stripeSubscriptionId: subscriptionId, subscriptionPlan: "elite" });

    const res = await subscribe(cookie, "premium");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscriptionId, changed: true });
    const theirs = standin.stripe.subscriptions.filter((row) => row.metadata.userId === String(userId));
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ id: subscriptionId, amount: 999, metadata: { plan: "premium", interval: "month" } });
    // the tier changes on Stripe's word about it
    expect((await userOf(userId)).tier).toBe("premium_plus");
    await stripeSays("customer.subscription.updated", subscriptionId);
    expect(await userOf(userId)).toEqual({ tier: "premium", stripeSubscriptionId: subscriptionId, subscriptionPlan: "premium" });
    // one Purchase row: the first subscription's (a cheaper plan is a credit, not a payment)
    expect(standin.stripe.invoices.filter((invoice) => invoice.parent.subscription_details.subscription === subscriptionId)).toEqual([]);
    expect(await db.purchase.count({ where: { userId } })).toBe(1);
  });

  it("Premium → Elite: Stripe's prorated invoice, paid at once, is one more paid Purchase row (once, however often it is delivered)", async () => {
    standin.configure();
    const { userId, cookie, subscriptionId } = await subscriber("premium");
    expect((await subscribe(cookie, "elite")).status).toBe(200);
    await stripeSays("customer.subscription.updated", subscriptionId);
    const invoice = standin.stripe.invoices.find((row) => row.parent.subscription_details.subscription === subscriptionId)!;
    expect(invoice).toMatchObject({ billing_reason: "subscription_update", amount_paid: 2999 - 999 });
    const paid = { id: `evt_${invoice.id}`, type: "invoice.paid", data: { object: invoice } };
    expect((await webhook(paid)).status).toBe(200);
    expect((await webhook(paid)).status).toBe(200);
    const purchases = await db.purchase.findMany({
      where: { userId },
      orderBy: { id: "asc" },
      select: { plan: true, interval: true, amountCents: true, stripeId: true, status: true },
    });
    expect(purchases).toEqual([
      { plan: "premium", interval: "month", amountCents: 999, stripeId: subscriptionId, status: "pending" },
      { plan: "elite", interval: "month", amountCents: 2000, stripeId: invoice.id, status: "paid" },
    ]);
    expect((await userOf(userId)).tier).toBe("premium_plus");
  });

  it("Premium → Premium is refused on the API, /subscribe and /checkout's plan change, and nothing reaches Stripe", async () => {
    standin.configure();
    const { userId, cookie } = await subscriber("premium");
    const before = standin.stripe.subscriptions.length;
    const again = await subscribe(cookie, "Premium");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: alreadyYours(findPlan("premium")!, "month") });
    for (const [run, path] of [
      [checkoutAction, "/checkout"],
      [subscribeAction, "/subscribe"],
    ] as const) {
      const form = await screenAnswer(() => run(args(formPost(`${path}?plan=premium`, { intent: "change", plan: "premium" }, cookie))));
      expect(form.status).toBe(409);
    }
    expect(standin.stripe.subscriptions.length).toBe(before);
    expect(await db.purchase.count({ where: { userId } })).toBe(1);
    // Premium yearly is another price: a plan change
    const yearly = await screenAnswer(() =>
      checkoutAction(args(formPost("/checkout?plan=premium", { intent: "change", plan: "premium", billing: "annual" }, cookie))),
    );
    expect(yearly.status).toBe(302);
    expect(yearly.headers.get("Location")).toBe("/premium-enhanced?subscription=success");
    expect(standin.stripe.subscriptions.length).toBe(before);
  });

  it("a subscription paid with the on-page card form sends the receipt e-mail once, as the hosted page does", async () => {
    standin.configure();
    const { userId, subscriptionId } = await subscriber("premium");
    const { email } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    const receipts = () => db.outboxMessage.findMany({ where: { to: email!, purpose: "receipt" }, select: { subject: true, body: true } });
    expect(await receipts()).toEqual([]);
    // Stripe says the first invoice is paid twice over (its two event names, one delivered again)
    const first = { id: `in_card_${userId}`, billing_reason: "subscription_create", amount_paid: 999, subscription: subscriptionId };
    for (const [index, type] of ["invoice.paid", "invoice.payment_succeeded", "invoice.paid"].entries())
      expect((await webhook({ id: `evt_card_${index}_${userId}`, type, data: { object: first } })).status).toBe(200);
    const sent = await receipts();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Your Fitplate Premium receipt");
    expect(sent[0]!.body).toContain("Thanks for subscribing to Fitplate Premium");
    // a renewal is no new subscription: no second receipt
    const renewal = await standin.stripe.renew(subscriptionId);
    await webhook({ id: `evt_card_renewal_${renewal.id}`, type: "invoice.paid", data: { object: renewal } });
    expect(await receipts()).toHaveLength(1);
  });

  it("a renewal is one paid Purchase row, however often and by whichever of its two events Stripe says it", async () => {
    standin.configure();
    const { userId, subscriptionId } = await subscriber("premium");
    // the first invoice settles the subscription's own row (no second row for it)
    const first = { id: `in_first_${userId}`, billing_reason: "subscription_create", amount_paid: 999, subscription: subscriptionId };
    expect((await webhook({ id: `evt_first_${userId}`, type: "invoice.paid", data: { object: first } })).status).toBe(200);
    const invoice = await standin.stripe.renew(subscriptionId);
    expect(invoice).toMatchObject({ billing_reason: "subscription_cycle", amount_paid: 999 });
    for (const type of ["invoice.paid", "invoice.payment_succeeded", "invoice.paid"])
      expect((await webhook({ id: `evt_${type}_${invoice.id}`, type, data: { object: invoice } })).status).toBe(200);
    const second = await standin.stripe.renew(subscriptionId);
    await webhook({ id: `evt_renewal_${second.id}`, type: "invoice.payment_succeeded", data: { object: second } });
    const purchases = await db.purchase.findMany({
      where: { userId },
      orderBy: { id: "asc" },
      select: { plan: true, interval: true, amountCents: true, stripeId: true, status: true },
    });
    expect(purchases).toEqual([
      { plan: "premium", interval: "month", amountCents: 999, stripeId: subscriptionId, status: "paid" },
      { plan: "premium", interval: "month", amountCents: 999, stripeId: invoice.id, status: "paid" },
      { plan: "premium", interval: "month", amountCents: 999, stripeId: second.id, status: "paid" },
    ]);
    // each renewal moves the period on
    const renewsOn = new Date(standin.stripe.subscriptions.find((row) => row.id === subscriptionId)!.currentPeriodEnd! * 1000);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).currentPeriodEnd).toEqual(renewsOn);
  });

  it("Subscribe again before paying reuses the subscription that waits for its first payment; another plan is a new one", async () => {
    standin.configure();
    const { userId, cookie } = await helpers.member();
    const first = (await (await subscribe(cookie, "premium")).json()) as { subscriptionId: string; clientSecret: string };
    const again = (await (await subscribe(cookie, "premium")).json()) as { subscriptionId: string; clientSecret: string };
    expect(again).toEqual(first);
    const theirs = () => standin.stripe.subscriptions.filter((row) => row.metadata.userId === String(userId));
    expect(theirs()).toHaveLength(1);
    const elite = (await (await subscribe(cookie, "elite")).json()) as { subscriptionId: string };
    expect(elite.subscriptionId).not.toBe(first.subscriptionId);
    expect(theirs()).toHaveLength(2);
    // once it is paid (or expired) it is not reused
    theirs()[0]!.status = "active";
    delete theirs()[0]!.firstPayment;
    const later = (await (await subscribe(cookie, "premium")).json()) as { subscriptionId: string };
    expect(later.subscriptionId).not.toBe(first.subscriptionId);
  });

  it("a subscription page left open in another tab cannot be paid once another is started", async () => {
    standin.configure();
    const { userId, cookie } = await helpers.member();
    const hosted = async (plan: string) => {
      const res = await screenAnswer(() =>
        subscribeAction(args(formPost(`/subscribe?plan=${plan}`, { plan, email: "tabs@example.com" }, cookie))),
      );
      return res.headers.get("Location")!.split("/").at(-1)!;
    };
    const pay = (session: string) => fetch(`${standin.stripe.url}/pay/${session}`, { method: "POST", redirect: "manual" });
    const statusOf = async (stripeId: string) => (await db.purchase.findUniqueOrThrow({ where: { stripeId } })).status;

    // two hosted pages: the first one expires when the second is made
    const first = await hosted("premium");
    const second = await hosted("elite");
    expect(standin.stripe.sessions.get(first)?.expired).toBe(true);
    expect(await statusOf(first)).toBe("canceled");
    expect((await pay(first)).status).toBe(410);
    // a card form's subscription (waiting for its first payment) ends the hosted page, and the other way round
    const viaCard = (await (await subscribe(cookie, "workout")).json()) as { subscriptionId: string };
    expect(standin.stripe.sessions.get(second)?.expired).toBe(true);
    const third = await hosted("complete");
    const cancelled = standin.stripe.subscriptions.find((row) => row.id === viaCard.subscriptionId)!;
    expect(cancelled.status).toBe("canceled");
    expect(await statusOf(viaCard.subscriptionId)).toBe("canceled");
    const intent = standin.stripe.intents.find((row) => row.subscription === viaCard.subscriptionId)!;
    const confirm = await fetch(`${standin.stripe.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: "POST",
      body: new URLSearchParams({ key: "pk_test_standin", client_secret: `${intent.id}_secret_standin` }),
    });
    expect(confirm.status).toBe(400);
    // the last one opened is the one that can be paid: one subscription at Stripe
    expect((await pay(third)).status).toBe(303);
    expect(standin.stripe.subscriptions.filter((row) => row.metadata.userId === String(userId) && row.status !== "canceled")).toHaveLength(
      1,
    );
  });

  it("a second active subscription made outside the app is reported; the tier follows the higher plan", async () => {
    standin.configure();
    const { userId, subscriptionId } = await subscriber("premium");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const outside = (id: string, plan: string) =>
      webhook({
        id: `evt_${id}`,
        type: "customer.subscription.created",
        data: { object: { id, status: "active", metadata: { userId: String(userId), plan } } },
      });
    try {
      await outside(`sub_elite_${userId}`, "elite");
      expect(await userOf(userId)).toMatchObject({ tier: "premium_plus", stripeSubscriptionId: `sub_elite_${userId}` });
      await outside(`sub_workout_${userId}`, "workout");
      expect(await userOf(userId)).toMatchObject({ tier: "premium_plus", stripeSubscriptionId: `sub_elite_${userId}` });
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining(`second active subscription sub_elite_${userId} beside ${subscriptionId}`),
        expect.stringContaining(`second active subscription sub_workout_${userId} beside sub_elite_${userId}`),
      ]);
    } finally {
      errors.mockRestore();
    }
    const tickets = await db.supportTicket.findMany({ where: { userId, category: "billing" }, select: { subject: true, message: true } });
    expect(tickets).toHaveLength(2);
    expect(tickets.every((ticket) => ticket.subject === SECOND_SUBSCRIPTION)).toBe(true);
  });
});
