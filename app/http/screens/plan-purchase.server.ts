import { redirect } from "@remix-run/node";
import { domainFormErrorKeeping } from "~/http/form.server";
import { requirePublicOrigin } from "~/http/public-origin.server";
import { formAction, type FormDoor } from "~/http/write-policy.server";
import { env } from "~/env.server";
import { DomainError } from "~/modules/errors";
import { passName } from "~/modules/payments/passes";
import { heldNow, passPreview, startPassCheckout } from "~/modules/payments/passes.server";
import { changePlan } from "~/modules/payments/plan-change.server";
import { paymentProvider } from "~/modules/payments/provider.server";
import { startSubscriptionCheckout } from "~/modules/payments/subscriptions.server";
import { trialEndDay } from "~/modules/payments/trial";
import { trialEligible } from "~/modules/payments/trials.server";
import { findPlan, formatUsd, priceCents } from "~/modules/premium/plans";
import { getProfile } from "~/modules/user/profile.server";
import type { CheckoutPage, SubscribePage } from "~/shared/plan-purchase-page";

// The buying screens' loader and action: /checkout?plan=…&billing=… (the one-time pass, commercial
// spec §2.5, ADR 0032) and /subscribe?plan=…&billing=… (the renewing subscription, §2.6). Both read
// the plan and billing from the URL, send the member to Stripe's hosted page with a server form (no
// JavaScript needed), and offer a subscriber the plan change of the subscription they have.

function chosenPlan(url: URL) {
  const plan = findPlan(url.searchParams.get("plan") ?? "premium");
  const billing = url.searchParams.get("billing") === "annual" ? "annual" : "monthly";
  const interval = billing === "annual" ? "year" : "month";
  const cents = plan && priceCents(plan, interval);
  return { plan, billing, interval, cents: cents ?? null, price: cents == null ? null : formatUsd(cents) } as const;
}

const paymentSetup = () => ({ configured: paymentProvider() !== null, publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null });

export async function loadCheckoutPage(userId: number, url: URL): Promise<CheckoutPage> {
  const { plan, billing, interval, cents, price } = chosenPlan(url);
  const [profile, preview] = await Promise.all([getProfile(userId), plan ? passPreview(userId, { plan, interval }) : null]);
  return {
    view: "checkout",
    plan: plan && { id: plan.id, name: plan.name, features: plan.features, pass: passName(plan, interval) },
    billing,
    cents,
    price,
    member: profile !== null && !profile.isGuest,
    ...paymentSetup(),
    preview,
  };
}

export async function loadSubscribePage(userId: number, url: URL): Promise<SubscribePage> {
  const { plan, billing, cents, price } = chosenPlan(url);
  const [profile, held, eligible] = await Promise.all([getProfile(userId), heldNow(userId), trialEligible(userId)]);
  return {
    view: "subscribe",
    plan: plan && { id: plan.id, name: plan.name },
    billing,
    cents,
    price,
    email: profile?.email ?? "",
    name: [profile?.firstName, profile?.lastName].filter(Boolean).join(" "),
    ...paymentSetup(),
    trial: eligible ? { firstChargeOn: trialEndDay(new Date()) } : null,
    ...held,
  };
}

const buy: Record<"checkout" | "subscribe", (door: FormDoor<number>) => Promise<unknown>> = {
  checkout: async ({ userId, formData, request }) =>
    redirect((await startPassCheckout(userId, Object.fromEntries(formData), requirePublicOrigin(request))).url),
  subscribe: async ({ userId, formData, request, intent }) => {
    try {
      return redirect((await startSubscriptionCheckout(userId, Object.fromEntries(formData), requirePublicOrigin(request))).url);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Stripe's failures already carry the spec's title ("Subscription Service Status: …").
      return domainFormErrorKeeping(intent, error, formData, error.message.replace(/^email: /, ""));
    }
  },
};

/** The action of /checkout or /subscribe: the page's own form buys; only a subscriber's plan change names its intent. */
export const planPurchaseAction = (kind: "checkout" | "subscribe") =>
  formAction({
    guard: "page",
    throttle: "write",
    intent: (formData) => (formData.get("intent") === "change" ? "change" : kind),
    intents: {
      [kind]: buy[kind],
      change: async ({ userId, formData }) => {
        await changePlan(userId, Object.fromEntries(formData));
        return redirect("/premium-enhanced?subscription=success");
      },
    },
  });
