// A local Stripe stand-in on 127.0.0.1: the few API calls Fitplate makes (Checkout Sessions,
// PaymentIntents, customers, subscriptions, refunds, billing portal sessions), a hosted "checkout
// page" whose Pay button completes the session and sends the signed webhooks Stripe would
// (checkout.session.completed, and payment_intent.succeeded for a one-time payment), Stripe.js's
// confirmation of a PaymentIntent (POST /v1/payment_intents/{id}/confirm with the publishable key and
// client secret, as the browser sends it; a subscription's first invoice then is paid and active), a
// renewal on demand (renew, POST /__control/renew), the end of a period (periodEnds, POST
// /__control/period-end: a trial's first charge, a renewal, or the end of a subscription cancelled at
// period end), free trials (subscription_data.trial_period_days on a Checkout Session: "trialing",
// trial_end, a $0 first invoice; trial_end=now; customer.subscription.trial_will_end on demand, POST
// /__control/trial-will-end), the card typed on the hosted page as a PaymentMethod with Stripe's card
// fingerprint (the same number, the same fingerprint), a hosted "billing portal" page, and `sendEvent`
// for tests. By hand: `npm run standin:stripe`
// (PORT=4030), then STRIPE_SECRET_KEY=sk_test_standin STRIPE_WEBHOOK_SECRET=whsec_standin
// STRIPE_API_BASE=http://127.0.0.1:4030 and WEBHOOK_URL=http://127.0.0.1:3000/api/stripe/webhook.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import qs from "qs";

type Session = {
  id: string;
  mode: string;
  metadata: Record<string, string>;
  /** a one-time payment's PaymentIntent metadata (payment_intent_data.metadata) */
  intentMetadata: Record<string, string>;
  /** the customer passed in, else the one paying creates */
  customer: string | null;
  success_url: string;
  cancel_url: string;
  amount_total: number;
  paid: boolean;
  /** expired by the API: it can no longer be paid */
  expired?: boolean;
  /** subscription_data.trial_period_days: the subscription starts "trialing" for that many days */
  trialDays?: number;
};

/** A card PaymentMethod: Stripe's fingerprint is the same for every PaymentMethod of one card number. */
export type StandinPaymentMethod = { id: string; customer: string | null; fingerprint: string; last4: string };

/** The card Stripe's test pages suggest; the hosted page's card field starts with it. */
export const TEST_CARD = "4242 4242 4242 4242";

/** Stripe's fingerprint of a card number (this Stripe's: a hash of the digits). */
export function cardFingerprint(number: string): string {
  return createHash("sha256").update(number.replace(/\D/g, "")).digest("base64url").slice(0, 16);
}

/** A subscription as this Stripe keeps it: one item, its price, the end of the period paid for (seconds). */
export type StandinSubscription = {
  id: string;
  customer: string;
  metadata: Record<string, string>;
  cancelAtPeriodEnd?: boolean;
  status?: string;
  amount?: number;
  currentPeriodEnd?: number;
  /** the PaymentIntent of its first invoice, while it waits for it (created by the API) */
  firstPayment?: string;
  /** the free trial's start and end (seconds), when it had one */
  trialStart?: number;
  trialEnd?: number;
  /** the card it charges (a PaymentMethod id) */
  defaultPaymentMethod?: string;
};

/** A PaymentIntent as this Stripe keeps it. */
export type StandinIntent = {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  status: "requires_payment_method" | "succeeded" | "canceled";
  customer: string | null;
  /** what was refunded of it, in cents */
  refunded: number;
  /** the subscription whose first invoice it pays */
  subscription?: string;
};

/** Stripe's JSON for a PaymentIntent (the fields Fitplate reads). */
export function intentJson(intent: StandinIntent, withSecret = true) {
  return {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    amount_received: intent.status === "succeeded" ? intent.amount : 0,
    currency: intent.currency,
    customer: intent.customer,
    status: intent.status,
    metadata: intent.metadata,
    client_secret: withSecret ? `${intent.id}_secret_standin` : null,
  };
}

