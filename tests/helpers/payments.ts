// What the payment tests share: a Stripe stand-in of their own that the server is pointed at, a
// signed-in member, signed webhooks, and a screen action's answer as a Response.
import { afterAll, afterEach, beforeAll } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { takeToast } from "~/http/toast.server";
import { action as subscriptionAction } from "~/routes/api.create-subscription";
import { action as webhookAction } from "~/routes/api.stripe.webhook";
import { signature, startStripeStandin, subscriptionJson, type StripeStandin } from "../standins/stripe";
import { newGuest, ORIGIN, request, respond } from "./requests";

export const WEBHOOK_SECRET = "whsec_test_fitplate";
export const args = (req: Request) => ({ request: req, params: {}, context: {} });

/** Starts a stand-in for the file, points the server at it in each test, and puts the settings back after. */
export function useStripeStandin(): { readonly stripe: StripeStandin; configure(): void } {
  const saved = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: env.STRIPE_API_BASE,
  };
  let stripe: StripeStandin | undefined;
  beforeAll(async () => {
    stripe = await startStripeStandin();
  });
  afterEach(() => Object.assign(env, saved));
  afterAll(() => stripe?.close());
  return {
    get stripe() {
      return stripe!;
    },
    configure() {
      Object.assign(env, { STRIPE_SECRET_KEY: "sk_test_standin", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe!.url });
    },
  };
}

/** A registered member (not a guest) with an e-mail, and their session cookie. */
export async function member(): Promise<{ userId: number; cookie: string }> {
  const guest = await newGuest();
  await db.user.update({ where: { id: guest.userId }, data: { isGuest: false, email: `pay-${guest.userId}@example.com` } });
  return guest;
}

/** Posts a Stripe event to the webhook route, signed with the server's secret. */
export function webhook(event: { id: string; type: string; created?: number; data: { object: unknown } }) {
  const payload = JSON.stringify(event);
  const headers = { "Content-Type": "application/json", "Stripe-Signature": signature(payload, WEBHOOK_SECRET) };
  return respond(() => webhookAction(args(new Request(`${ORIGIN}/api/stripe/webhook`, { method: "POST", headers, body: payload }))));
}

/** A screen action's answer as a Response: a refusal is Remix `data(…, { status })`. */
export function screenAnswer(run: () => Promise<unknown>) {
  return respond(async () => {
    const result = await run();
    const wrapped = result as { data?: unknown; init?: { status: number } } | null;
    return wrapped && wrapped.init && !(result instanceof Response) ? Response.json(wrapped.data, { status: wrapped.init.status }) : result;
  });
}

/** POST /api/create-subscription for `plan` as the member with `cookie`. */
export const subscribe = (cookie: string, plan: string) =>
  respond(() =>
    subscriptionAction(args(request("/api/create-subscription", { method: "POST", cookie, json: { email: "one@example.com", plan } }))),
  );

/** Stripe's word (a signed `type` event) that the stand-in's subscription is as it now is. */
export async function stripeSays(stripe: StripeStandin, type: string, subscriptionId: string): Promise<Response> {
  const subscription = stripe.subscriptions.find((row) => row.id === subscriptionId)!;
  return webhook({ id: `evt_${subscriptionId}_${Math.random()}`, type, data: { object: subscriptionJson(subscription) } });
}

/** A member with a paid, active subscription to `plan` at the stand-in, as Stripe reported it. */
export async function subscriber(stripe: StripeStandin, plan: string) {
  const who = await member();
  const { subscriptionId } = (await (await subscribe(who.cookie, plan)).json()) as { subscriptionId: string };
  stripe.subscriptions.find((row) => row.id === subscriptionId)!.status = "active";
  await stripeSays(stripe, "customer.subscription.created", subscriptionId);
  return { ...who, subscriptionId };
}

/** The toast a redirect carries, as the next page would read it. */
export async function toastOf(res: Response) {
  const cookie = res.headers.get("Set-Cookie")?.split(";")[0];
  return (await takeToast(request("/profile", { cookie }))).toast;
}
