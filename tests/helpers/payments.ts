// What the payment tests share: a Stripe stand-in of their own that the server is pointed at, a
// signed-in member, signed webhooks, and a screen action's answer as a Response.
import { afterAll, afterEach, beforeAll } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { action as webhookAction } from "~/routes/api.stripe.webhook";
import { signature, startStripeStandin, type StripeStandin } from "../standins/stripe";
import { newGuest, ORIGIN, respond } from "./requests";

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
