import Stripe from "stripe";
import { CURRENCY } from "~/modules/premium/plans";
import { ProviderError, type CheckoutRequest, type PaymentProvider, type ProviderEvent } from "./provider";

type StripeSettings = { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined; timeoutMs: number };

/** Stripe through its SDK; `apiBase` points it at another host (the local stand-in in tests). */
export function createStripeProvider({ secretKey, webhookSecret, apiBase, timeoutMs }: StripeSettings): PaymentProvider {
  const base = apiBase ? new URL(apiBase) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: timeoutMs,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  const provider: PaymentProvider = {
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create({
        mode: request.mode,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: request.amountCents,
              product_data: { name: request.productName },
              ...(request.mode === "subscription" && request.interval ? { recurring: { interval: request.interval } } : {}),
            },
          },
        ],
        metadata: request.metadata,
        ...(request.mode === "subscription"
          ? { subscription_data: { metadata: request.metadata, ...(request.trialDays ? { trial_period_days: request.trialDays } : {}) } }
          : { payment_intent_data: { metadata: request.metadata } }),
        ...(request.customerId ? { customer: request.customerId } : request.customerEmail ? { customer_email: request.customerEmail } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new ProviderError("failed", "Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async createPaymentIntent({ amountCents, metadata }) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency: CURRENCY,
        metadata,
        automatic_payment_methods: { enabled: true },
      });
      if (!intent.client_secret) throw new ProviderError("failed", "Stripe returned a PaymentIntent without a client secret");
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async createCustomer({ email, name, metadata }) {
      const customer = await stripe.customers.create({ email, ...(name ? { name } : {}), metadata });
      return customer.id;
    },
    async createSubscription({ customerId, amountCents, interval, productName, metadata }) {
      const product = await stripe.products.create({ name: productName });
      const subscription = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price_data: { currency: CURRENCY, unit_amount: amountCents, recurring: { interval }, product: product.id } }],
        payment_behavior: "default_incomplete",
        metadata,
        expand: ["latest_invoice.confirmation_secret"],
      });
      const invoice = subscription.latest_invoice;
      const clientSecret = typeof invoice === "object" && invoice ? invoice.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) throw new ProviderError("failed", "Stripe returned a subscription without a client secret");
      return { subscriptionId: subscription.id, clientSecret };
    },
    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status !== "open") return false;
      await stripe.checkout.sessions.expire(sessionId);
      return true;
    },
    async cardFingerprint(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const method = subscription.default_payment_method;
      const id = typeof method === "string" ? method : method?.id;
      if (!id) return null;
      const paymentMethod = await stripe.paymentMethods.retrieve(id);
      return paymentMethod.card?.fingerprint ?? null;
    },
    async endTrialNow(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { trial_end: "now" });
    },
    async cancelUnpaidSubscription(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      if (subscription.status !== "incomplete") return false;
      await stripe.subscriptions.cancel(subscriptionId);
      return true;
    },
    async pendingSubscriptionSecret(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ["latest_invoice.confirmation_secret"] });
      const invoice = subscription.latest_invoice;
      if (subscription.status !== "incomplete" || typeof invoice !== "object" || !invoice) return null;
      return invoice.confirmation_secret?.client_secret ?? null;
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    async changePlan({ subscriptionId, amountCents, interval, productName, metadata }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new ProviderError("failed", `Stripe's subscription ${subscriptionId} has no item to change`);
      const product = await stripe.products.create({ name: productName });
      await stripe.subscriptions.update(subscriptionId, {
        items: [
          { id: item.id, price_data: { currency: CURRENCY, unit_amount: amountCents, recurring: { interval }, product: product.id } },
        ],
        // The difference is invoiced and charged now (a Purchase row from its invoice.paid), not hidden in the next renewal.
        proration_behavior: "always_invoice",
        cancel_at_period_end: false,
        metadata,
      });
    },
    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      await stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey });
    },
    async cancelAtPeriodEnd(subscriptionId: string) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    async resume(subscriptionId: string) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    },
    async probe() {
      await stripe.balance.retrieve();
    },
    verifyWebhook(payload: string, signature: string): ProviderEvent {
      if (!webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
      const event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
      return { id: event.id, type: event.type, object: event.data.object, created: event.created };
    },
  };
  return withProviderErrors(provider);
}

/** Stripe's errors as ProviderErrors, so the payment modules can say what went wrong (failures.ts). */
function providerError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof Stripe.errors.StripeConnectionError) return new ProviderError("unreachable", error.message);
  if (error instanceof Stripe.errors.StripeCardError) return new ProviderError("card", error.message);
  return new ProviderError("failed", error instanceof Error ? error.message : String(error));
}

function withProviderErrors(provider: PaymentProvider): PaymentProvider {
  const wrapped = { ...provider };
  for (const [name, method] of Object.entries(provider) as [keyof PaymentProvider, (...args: unknown[]) => unknown][]) {
    if (name === "verifyWebhook") continue;
    (wrapped as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await method(...args);
      } catch (error) {
        throw providerError(error);
      }
    };
  }
  return wrapped;
}
