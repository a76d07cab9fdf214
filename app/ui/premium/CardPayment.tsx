import { useEffect, useRef, useState } from "react";
import { ApiError } from "~/shared/api-fetch";
import { Button } from "~/ui/Button";

type State =
  | { step: "loading" }
  | { step: "ready" }
  | { step: "failed"; why: string }
  | { step: "paying" }
  /** Stripe refused this payment, or it could not be set up: the card form stays, to try again or with another card */
  | { step: "refused"; message: string };

/** How long Stripe.js may take to load before the page says so. */
const LOAD_TIMEOUT_MS = 10_000;

type StripeError = { type?: string; message?: string };
type Elements = { create(type: "payment"): { mount(node: HTMLElement): void }; submit(): Promise<{ error?: StripeError }> };
type StripeLike = {
  elements(options: { mode: "payment" | "subscription"; amount: number; currency: string }): Elements;
  confirmPayment(options: {
    elements: Elements;
    clientSecret: string;
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeError }>;
};

/**
 * With JavaScript: Stripe's Payment Element on our page (card, wallets), loaded from js.stripe.com
 * as Stripe requires, in Stripe's deferred-intent flow: the element shows the amount, and the
 * PaymentIntent or subscription is made by `create` only when the member presses Pay (a view
 * creates nothing at Stripe); a retry after a refused card reuses it. Loading → ready, or failed
 * with the reason; the hosted-page form beside it keeps working either way (and is all there is
 * without JavaScript).
 */
export function CardPayment({
  publishableKey,
  mode,
  amountCents,
  create,
  returnPath,
  payLabel,
  failureTitle,
}: {
  publishableKey: string;
  mode: "payment" | "subscription";
  amountCents: number;
  /** makes the PaymentIntent (or subscription) at Pay → its client secret */
  create: () => Promise<{ clientSecret?: string }>;
  /** where Stripe returns the member after paying, e.g. /premium-enhanced?payment=success */
  returnPath: string;
  payLabel: string;
  /** spec §8: "Payment Failed" or "Subscription Failed" */
  failureTitle: string;
}) {
  const [state, setState] = useState<State>({ step: "loading" });
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeLike; elements: Elements } | null>(null);
  const secretRef = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("Stripe did not load in time")), LOAD_TIMEOUT_MS));
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js/pure");
      const stripe = (await Promise.race([loadStripe(publishableKey), timeout])) as StripeLike | null;
      if (!stripe) throw new Error("Stripe.js did not load");
      if (cancelled || !mountRef.current) return;
      const elements = stripe.elements({ mode, amount: amountCents, currency: "usd" });
      elements.create("payment").mount(mountRef.current);
      stripeRef.current = { stripe, elements };
      secretRef.current = null;
      setState({ step: "ready" });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ step: "failed", why: error instanceof Error ? error.message : "An unexpected error occurred" });
    });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, mode, amountCents]);

  const pay = async () => {
    const loaded = stripeRef.current;
    if (!loaded) return;
    setState({ step: "paying" });
    const submitted = await loaded.elements.submit().catch(() => ({ error: {} as StripeError }));
    if (submitted.error) return setState({ step: "refused", message: `${failureTitle}: ${stripeWords(submitted.error)}` });
    if (!secretRef.current) {
      try {
        secretRef.current = (await create()).clientSecret ?? null;
        if (!secretRef.current) throw new Error("No client secret came back");
      } catch (error) {
        return setState({ step: "refused", message: refusalWords(error, failureTitle) });
      }
    }
    // Only an error comes back (or a rejection, e.g. offline): success leaves for the return URL.
    const error = await loaded.stripe
      .confirmPayment({
        elements: loaded.elements,
        clientSecret: secretRef.current,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      })
      .then(
        ({ error }) => error ?? {},
        () => ({}) as StripeError,
      );
    setState({ step: "refused", message: `${failureTitle}: ${stripeWords(error)}` });
  };

  return (
    <section aria-labelledby="card-payment" className="space-y-2 rounded-xl border border-slate-200 p-3">
      <h3 id="card-payment" className="font-semibold">
        Pay here by card
      </h3>
      <div ref={mountRef} />
      {state.step === "loading" ? <p className="text-sm text-slate-600">Loading Stripe&apos;s card form…</p> : null}
      {state.step === "failed" ? (
        <p role="alert" className="text-sm text-red-800">
          The card form is not available ({state.why}). Pay on Stripe&apos;s page below instead.
        </p>
      ) : null}
      {state.step === "refused" ? (
        <p role="alert" className="text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
      {state.step === "ready" || state.step === "paying" || state.step === "refused" ? (
        <Button type="button" onClick={() => void pay()} disabled={state.step === "paying"} className="w-full">
          {state.step === "paying" ? "Processing…" : payLabel}
        </Button>
      ) : null}
    </section>
  );
}

/** Spec §8: a card or validation error shows Stripe's words (or "An error occurred"); anything else "An unexpected error occurred". */
function stripeWords(error: StripeError): string {
  return error.type === "card_error" || error.type === "validation_error"
    ? (error.message ?? "An error occurred")
    : "An unexpected error occurred";
}

/**
 * Why the payment could not be set up: Stripe's failures come back in the spec's own titles
 * ("Payment Service Status: …"), shown as they are (without a field's name); anything else is
 * "<title>: <status>: <the server's words>" (spec §7).
 */
function refusalWords(error: unknown, failureTitle: string): string {
  if (!(error instanceof ApiError)) return `${failureTitle}: An unexpected error occurred`;
  const detail = error.detail.replace(/^[a-z]+: /, "");
  return /^(Payment|Subscription) [A-Z]/.test(detail) || /^Email Required:/.test(detail) ? detail : `${failureTitle}: ${error.message}`;
}
