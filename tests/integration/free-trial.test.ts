// Issue 43 item 5: the 7-day free trial, through the Stripe stand-in end to end: /subscribe's trial
// button → Stripe's hosted page (subscription_data.trial_period_days) → the card typed there →
// Stripe's signed events, delivered by the stand-in to the webhook route as Stripe would.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { TRIAL_USED } from "~/modules/payments/trial";
import { requireProvider } from "~/modules/payments/provider.server";
import { trialEligible, trialsEndingBetween } from "~/modules/payments/trials.server";
import { cancelSubscription } from "~/modules/payments/subscriptions.server";
import { loader as premiumLoader } from "~/routes/premium";
import { action as subscribeAction } from "~/routes/subscribe";
import { action as webhookAction } from "~/routes/api.stripe.webhook";
import { args, member, screenAnswer, useStripeStandin, WEBHOOK_SECRET } from "../helpers/payments";
import { formPost, ORIGIN, request, respond } from "../helpers/requests";
import { cardFingerprint } from "../standins/stripe";

const standin = useStripeStandin();
const DAY = 86_400_000;
/** A card number of its own for each trial (a fingerprint stays used for good, across runs on one database). */
const newCard = () => `4000 ${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`;

// The stand-in posts its signed events here, and this hands them to the webhook route in-process.
let relay: Server;
beforeAll(async () => {
  relay = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const headers = { "Content-Type": "application/json", "Stripe-Signature": String(incoming.headers["stripe-signature"]) };
      const body = Buffer.concat(chunks).toString("utf8");
      void respond(() => webhookAction(args(new Request(`${ORIGIN}/api/stripe/webhook`, { method: "POST", headers, body })))).then(
        async (answer) => outgoing.writeHead(answer.status).end(await answer.text()),
        (error: unknown) => outgoing.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

function configure() {
  standin.configure();
  standin.stripe.setWebhook(`http://127.0.0.1:${(relay.address() as AddressInfo).port}/`, WEBHOOK_SECRET);
}

/** /subscribe's form: "Start 7-day free trial" (trial=yes) or "Continue to payment" → the answer. */
const subscribeForm = (cookie: string, plan: string, trial: boolean) =>
  screenAnswer(() =>
    subscribeAction(
      args(formPost(`/subscribe?plan=${plan}`, { plan, email: "trial@example.com", ...(trial ? { trial: "yes" } : {}) }, cookie)),
    ),
  );

/** The member presses the trial button, then types `card` on Stripe's page → their subscription at the stand-in. */
async function startTrial(who: { userId: number; cookie: string }, card = newCard(), plan = "premium") {
  const sent = await subscribeForm(who.cookie, plan, true);
  expect(sent.status).toBe(302);
  const pay = sent.headers.get("Location")!;
  expect(await (await fetch(pay)).text()).toContain("7 days free");
  expect((await fetch(pay, { method: "POST", body: new URLSearchParams({ card }), redirect: "manual" })).status).toBe(303);
  return standin.stripe.subscriptions.find((row) => row.metadata.userId === String(who.userId))!;
}

/** What /premium says of the trial to the member: "offered" or "used". */
const premiumTrial = async (cookie: string) =>
  ((await (await respond(() => premiumLoader(args(request("/premium", { cookie }))))).json()) as { trial: string }).trial;

const userOf = (userId: number) =>
  db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { tier: true, subscriptionStatus: true, trialEndsAt: true, trialSubscriptionId: true, trialWillEndAt: true },
  });

/** What Stripe charged for a subscription: its invoices with an amount. */
const charged = (subscriptionId: string) =>
  standin.stripe.invoices.filter(
    (invoice) => invoice.parent.subscription_details.subscription === subscriptionId && invoice.amount_paid > 0,
  );

describe("the 7-day free trial", () => {
  it("gives Premium at once, with nothing charged and the trial's end stored", async () => {
    configure();
    const who = await member();
    expect(await trialEligible(who.userId)).toBe(true);
    expect(await premiumTrial(who.cookie)).toBe("offered");
    const before = Date.now();
    const subscription = await startTrial(who);
    expect(subscription).toMatchObject({ status: "trialing", amount: 999 });
    expect(subscription.trialEnd! * 1000 - before).toBeGreaterThan(7 * DAY - 60_000);
    expect(subscription.trialEnd! * 1000 - before).toBeLessThan(7 * DAY + 60_000);

    const user = await userOf(who.userId);
    expect(user).toMatchObject({ tier: "premium", subscriptionStatus: "trialing", trialSubscriptionId: subscription.id });
    expect(user.trialEndsAt!.getTime()).toBe(subscription.trialEnd! * 1000);
    expect(charged(subscription.id)).toEqual([]);
    // the checkout's Purchase row says a trial, not a payment
    expect(await db.purchase.findMany({ where: { userId: who.userId }, select: { status: true, interval: true } })).toEqual([
      { status: "trial", interval: "month" },
    ]);
    const welcome = await db.outboxMessage.findFirst({ where: { to: `pay-${who.userId}@example.com`, purpose: "receipt" } });
    expect(welcome?.subject).toBe("Your Fitplate Premium free trial");
    expect(welcome?.body).toContain("nothing was charged");

    // the reminder's list finds it in the window around its end, and not outside it
    const ending = await trialsEndingBetween(new Date(user.trialEndsAt!.getTime() - DAY), new Date(user.trialEndsAt!.getTime() + 1));
    expect(ending).toContainEqual(
      expect.objectContaining({ userId: who.userId, trialEndsAt: user.trialEndsAt, plan: "premium", interval: "month", cancelled: false }),
    );
    const earlier = await trialsEndingBetween(new Date(before), new Date(user.trialEndsAt!.getTime() - DAY));
    expect(earlier.map((row) => row.userId)).not.toContain(who.userId);

    // Stripe's trial_will_end is recorded
    await standin.stripe.trialWillEnd(subscription.id);
    expect((await userOf(who.userId)).trialWillEndAt).toBeInstanceOf(Date);

    // the trial ends uncancelled: Stripe charges the first payment, a paid Purchase row, Premium stays
    const first = await standin.stripe.periodEnds(subscription.id);
    expect(first).toMatchObject({ amount_paid: 999, billing_reason: "subscription_cycle" });
    expect(await userOf(who.userId)).toMatchObject({ tier: "premium", subscriptionStatus: "active" });
    expect(await db.purchase.count({ where: { userId: who.userId, status: "paid", amountCents: 999 } })).toBe(1);
    expect((await trialsEndingBetween(new Date(before), new Date(before + 30 * DAY))).map((row) => row.userId)).not.toContain(who.userId);
  });

  it("cancelled within the 7 days costs nothing: Premium until the trial's end, then Free, no charge at Stripe", async () => {
    configure();
    const who = await member();
    const subscription = await startTrial(who);
    expect((await userOf(who.userId)).tier).toBe("premium");

    const { endsOn } = await cancelSubscription(who.userId);
    expect(endsOn).toBe(new Date(subscription.trialEnd! * 1000).toISOString().slice(0, 10));
    expect(subscription.cancelAtPeriodEnd).toBe(true);
    const listed = await trialsEndingBetween(new Date(), new Date(Date.now() + 8 * DAY));
    expect(listed.find((row) => row.userId === who.userId)?.cancelled).toBe(true);
    expect((await userOf(who.userId)).tier).toBe("premium");

    expect(await standin.stripe.periodEnds(subscription.id)).toBeNull();
    expect(subscription.status).toBe("canceled");
    expect(await userOf(who.userId)).toMatchObject({ tier: "free", subscriptionStatus: "canceled" });
    expect(charged(subscription.id)).toEqual([]);
    expect(standin.stripe.intents.filter((intent) => intent.customer === subscription.customer && intent.status === "succeeded")).toEqual(
      [],
    );
    expect(await db.purchase.count({ where: { userId: who.userId, status: "paid" } })).toBe(0);
  });

  it("cannot be started twice by one member: the button is refused, and a trial Stripe starts anyway is charged at once", async () => {
    configure();
    const who = await member();
    const card = newCard();
    const first = await startTrial(who, card);
    await cancelSubscription(who.userId);
    await standin.stripe.periodEnds(first.id);
    expect((await userOf(who.userId)).tier).toBe("free");
    expect(await trialEligible(who.userId)).toBe(false);
    expect(await premiumTrial(who.cookie)).toBe("used");

    const sessionsBefore = standin.stripe.sessions.size;
    const again = await subscribeForm(who.cookie, "premium", true);
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toContain(TRIAL_USED);
    expect(standin.stripe.sessions.size).toBe(sessionsBefore);

    // a trial Stripe starts all the same (a checkout made outside these pages, with the member's
    // metadata): the webhook ends it at once, so Stripe charges the first payment today
    const outside = await requireProvider().createCheckout({
      mode: "subscription",
      amountCents: 999,
      interval: "month",
      productName: "Fitplate Premium (monthly)",
      metadata: { userId: String(who.userId), plan: "premium", interval: "month" },
      customerId: null,
      customerEmail: "trial@example.com",
      trialDays: 7,
      successUrl: `${ORIGIN}/premium-enhanced?subscription=success`,
      cancelUrl: `${ORIGIN}/premium`,
    });
    await fetch(outside.url, { method: "POST", body: new URLSearchParams({ card: newCard() }), redirect: "manual" });
    const second = standin.stripe.subscriptions.find((row) => row.metadata.userId === String(who.userId) && row.id !== first.id)!;
    expect(second.status).toBe("active");
    expect(charged(second.id)).toEqual([expect.objectContaining({ amount_paid: 999, billing_reason: "subscription_update" })]);
    expect(await userOf(who.userId)).toMatchObject({ tier: "premium", subscriptionStatus: "active", trialSubscriptionId: first.id });
    expect((await trialsEndingBetween(new Date(), new Date(Date.now() + 8 * DAY))).map((row) => row.userId)).not.toContain(who.userId);
  });

  it("cannot be had twice on one card: another member's trial with the same card number is charged at once", async () => {
    configure();
    const card = newCard();
    const first = await member();
    await startTrial(first, card);
    expect(await db.trialCard.findUnique({ where: { fingerprint: cardFingerprint(card) } })).toMatchObject({ userId: first.userId });

    const other = await member();
    expect(await trialEligible(other.userId)).toBe(true);
    const subscription = await startTrial(other, card);
    expect(subscription.status).toBe("active");
    expect(charged(subscription.id)).toHaveLength(1);
    expect(await userOf(other.userId)).toMatchObject({ tier: "premium", subscriptionStatus: "active", trialSubscriptionId: null });
    expect(await db.purchase.count({ where: { userId: other.userId, status: "paid", amountCents: 999 } })).toBe(1);
    // their e-mail is the receipt of a paid plan, not the trial's welcome
    const mail = await db.outboxMessage.findFirst({ where: { to: `pay-${other.userId}@example.com`, purpose: "receipt" } });
    expect(mail?.subject).toBe("Your Fitplate Premium receipt");

    // another card is another trial
    const third = await member();
    const own = await startTrial(third);
    expect(own.status).toBe("trialing");
    expect((await userOf(third.userId)).tier).toBe("premium");
  });

  it("'Continue to payment' still pays at once, without a trial, and then no trial is left", async () => {
    configure();
    const who = await member();
    const sent = await subscribeForm(who.cookie, "premium", false);
    const pay = sent.headers.get("Location")!;
    expect(await (await fetch(pay)).text()).toContain("Pay $9.99");
    expect(standin.stripe.sessions.get(pay.split("/").at(-1)!)?.trialDays).toBeUndefined();
    await fetch(pay, { method: "POST", body: new URLSearchParams({ card: newCard() }), redirect: "manual" });
    expect(await userOf(who.userId)).toMatchObject({ tier: "premium", subscriptionStatus: "active", trialSubscriptionId: null });
    expect(await trialEligible(who.userId)).toBe(false);
  });

  it("a bad trial field is a 400, and nothing reaches Stripe", async () => {
    configure();
    const who = await member();
    const before = standin.stripe.sessions.size;
    const answer = await screenAnswer(() =>
      subscribeAction(args(formPost("/subscribe?plan=premium", { plan: "premium", email: "t@example.com", trial: "please" }, who.cookie))),
    );
    expect(answer.status).toBe(400);
    expect(standin.stripe.sessions.size).toBe(before);
  });
});
