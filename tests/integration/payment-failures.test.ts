// Issue 24 item 4: when Stripe is down, slow, answers without a client secret or refuses the card,
// every paying door answers the spec's title (commercial §8) as a 502/503 (402 for the card),
// never a 500; the screens keep the form with what was typed, and nothing is recorded as bought.
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { withProvider } from "~/modules/payments/failures";
import { createStripeProvider } from "~/modules/payments/stripe.server";
import { action as intentAction } from "~/routes/api.create-payment-intent";
import { action as subscriptionAction } from "~/routes/api.create-subscription";
import { action as checkoutAction } from "~/routes/checkout";
import { action as paymentsAction } from "~/routes/payments";
import { action as subscribeAction } from "~/routes/subscribe";
import { args, member, screenAnswer, useStripeStandin } from "../helpers/payments";
import { formPost, request, respond } from "../helpers/requests";
import { failStripe, type FailMode } from "../standins/stripe";

const standin = useStripeStandin();

/** A port nothing listens on: Stripe "unreachable". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const api = (action: typeof intentAction, path: string, cookie: string, json: unknown) =>
  respond(() => action(args(request(path, { method: "POST", cookie, json }))));
const intent = (cookie: string) => api(intentAction, "/api/create-payment-intent", cookie, { amount: 29.99, plan: "Elite" });
const subscription = (cookie: string) =>
  api(subscriptionAction, "/api/create-subscription", cookie, { email: "me@example.com", name: "Me", plan: "premium" });

async function withStripe(mode: FailMode | "down", run: () => Promise<void>) {
  standin.configure();
  if (mode === "down") env.STRIPE_API_BASE = `http://127.0.0.1:${await closedPort()}`;
  else await failStripe(standin.stripe.url, mode);
  try {
    await run();
  } finally {
    await failStripe(standin.stripe.url, null);
  }
}

describe("the API doors say what failed, in the spec's words", () => {
  for (const [mode, status, payment, subscribe] of [
    ["down", 503, "Payment Service Status: Stripe could not be reached", "Subscription Service Status: Stripe could not be reached"],
    ["error", 502, "Payment Setup Failed: ", "Subscription Setup Failed: "],
    ["no-secret", 502, "Payment Setup Failed: ", "Subscription Setup Failed: "],
    ["card", 402, "Payment Failed: Your card was declined.", "Subscription Failed: Your card was declined."],
  ] as const) {
    it(`Stripe ${mode}: ${status}, nothing recorded as bought`, async () => {
      const { userId, cookie } = await member();
      await withStripe(mode, async () => {
        const paid = await intent(cookie);
        expect(paid.status).toBe(status);
        expect(((await paid.json()) as { error: string }).error).toContain(payment);
        const subscribed = await subscription(cookie);
        expect(subscribed.status).toBe(status);
        expect(((await subscribed.json()) as { error: string }).error).toContain(subscribe);
      });
      expect(await db.purchase.count({ where: { userId } })).toBe(0);
    });
  }

  it("a Stripe that does not answer in time is a timeout, said as the service's status", async () => {
    await failStripe(standin.stripe.url, "hang");
    const provider = createStripeProvider({
      secretKey: "sk_test_standin",
      webhookSecret: undefined,
      apiBase: standin.stripe.url,
      timeoutMs: 200,
    });
    try {
      await expect(withProvider("payment", () => provider.createPaymentIntent({ amountCents: 999, metadata: {} }))).rejects.toMatchObject({
        status: 503,
        message: expect.stringMatching(/^Payment Service Status: /),
      });
    } finally {
      await failStripe(standin.stripe.url, null);
    }
  });
});

describe("the screens keep the form and show the title", () => {
  const errorOf = async (res: Response) =>
    (await res.json()) as { result: { error: Record<string, string[]>; initialValue?: Record<string, string> } };

  it("/subscribe, /checkout and /payments with Stripe down: 503, the title, the values kept", async () => {
    const { cookie } = await member();
    await withStripe("down", async () => {
      const subscribe = await screenAnswer(() =>
        subscribeAction(
          args(formPost("/subscribe?plan=premium", { plan: "premium", email: "typed@example.com", name: "Typed Name" }, cookie)),
        ),
      );
      expect(subscribe.status).toBe(503);
      const subscribeReply = await errorOf(subscribe);
      expect(subscribeReply.result.error[""]![0]).toMatch(/^Subscription Service Status: /);
      expect(subscribeReply.result.initialValue).toMatchObject({ email: "typed@example.com", name: "Typed Name" });

      const checkout = await screenAnswer(() => checkoutAction(args(formPost("/checkout?plan=elite", { plan: "elite" }, cookie))));
      expect(checkout.status).toBe(503);
      expect((await errorOf(checkout)).result.error[""]![0]).toMatch(/Service Status: Stripe could not be reached/);

      const payments = await screenAnswer(() =>
        paymentsAction(args(formPost("/payments", { email: "typed@example.com", amount: "2.50", currency: "usd" }, cookie))),
      );
      expect(payments.status).toBe(503);
      const paymentsReply = await errorOf(payments);
      expect(paymentsReply.result.error[""]![0]).toMatch(/^Payment Service Status: /);
      expect(paymentsReply.result.initialValue).toMatchObject({ email: "typed@example.com", amount: "2.50" });
    });
  });
});