/** Stripe's JSON for a subscription (the fields Fitplate reads). */
export function subscriptionJson(subscription: StandinSubscription) {
  const periodEnd = subscription.currentPeriodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
  return {
    id: subscription.id,
    object: "subscription",
    customer: subscription.customer,
    status: subscription.status ?? "active",
    cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
    metadata: subscription.metadata,
    trial_start: subscription.trialStart ?? null,
    trial_end: subscription.trialEnd ?? null,
    default_payment_method: subscription.defaultPaymentMethod ?? null,
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          current_period_end: periodEnd,
          price: { unit_amount: subscription.amount },
        },
      ],
    },
  };
}

/** Stripe's JSON for a paid invoice of a subscription (the fields Fitplate reads). */
function invoiceJson(subscription: StandinSubscription, billingReason: string, amountPaid: number) {
  return {
    id: newId("in"),
    object: "invoice",
    billing_reason: billingReason,
    status: "paid",
    amount_paid: amountPaid,
    customer: subscription.customer,
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    lines: { object: "list", data: [{ period: { end: subscription.currentPeriodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400 } }] },
  };
}

/** Stripe's JSON for a card PaymentMethod (the fields Fitplate reads). */
function paymentMethodJson(method: StandinPaymentMethod) {
  return {
    id: method.id,
    object: "payment_method",
    type: "card",
    customer: method.customer,
    card: { brand: "visa", last4: method.last4, fingerprint: method.fingerprint },
  };
}

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export type StripeStandin = {
  url: string;
  sessions: Map<string, Session>;
  /** customer ids this Stripe knows (created by the API or by paying a checkout) */
  customers: Set<string>;
  portalSessions: Map<string, { id: string; customer: string; return_url: string }>;
  intents: StandinIntent[];
  subscriptions: StandinSubscription[];
  /** refunds made (POST /v1/refunds), once per idempotency key */
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** Stripe renews a subscription: the next period's invoice is paid (invoice.paid and invoice.payment_succeeded, each once) */
  renew(subscriptionId: string): Promise<ReturnType<typeof invoiceJson>>;
  /** the invoices paid at once, e.g. a plan change's proration (sent as invoice.paid when a webhook target is set) */
  invoices: ReturnType<typeof invoiceJson>[];
  /** the cards paid with on the hosted page */
  paymentMethods: StandinPaymentMethod[];
  /**
   * The subscription's period (or trial) ends now, as Stripe's clock would have it: cancelled at period
   * end → deleted, nothing charged (null); else the next period's invoice is paid (a trial's first charge).
   */
  periodEnds(subscriptionId: string): Promise<ReturnType<typeof invoiceJson> | null>;
  /** Stripe's customer.subscription.trial_will_end about a trialing subscription (Stripe sends it three days before) */
  trialWillEnd(subscriptionId: string): Promise<void>;
  /** where webhooks go, and the secret they are signed with */
  setWebhook(target: string, secret: string): void;
  /** signs and posts an event to the webhook target; resolves with the app's status */
  sendEvent(type: string, object: unknown, id?: string): Promise<number>;
  close(): Promise<void>;
};

/** Stripe's signature header: t=<ts>,v1=HMAC_SHA256(secret, "<ts>.<payload>"). */
export function signature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex")}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The failure switch's modes: `error` answers every API call 500; `hang` never answers (a timeout);
 * `no-secret` answers PaymentIntents and subscriptions without their client secret; `card` refuses
 * them as Stripe refuses a card (402, card_error, "Your card was declined.").
 */
export type FailMode = "error" | "hang" | "no-secret" | "card";
const FAIL_MODES: readonly FailMode[] = ["error", "hang", "no-secret", "card"];

/** Switches the failure mode of a running stand-in (null: answer normally). */
export async function failStripe(base: string, mode: FailMode | null): Promise<void> {
  const answer = await fetch(`${base}/__control/fail`, { method: "POST", body: JSON.stringify({ on: mode !== null, mode }) });
  if (!answer.ok) throw new Error(`stand-in fail switch answered ${answer.status}`);
}

const newId = (prefix: string) => `${prefix}_standin_${randomBytes(8).toString("hex")}`;

