// What the payment tests share: a Stripe stand-in of their own that the server is pointed at, a
// signed-in member, signed webhooks, and a screen action's answer as a Response.
import { afterAll, afterEach, beforeAll } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { takeToast } from "~/http/toast.server";
import { action as intentAction } from "~/routes/api.create-payment-intent";
import { action as subscriptionAction } from "~/routes/api.create-subscription";
import { action as webhookAction } from "~/routes/api.stripe.webhook";
import { intentJson, signature, startStripeStandin, subscriptionJson, type StripeStandin } from "../standins/stripe";
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
export async function subscriber(stripe: StripeStandin, plan: string, existing?: { userId: number; cookie: string }) {
  const who = existing ?? (await member());
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

/** POST /api/create-payment-intent for a pass of `plan` (the checkout's call, commercial spec §7). */
export const passIntent = (cookie: string, plan: string, billing = "monthly") =>
  respond(() => intentAction(args(request("/api/create-payment-intent", { method: "POST", cookie, json: { plan, billing } }))));

/**
 * The browser confirms the PaymentIntent at the stand-in (as Stripe.js does with the client secret),
 * then Stripe's signed payment_intent.succeeded reaches the webhook → the webhook's answer.
 */
export async function stripeConfirms(stripe: StripeStandin, intentId: string, eventId = `evt_${intentId}_succeeded`): Promise<Response> {
  const confirmed = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
    method: "POST",
    body: new URLSearchParams({ key: "pk_test_standin", client_secret: `${intentId}_secret_standin` }),
  });
  if (!confirmed.ok) throw new Error(`the stand-in refused the confirmation: ${confirmed.status}`);
  const intent = stripe.intents.find((row) => row.id === intentId)!;
  return webhook({ id: eventId, type: "payment_intent.succeeded", data: { object: intentJson(intent, false) } });
}

/** A member who bought a pass of `plan` through the API and whose payment Stripe confirmed. */
export async function passHolder(stripe: StripeStandin, plan: string, who?: { userId: number; cookie: string }) {
  const holder = who ?? (await member());
  const answer = await passIntent(holder.cookie, plan);
  if (answer.status !== 200) throw new Error(`pass refused: ${answer.status} ${await answer.text()}`);
  const { paymentIntentId } = (await answer.json()) as { paymentIntentId: string };
  await stripeConfirms(stripe, paymentIntentId);
  return { ...holder, paymentIntentId };
}
