import { useEffect, useRef, useState } from "react";
import { apiFetch } from "~/http/api-fetch";
import { Button } from "~/ui/Button";

type State =
  | { step: "loading" }
  | { step: "ready" }
  | { step: "failed"; why: string }
  | { step: "paying" }
  /** Stripe refused this payment (spec §8): the card form stays, to try again or with another card */
  | { step: "declined"; message: string };

/** How long Stripe.js and the subscription may take to load before the page says so. */
const LOAD_TIMEOUT_MS = 10_000;

type StripeLike = {
  elements(options: { clientSecret: string }): { create(type: "payment"): { mount(node: HTMLElement): void } };
  confirmPayment(options: {
    elements: unknown;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { type?: string; message?: string } }>;
};

/**
 * With JavaScript: Stripe's Payment Element on our page (card, wallets), loaded from js.stripe.com
 * as Stripe requires. Loading → ready, or failed with the reason; the hosted-page form below it
 * keeps working either way (and is all there is without JavaScript).
 */
export function PaymentElementForm({
  publishableKey,
  plan,
  billing,
  email,
  name,
}: {
  publishableKey: string;
  plan: string;
  billing: string;
  email: string;
  name: string;
}) {
  const [state, setState] = useState<State>({ step: "loading" });
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeLike; elements: unknown } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("Stripe did not load in time")), LOAD_TIMEOUT_MS));
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js/pure");
      const stripe = (await Promise.race([loadStripe(publishableKey), timeout])) as StripeLike | null;
      if (!stripe) throw new Error("Stripe.js did not load");
      // A refusal reads "status: the server's words" (spec §7), JSON or not.
      const body = await Promise.race([
        apiFetch<{ clientSecret?: string }>("POST", "/api/create-subscription", { plan, billing, email, name }),
        timeout,
      ]);
      if (!body.clientSecret) throw new Error("No client secret came back");
      if (cancelled || !mountRef.current) return;
      const elements = stripe.elements({ clientSecret: body.clientSecret });
      elements.create("payment").mount(mountRef.current);
      stripeRef.current = { stripe, elements };
      setState({ step: "ready" });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ step: "failed", why: error instanceof Error ? error.message : "An unexpected error occurred" });
    });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, plan, billing, email, name]);

  const pay = async () => {
    const loaded = stripeRef.current;
    if (!loaded) return;
    setState({ step: "paying" });
    // Only an error comes back (or a rejection, e.g. offline): success leaves for the return URL.
    const error = await loaded.stripe
      .confirmPayment({
        elements: loaded.elements,
        confirmParams: { return_url: `${window.location.origin}/premium-enhanced?subscription=success` },
      })
      .then(
        ({ error }) => error,
        () => undefined,
      );
    const message =
      error?.type === "card_error" || error?.type === "validation_error"
        ? (error.message ?? "An error occurred")
        : "An unexpected error occurred";
    setState({ step: "declined", message });
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
      {state.step === "declined" ? (
        <p role="alert" className="text-sm text-red-800">
          <strong>Subscription Failed:</strong> {state.message}
        </p>
      ) : null}
      {state.step === "ready" || state.step === "paying" || state.step === "declined" ? (
        <Button type="button" onClick={() => void pay()} disabled={state.step === "paying"} className="w-full">
          {state.step === "paying" ? "Processing…" : "Subscribe"}
        </Button>
      ) : null}
    </section>
  );
}