export async function startStripeStandin({ port = 0 }: { port?: number } = {}): Promise<StripeStandin> {
  const sessions = new Map<string, Session>();
  const customers = new Set<string>();
  const portalSessions: StripeStandin["portalSessions"] = new Map();
  const intents: StripeStandin["intents"] = [];
  const subscriptions: StripeStandin["subscriptions"] = [];
  const refunds: StripeStandin["refunds"] = [];
  const refundKeys = new Map<string, StripeStandin["refunds"][number]>();
  const invoices: StripeStandin["invoices"] = [];
  const paymentMethods: StandinPaymentMethod[] = [];
  let webhook: { target: string; secret: string } | null = null;
  let base = "";
  /** How the API misbehaves (POST /__control/fail), null when it answers normally. */
  let failing: FailMode | null = null;
  /** Requests held unanswered in the "hang" mode, ended on reset. */
  const held = new Set<ServerResponse>();

  async function sendEvent(type: string, object: unknown, id = newId("evt")): Promise<number> {
    if (!webhook) throw new Error("no webhook target set");
    const payload = JSON.stringify({ id, object: "event", type, data: { object } });
    const response = await fetch(webhook.target, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature(payload, webhook.secret) },
      body: payload,
    });
    await response.body?.cancel();
    return response.status;
  }

  /** Stripe's word about something, when a webhook target is set. */
  async function notify(type: string, object: unknown) {
    if (webhook) await sendEvent(type, object);
  }

  /** A PaymentIntent is paid: Stripe's word about it, and for a subscription's first invoice the subscription's too. */
  async function succeed(intent: StandinIntent) {
    intent.status = "succeeded";
    const subscription = subscriptions.find((row) => row.id === intent.subscription);
    if (subscription) {
      subscription.status = "active";
      delete subscription.firstPayment;
      const invoice = invoiceJson(subscription, "subscription_create", intent.amount);
      invoices.push(invoice);
      await notify("customer.subscription.updated", subscriptionJson(subscription));
      await notify("invoice.paid", invoice);
    }
    await notify("payment_intent.succeeded", intentJson(intent, false));
  }

  async function renew(subscriptionId: string) {
    const subscription = subscriptions.find((row) => row.id === subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const end = subscription.currentPeriodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
    subscription.currentPeriodEnd = end + 30 * 86_400;
    const invoice = invoiceJson(subscription, "subscription_cycle", subscription.amount ?? 0);
    invoices.push(invoice);
    await notify("invoice.paid", invoice);
    await notify("invoice.payment_succeeded", invoice);
    await notify("customer.subscription.updated", subscriptionJson(subscription));
    return invoice;
  }

  function findSubscription(subscriptionId: string) {
    const subscription = subscriptions.find((row) => row.id === subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    return subscription;
  }

  /**
   * The trial ends now: the first period starts and its invoice is paid with the subscription's card.
   * Ended early (trial_end=now), Stripe also says customer.subscription.trial_will_end.
   */
  async function endTrial(subscription: StandinSubscription, billingReason: string, early = false) {
    subscription.status = "active";
    subscription.trialEnd = Math.min(subscription.trialEnd ?? nowSeconds(), nowSeconds());
    subscription.currentPeriodEnd = nowSeconds() + 30 * DAY;
    const invoice = invoiceJson(subscription, billingReason, subscription.amount ?? 0);
    invoices.push(invoice);
    if (early) await notify("customer.subscription.trial_will_end", subscriptionJson(subscription));
    await notify("customer.subscription.updated", subscriptionJson(subscription));
    await notify("invoice.paid", invoice);
    return invoice;
  }

  async function periodEnds(subscriptionId: string) {
    const subscription = findSubscription(subscriptionId);
    if (subscription.cancelAtPeriodEnd) {
      subscription.status = "canceled";
      await notify("customer.subscription.deleted", subscriptionJson(subscription));
      return null;
    }
    if (subscription.status === "trialing") return endTrial(subscription, "subscription_cycle");
    return renew(subscriptionId);
  }

  async function trialWillEnd(subscriptionId: string) {
    const subscription = findSubscription(subscriptionId);
    if (subscription.status !== "trialing") throw new Error(`${subscriptionId} is not trialing`);
    await notify("customer.subscription.trial_will_end", subscriptionJson(subscription));
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? "/", "http://standin");
      const json = (status: number, value: unknown) =>
        response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
      // Control endpoints, for a stand-in shared by many tests (started once per run): forget
      // everything (POST /__control/reset), or misbehave (POST /__control/fail {"on": true, "mode":
      // FailMode}, "error" when no mode is named) until switched off or reset.
      if (request.method === "POST" && url.pathname === "/__control/reset") {
        sessions.clear();
        customers.clear();
        portalSessions.clear();
        intents.length = 0;
        subscriptions.length = 0;
        refunds.length = 0;
        refundKeys.clear();
        invoices.length = 0;
        paymentMethods.length = 0;
        failing = null;
        for (const response of held) response.destroy();
        held.clear();
        return json(200, { reset: true });
      }
      if (request.method === "POST" && url.pathname === "/__control/renew") {
        const asked = JSON.parse(body || "{}") as { subscription?: unknown };
        if (!subscriptions.some((row) => row.id === asked.subscription)) return json(404, { error: "no such subscription" });
        return json(200, await renew(String(asked.subscription)));
      }
      const control = /^\/__control\/(period-end|trial-will-end)$/.exec(url.pathname);
      if (request.method === "POST" && control) {
        const asked = JSON.parse(body || "{}") as { subscription?: unknown };
        const subscription = subscriptions.find((row) => row.id === asked.subscription);
        if (!subscription) return json(404, { error: "no such subscription" });
        if (control[1] === "period-end") return json(200, { invoice: await periodEnds(subscription.id) });
        if (subscription.status !== "trialing") return json(409, { error: "not trialing" });
        await trialWillEnd(subscription.id);
        return json(200, { sent: true });
      }
      if (request.method === "POST" && url.pathname === "/__control/fail") {
        const asked = JSON.parse(body || "{}") as { on?: unknown; mode?: unknown };
        failing = asked.on ? (FAIL_MODES.find((mode) => mode === asked.mode) ?? "error") : null;
        return json(200, { failing });
      }
      const api = url.pathname.startsWith("/v1/") && url.pathname !== "/v1/balance";
      if (api && failing === "error") return json(500, { error: { message: "stand-in told to fail", type: "api_error" } });
      if (api && failing === "hang") return void held.add(response);
      const charging = request.method === "POST" && /^\/v1\/(payment_intents|subscriptions)(\/|$)/.test(url.pathname);
      if (charging && failing === "card")
        return json(402, { error: { message: "Your card was declined.", type: "card_error", code: "card_declined" } });
      const pay = /^\/pay\/([\w-]+)$/.exec(url.pathname);
      if (pay) {
        const session = sessions.get(pay[1]!);
        if (!session) return response.writeHead(404).end("No such checkout");
        if (session.expired || session.paid)
          return response
            .writeHead(410, { "Content-Type": "text/html" })
            .end(`<!doctype html><title>Stripe stand-in checkout</title><h1>This checkout is no longer available</h1>`);
        if (request.method === "GET") {
          return response
            .writeHead(200, { "Content-Type": "text/html" })
            .end(
              `<!doctype html><title>Stripe stand-in checkout</title>` +
                (session.trialDays
                  ? `<h1>${session.trialDays} days free</h1><p>Then $${(session.amount_total / 100).toFixed(2)}</p>`
                  : `<h1>Pay $${(session.amount_total / 100).toFixed(2)}</h1>`) +
                `<form method="post"><label>Card number <input name="card" value="${TEST_CARD}"></label>` +
                `<button>${session.trialDays ? "Start trial" : "Pay"}</button></form><a href="${session.cancel_url}">Cancel</a>`,
            );
        }
        session.paid = true;
        // A subscription checkout creates the customer (unless one was given) and the subscription the
        // member can later cancel; a one-time payment's is a PaymentIntent, paid at once.
        const subscription = session.mode === "subscription" ? newId("sub") : null;
        const customer = subscription ? (session.customer ?? newId("cus")) : session.customer;
        const card = String(new URLSearchParams(body).get("card") ?? TEST_CARD);
        const method: StandinPaymentMethod = {
          id: newId("pm"),
          customer,
          fingerprint: cardFingerprint(card),
          last4: card.replace(/\D/g, "").slice(-4),
        };
        paymentMethods.push(method);
        const trialEnd = session.trialDays ? nowSeconds() + session.trialDays * DAY : undefined;
        if (subscription && customer) {
          customers.add(customer);
          subscriptions.push({
            id: subscription,
            customer,
            metadata: session.metadata,
            amount: session.amount_total,
            defaultPaymentMethod: method.id,
            ...(trialEnd ? { status: "trialing", trialStart: nowSeconds(), trialEnd, currentPeriodEnd: trialEnd } : {}),
          });
        }
        const intent: StandinIntent | null =
          session.mode === "payment"
            ? {
                id: newId("pi"),
                amount: session.amount_total,
                currency: "usd",
                metadata: session.intentMetadata,
                status: "requires_payment_method",
                customer,
                refunded: 0,
              }
            : null;
        if (intent) intents.push(intent);
        await notify("checkout.session.completed", {
          id: session.id,
          object: "checkout.session",
          mode: session.mode,
          // a trial's first invoice is $0: nothing is paid until the trial ends
          payment_status: trialEnd ? "no_payment_required" : "paid",
          subscription,
          payment_intent: intent?.id ?? null,
          customer,
          metadata: session.metadata,
        });
        const created = subscriptions.find((row) => row.id === subscription);
        if (created) await notify("customer.subscription.created", subscriptionJson(created));
        if (created && trialEnd) {
          const free = invoiceJson(created, "subscription_create", 0);
          invoices.push(free);
          await notify("invoice.paid", free);
        }
        if (intent) await succeed(intent);
        return response.writeHead(303, { Location: session.success_url }).end();
      }
      const portal = /^\/portal\/([\w-]+)$/.exec(url.pathname);
      if (portal && request.method === "GET") {
        const session = portalSessions.get(portal[1]!);
        if (!session) return response.writeHead(404).end("No such portal session");
        return response
          .writeHead(200, { "Content-Type": "text/html" })
          .end(
            `<!doctype html><title>Stripe stand-in billing portal</title><h1>Billing portal</h1>` +
              `<p>Customer ${session.customer}</p><a href="${session.return_url}">Return to Fitplate</a>`,
          );
      }
      const params = qs.parse(body) as Record<string, unknown>;
      // Stripe.js in the browser confirms with the publishable key and the client secret (a simple
      // form post, so the page's fetch needs no preflight; the answer allows any origin).
      const confirm = request.method === "POST" ? /^\/v1\/payment_intents\/([\w-]+)\/confirm$/.exec(url.pathname) : null;
      if (confirm) {
        const browser = { "Access-Control-Allow-Origin": "*", "Content-Type": "application/json" };
        const intent = intents.find((row) => row.id === confirm[1]);
        const key = String(params.key ?? request.headers.authorization?.replace(/^Bearer /, "") ?? "");
        if (!intent || !/^[ps]k_/.test(key) || params.client_secret !== `${intent.id}_secret_standin`)
          return response
            .writeHead(404, browser)
            .end(JSON.stringify({ error: { message: "No such payment_intent", type: "invalid_request_error" } }));
        if (intent.status === "canceled")
          return response.writeHead(400, browser).end(
            JSON.stringify({
              error: {
                message: "This PaymentIntent's status is canceled.",
                type: "invalid_request_error",
                code: "payment_intent_unexpected_state",
              },
            }),
          );
        if (intent.status !== "succeeded") await succeed(intent);
        return response.writeHead(200, browser).end(JSON.stringify(intentJson(intent)));
      }
      if (url.pathname.startsWith("/v1/") && url.pathname !== "/v1/balance" && !/^Bearer sk_/.test(request.headers.authorization ?? ""))
        return json(401, { error: { message: "Invalid API key", type: "invalid_request_error" } });
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const item = (params.line_items as { price_data: { unit_amount: string } }[] | undefined)?.[0];
        const session: Session = {
          id: newId("cs"),
          mode: String(params.mode),
          metadata: (params.metadata as Record<string, string>) ?? {},
          intentMetadata: (params.payment_intent_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {},
          customer: typeof params.customer === "string" ? params.customer : null,
          success_url: String(params.success_url),
          cancel_url: String(params.cancel_url),
          amount_total: Number(item?.price_data.unit_amount ?? 0),
          paid: false,
        };
        const trialDays = Number((params.subscription_data as { trial_period_days?: string } | undefined)?.trial_period_days ?? 0);
        if (trialDays > 0 && session.mode === "subscription") session.trialDays = trialDays;
        sessions.set(session.id, session);
        return json(200, {
          id: session.id,
          object: "checkout.session",
          mode: session.mode,
          customer: session.customer,
          url: `${base}/pay/${session.id}`,
          metadata: session.metadata,
          amount_total: session.amount_total,
        });
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(url.pathname);
      const knownSession = sessionPath ? sessions.get(sessionPath[1]!) : undefined;
      if (sessionPath && !knownSession)
        return json(404, { error: { message: `No such checkout.session: '${sessionPath[1]}'`, type: "invalid_request_error" } });
      if (knownSession) {
        const status = knownSession.paid ? "complete" : knownSession.expired ? "expired" : "open";
        if (request.method === "POST" && sessionPath![2]) {
          if (status !== "open")
            return json(400, {
              error: { message: "Only Checkout Sessions with a status of open can be expired.", type: "invalid_request_error" },
            });
          knownSession.expired = true;
        }
        return json(200, {
          id: knownSession.id,
          object: "checkout.session",
          mode: knownSession.mode,
          status: knownSession.paid ? "complete" : knownSession.expired ? "expired" : "open",
        });
      }
      if (request.method === "GET" && url.pathname === "/v1/balance")
        return json(200, { object: "balance", available: [], pending: [], livemode: false });
      if (request.method === "POST" && url.pathname === "/v1/customers") {
        const id = newId("cus");
        customers.add(id);
        return json(200, { id, object: "customer", email: params.email, name: params.name, metadata: params.metadata ?? {} });
      }
      if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        const customer = String(params.customer);
        if (!customers.has(customer))
          return json(400, { error: { message: `No such customer: '${customer}'`, type: "invalid_request_error" } });
        const session = { id: newId("bps"), customer, return_url: String(params.return_url) };
        portalSessions.set(session.id, session);
        return json(200, { ...session, object: "billing_portal.session", url: `${base}/portal/${session.id}` });
      }
      const method = /^\/v1\/payment_methods\/([\w-]+)$/.exec(url.pathname);
      if (request.method === "GET" && method) {
        const known = paymentMethods.find((row) => row.id === method[1]);
        if (!known) return json(404, { error: { message: `No such PaymentMethod: '${method[1]}'`, type: "invalid_request_error" } });
        return json(200, paymentMethodJson(known));
      }
      if (request.method === "POST" && url.pathname === "/v1/products")
        return json(200, { id: newId("prod"), object: "product", name: params.name });
      const update = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
      const known = update && subscriptions.find((subscription) => subscription.id === update[1]);
      if (update && !known) return json(404, { error: { message: `No such subscription: '${update[1]}'`, type: "invalid_request_error" } });
      if (request.method === "GET" && known) {
        const waiting = known.status === "incomplete" && known.firstPayment;
        return json(200, {
          ...subscriptionJson(known),
          ...(waiting
            ? {
                latest_invoice: {
                  id: newId("in"),
                  object: "invoice",
                  confirmation_secret: { client_secret: `${known.firstPayment}_secret_standin` },
                },
              }
            : {}),
        });
      }
      if (request.method === "DELETE" && known) {
        // Cancelling a subscription that waits for its first payment voids that payment.
        known.status = "canceled";
        const first = intents.find((row) => row.id === known.firstPayment);
        if (first) first.status = "canceled";
        delete known.firstPayment;
        await notify("customer.subscription.deleted", subscriptionJson(known));
        return json(200, subscriptionJson(known));
      }
      if (request.method === "POST" && known) {
        // trial_end=now ends a trial at once: the first invoice is charged, and Stripe says the trial ends.
        if (params.trial_end === "now" && known.status === "trialing") {
          await endTrial(known, "subscription_update", true);
          return json(200, subscriptionJson(known));
        }
        // A plan change (the item's new price and metadata), cancel at period end, or resume; Stripe then sends the update.
        if (params.cancel_at_period_end !== undefined) known.cancelAtPeriodEnd = params.cancel_at_period_end === "true";
        const item = (params.items as { price_data?: { unit_amount?: string } }[] | undefined)?.[0];
        const before = known.amount ?? 0;
        if (item?.price_data?.unit_amount) known.amount = Number(item.price_data.unit_amount);
        if (params.metadata) known.metadata = params.metadata as Record<string, string>;
        // "always_invoice" bills the proration now. This Stripe prorates as if the period had just
        // begun: the whole difference for a dearer plan, nothing (a credit) for a cheaper one.
        const prorated = params.proration_behavior === "always_invoice" ? (known.amount ?? 0) - before : 0;
        const invoice = prorated > 0 ? invoiceJson(known, "subscription_update", prorated) : null;
        if (invoice) invoices.push(invoice);
        await notify("customer.subscription.updated", subscriptionJson(known));
        if (invoice) await notify("invoice.paid", invoice);
        return json(200, subscriptionJson(known));
      }
      if (request.method === "POST" && url.pathname === "/v1/subscriptions") {
        const id = newId("sub");
        const item = (params.items as { price_data?: { unit_amount?: string } }[] | undefined)?.[0];
        const amount = Number(item?.price_data?.unit_amount ?? 0);
        // Its first invoice waits for a PaymentIntent the browser confirms.
        const firstPayment: StandinIntent = {
          id: newId("pi"),
          amount,
          currency: "usd",
          metadata: {},
          status: "requires_payment_method",
          customer: String(params.customer),
          refunded: 0,
          subscription: id,
        };
        intents.push(firstPayment);
        const subscription: StandinSubscription = {
          id,
          customer: String(params.customer),
          metadata: (params.metadata as Record<string, string>) ?? {},
          status: "incomplete",
          amount,
          firstPayment: firstPayment.id,
        };
        subscriptions.push(subscription);
        await notify("customer.subscription.created", subscriptionJson(subscription));
        return json(200, {
          id,
          object: "subscription",
          status: "incomplete",
          metadata: params.metadata ?? {},
          latest_invoice: {
            id: newId("in"),
            object: "invoice",
            confirmation_secret:
              failing === "no-secret" ? null : { client_secret: `${firstPayment.id}_secret_standin`, type: "payment_intent" },
          },
        });
      }
      if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
        const intent: StandinIntent = {
          id: newId("pi"),
          amount: Number(params.amount),
          currency: String(params.currency),
          metadata: (params.metadata as Record<string, string>) ?? {},
          status: "requires_payment_method",
          customer: typeof params.customer === "string" ? params.customer : null,
          refunded: 0,
        };
        intents.push(intent);
        return json(200, intentJson(intent, failing !== "no-secret"));
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        // Stripe answers a repeated Idempotency-Key with the first refund, and refunds no more than was paid.
        const key = request.headers["idempotency-key"];
        const again = typeof key === "string" ? refundKeys.get(key) : undefined;
        if (again) return json(200, { ...again, object: "refund", status: "succeeded" });
        const intent = intents.find((row) => row.id === params.payment_intent);
        const amount = params.amount === undefined ? (intent?.amount ?? 0) - (intent?.refunded ?? 0) : Number(params.amount);
        if (!intent || intent.status !== "succeeded")
          return json(400, { error: { message: `No such charge: '${String(params.payment_intent)}'`, type: "invalid_request_error" } });
        if (amount <= 0 || intent.refunded + amount > intent.amount)
          return json(400, {
            error: { message: "Refund amount is greater than unrefunded amount on charge", type: "invalid_request_error" },
          });
        intent.refunded += amount;
        const refund = { id: newId("re"), payment_intent: intent.id, amount };
        refunds.push(refund);
        if (typeof key === "string") refundKeys.set(key, refund);
        return json(200, { ...refund, object: "refund", status: "succeeded" });
      }
      json(404, { error: { message: `Unrecognized request URL (${request.method}: ${url.pathname})`, type: "invalid_request_error" } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    customers,
    portalSessions,
    intents,
    subscriptions,
    invoices,
    refunds,
    renew,
    paymentMethods,
    periodEnds,
    trialWillEnd,
    setWebhook(target, secret) {
      webhook = { target, secret };
    },
    sendEvent,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startStripeStandin({ port: Number(process.env.PORT ?? 4030) });
  // Where the app listens for Stripe's events: the stand-in posts them there, signed like Stripe's.
  const webhookUrl = process.env.WEBHOOK_URL ?? "http://127.0.0.1:3000/api/stripe/webhook";
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_standin";
  standin.setWebhook(webhookUrl, webhookSecret);
  console.log(
    `Stripe stand-in on ${standin.url}; webhooks → ${webhookUrl} (WEBHOOK_URL), signed with STRIPE_WEBHOOK_SECRET=${webhookSecret}.\n` +
      `Start the app with STRIPE_SECRET_KEY=sk_test_standin STRIPE_WEBHOOK_SECRET=${webhookSecret} STRIPE_API_BASE=${standin.url}`,
  );
}
