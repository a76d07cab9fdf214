// Payments behind one interface; one file per backend (stripe.server.ts).

export type CheckoutRequest = {
  mode: "payment" | "subscription";
  amountCents: number;
  interval: "month" | "year" | null;
  productName: string;
  metadata: Record<string, string>;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
};

export type ProviderEvent = { id: string; type: string; object: unknown };

export interface PaymentProvider {
  /** A hosted checkout page (works without JavaScript): its id and where to send the member. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** A PaymentIntent for the JS Payment Element and API callers. */
  createPaymentIntent(request: { amountCents: number; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }>;
  /** A subscription waiting for its first payment (the Payment Element confirms it): ids and the client secret. */
  createSubscription(request: {
    email: string;
    name: string;
    amountCents: number;
    interval: "month" | "year";
    productName: string;
    metadata: Record<string, string>;
  }): Promise<{ subscriptionId: string; clientSecret: string }>;
  /** The event a webhook carries, after checking its signature; throws when the signature is wrong. */
  verifyWebhook(payload: string, signature: string): ProviderEvent;
  /** Checks the API answers with these keys (the status panel); throws when it does not. */
  probe(): Promise<void>;
}
