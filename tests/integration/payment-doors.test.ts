// Issue 24 item 3: the spec's two payment calls (commercial §7) accepted with the spec's payloads,
// and guests refused with the same 403 on the API doors as on the screens.
import { describe, expect, it } from "vitest";
import { MEMBERS_ONLY } from "~/modules/payments/member.server";
import { action as intentAction } from "~/routes/api.create-payment-intent";
import { action as subscriptionAction } from "~/routes/api.create-subscription";
import { action as checkoutAction } from "~/routes/checkout";
import { action as paymentsAction } from "~/routes/payments";
import { action as subscribeAction } from "~/routes/subscribe";
import { args, member, screenAnswer, useStripeStandin } from "../helpers/payments";
import { formPost, newGuest, request, respond } from "../helpers/requests";

const standin = useStripeStandin();

const intent = (cookie: string, json: unknown) =>
  respond(() => intentAction(args(request("/api/create-payment-intent", { method: "POST", cookie, json }))));
const subscription = (cookie: string, json: unknown) =>
  respond(() => subscriptionAction(args(request("/api/create-subscription", { method: "POST", cookie, json }))));

describe("the spec's calls as written", () => {
  it("create-payment-intent {amount, currency}: the payment demo, for the account's e-mail", async () => {
    standin.configure();
    const { userId, cookie } = await member();
    const res = await intent(cookie, { amount: 12.34, currency: "usd" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { paymentIntentId: string };
    expect(standin.stripe.intents.find((row) => row.id === body.paymentIntentId)).toMatchObject({
      amount: 1234,
      currency: "usd",
      metadata: { userId: String(userId), purpose: "test-payment", email: `pay-${userId}@example.com` },
    });
    for (const amount of [0.49, 1.005, 0])
      expect(await (await intent(cookie, { amount, currency: "usd" })).json()).toEqual({
        error: "Validation Error: Please provide valid email and amount",
      });
  });

  it("create-payment-intent {amount, plan}: the checkout's amount, which must be the plan's price", async () => {
    standin.configure();
    const { cookie } = await member();
    for (const [plan, amount] of [
      ["Premium", 9.99],
      ["Elite", 29.99],
    ] as const) {
      const res = await intent(cookie, { amount, plan });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { clientSecret: string }).clientSecret).toContain("_secret_");
    }
    const wrong = await intent(cookie, { amount: 1, plan: "Premium" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "The amount must be the price of Premium: $9.99" });
  });

  it("create-subscription {email, name, priceId}: a price id or a plan id", async () => {
    standin.configure();
    for (const [priceId, plan, interval] of [
      ["price_fitplate_premium_annual", "premium", "year"],
      ["price_fitplate_elite_monthly", "elite", "month"],
      ["Elite", "elite", "month"],
    ] as const) {
      const { userId, cookie } = await member();
      const res = await subscription(cookie, { email: "sub@example.com", name: "Sam Lee", priceId });
      expect(res.status).toBe(200);
      const { subscriptionId } = (await res.json()) as { subscriptionId: string };
      expect(standin.stripe.subscriptions.find((row) => row.id === subscriptionId)?.metadata).toEqual({
        userId: String(userId),
        plan,
        interval,
      });
    }
    const { cookie } = await member();
    const unsold = await subscription(cookie, { email: "sub@example.com", name: "Sam", priceId: "price_fitplate_elite_annual" });
    expect(await unsold.json()).toEqual({ error: "plan: Plan not found" });
  });
});

describe("guests are refused on every paying door, with the same words", () => {
  it("403 from both API calls and from /checkout, /subscribe and /payments", async () => {
    standin.configure();
    const { cookie } = await newGuest();
    const [intents, subscriptions] = [standin.stripe.intents.length, standin.stripe.subscriptions.length];
    for (const res of [
      await intent(cookie, { amount: 9.99, plan: "Premium" }),
      await intent(cookie, { amount: 5, currency: "usd", email: "guest@example.com" }),
      await subscription(cookie, { email: "guest@example.com", name: "Guest", plan: "premium" }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: MEMBERS_ONLY });
    }
    for (const run of [
      () => checkoutAction(args(formPost("/checkout?plan=premium", { plan: "premium" }, cookie))),
      () => subscribeAction(args(formPost("/subscribe?plan=premium", { plan: "premium", email: "guest@example.com", name: "G" }, cookie))),
      () => paymentsAction(args(formPost("/payments", { email: "guest@example.com", amount: "5" }, cookie))),
    ]) {
      const res = await screenAnswer(run);
      expect(res.status).toBe(403);
      expect(JSON.stringify(await res.json())).toContain(MEMBERS_ONLY);
    }
    expect([standin.stripe.intents.length, standin.stripe.subscriptions.length]).toEqual([intents, subscriptions]);
  });
});

it("the subscription page's call without a name is taken (the name is optional)", async () => {
  standin.configure();
  const { cookie } = await member();
  expect((await subscription(cookie, { email: "sub@example.com", plan: "premium" })).status).toBe(200);
});
