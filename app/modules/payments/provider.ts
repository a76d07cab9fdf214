// Payments behind one interface; one file per backend (stripe.server.ts).

export type CheckoutRequest = {
  mode: "payment" | "subscription";
  amountCents: number;
  interval: "month" | "year" | null;
  productName: string;
  metadata: Record<string, string>;
  /** the member's Stripe customer (subscriptions); else Stripe's page asks for this e-mail */
  customerId: string | null;
  customerEmail: string | null;
  /** a subscription's free trial (Stripe's trial_period_days): nothing is charged until it ends; none without */
  trialDays?: number;
  successUrl: string;
  cancelUrl: string;
};

/**
 * Why a call to the provider failed: it was not reached (down, timed out), it refused the card
 * (its message is for the member), or it answered something unusable (an error, no client secret).
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: "unreachable" | "card" | "failed",
    message: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** A webhook's event; `created` is when Stripe created it (seconds since 1970), which orders a subscription's events. */
export type ProviderEvent = { id: string; type: string; object: unknown; created?: number };

export interface PaymentProvider {
  /** A hosted checkout page (works without JavaScript): its id and where to send the member. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** A PaymentIntent for the JS Payment Element and API callers. */
  createPaymentIntent(request: { amountCents: number; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }>;
  /** A customer for a member (subscriptions and the billing portal belong to it): its id. */
  createCustomer(request: { email: string; name: string; metadata: Record<string, string> }): Promise<string>;
  /** A subscription for a customer, waiting for its first payment (the Payment Element confirms it): its id and the client secret. */
  createSubscription(request: {
    customerId: string;
    amountCents: number;
    interval: "month" | "year";
    productName: string;
    metadata: Record<string, string>;
  }): Promise<{ subscriptionId: string; clientSecret: string }>;
  /** Expires an open hosted checkout, so it can no longer be paid → false when it was not open (paid, expired). */
  expireCheckout(sessionId: string): Promise<boolean>;
  /** Stripe's fingerprint of the card a subscription charges (the same card number, the same fingerprint); null when Stripe has none. */
  cardFingerprint(subscriptionId: string): Promise<string | null>;
  /** Ends a subscription's free trial now (Stripe's trial_end=now): its first invoice is charged at once. */
  endTrialNow(subscriptionId: string): Promise<void>;
  /** Cancels a subscription that waits for its first payment → false when it is not waiting (paid, expired, gone). */
  cancelUnpaidSubscription(subscriptionId: string): Promise<boolean>;
  /** The client secret of a subscription still waiting for its first payment; null once it is paid, expired or gone. */
  pendingSubscriptionSecret(subscriptionId: string): Promise<string | null>;
  /** The customer's billing portal (payment methods, invoices, the plan): where to send the member. */
  createPortalSession(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Moves a subscription to another price in place (its one item), invoicing the prorated
   * difference at once, and keeps it renewing: a plan change is never a second subscription.
   */
  changePlan(request: {
    subscriptionId: string;
    amountCents: number;
    interval: "month" | "year";
    productName: string;
    metadata: Record<string, string>;
  }): Promise<void>;
  /**
   * Gives back `amountCents` of a payment (a PaymentIntent's id). Stripe acts once per
   * `idempotencyKey`, so a retry after a lost answer never refunds twice.
   */
  refund(request: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<void>;
  /** Ends a subscription at the end of the period already paid for. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Undoes that before the period ends: the subscription renews again. */
  resume(subscriptionId: string): Promise<void>;
  /** The event a webhook carries, after checking its signature; throws when the signature is wrong. */
  verifyWebhook(payload: string, signature: string): ProviderEvent;
  /** Checks the API answers with these keys (the status panel); throws when it does not. */
  probe(): Promise<void>;
}
