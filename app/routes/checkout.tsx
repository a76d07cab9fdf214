import { pageLoader } from "~/http/read-policy.server";
import { redirect, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { apiFetch } from "~/shared/api-fetch";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { formAction } from "~/http/write-policy.server";
import { env } from "~/env.server";
import { passName } from "~/modules/payments/passes";
import { passPreview, startPassCheckout } from "~/modules/payments/passes.server";
import { changePlan } from "~/modules/payments/plan-change.server";
import { paymentProvider } from "~/modules/payments/provider.server";
import { findPlan, formatUsd, priceCents, REFUND_DAYS } from "~/modules/premium/plans";
import { getProfile } from "~/modules/user/profile.server";
import { requirePublicOrigin } from "~/http/public-origin.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { CardPayment } from "~/ui/premium/CardPayment";
import { PlanChangeForm } from "~/ui/premium/PlanChangeForm";
import { useHydrated } from "~/ui/useHydrated";

export const meta: MetaFunction = () => [{ title: "Checkout — Fitplate" }];

// /checkout?plan=…&billing=…: the one-time pass (commercial spec §2.5, ADR 0032): one payment for
// one month (or year) of a plan, without renewal. A server form sends the member to Stripe's hosted
// page (any phone, no JavaScript needed); with JavaScript, Stripe's card form pays here too. A
// subscriber is offered the plan change instead: a pass would pay twice for the same time.
export const loader = pageLoader("page", async ({ userId, url }) => {
  const plan = findPlan(url.searchParams.get("plan") ?? "premium");
  const billing = url.searchParams.get("billing") === "annual" ? "annual" : "monthly";
  const interval = billing === "annual" ? "year" : "month";
  const cents = plan && priceCents(plan, interval);
  const [profile, preview] = await Promise.all([getProfile(userId), plan ? passPreview(userId, { plan, interval }) : null]);
  return {
    plan: plan && { id: plan.id, name: plan.name, features: plan.features, pass: passName(plan, interval) },
    billing,
    cents: cents ?? null,
    price: cents === null || cents === undefined ? null : formatUsd(cents),
    member: profile !== null && !profile.isGuest,
    configured: paymentProvider() !== null,
    preview,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
  };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  // The pass's form is the page's own; only a subscriber's plan change names its intent.
  intent: (formData) => (formData.get("intent") === "change" ? "change" : "checkout"),
  intents: {
    checkout: async ({ userId, formData, request }) =>
      redirect((await startPassCheckout(userId, Object.fromEntries(formData), requirePublicOrigin(request))).url),
    change: async ({ userId, formData }) => {
      await changePlan(userId, Object.fromEntries(formData));
      return redirect("/premium-enhanced?subscription=success");
    },
  },
});

const planName = (id: string) => findPlan(id)?.name ?? id;
const billingWord = (billing: string) => (billing === "annual" ? "yearly" : "monthly");

export default function Checkout() {
  const { plan, billing, cents, price, member, configured, preview, publishableKey } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const subscription = preview?.subscription;
  const decision = preview?.decision;
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageHeader
        title="Checkout"
        actions={
          <Link to="/premium" className={buttonClass("ghost", "text-sm")}>
            Back to Plans
          </Link>
        }
      />
      <Card>
        {!plan || !price || cents === null ? (
          <p>Plan not found.</p>
        ) : (
          <div className="space-y-3">
            <h2 className="text-xl font-bold">
              {subscription
                ? `Fitplate ${plan.name}: ${price} ${billing === "annual" ? "a year" : "a month"}`
                : `Fitplate ${plan.pass}: ${price}, paid once`}
            </h2>
            <ul className="list-disc pl-5 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {subscription ? null : (
              <p className="text-sm text-slate-700">
                One payment for one {billing === "annual" ? "year" : "month"} of {plan.name}. It does not renew: nothing more is charged.
                Refunds within {REFUND_DAYS} days. Want {plan.name} to renew by itself?{" "}
                <Link to={`/subscribe?plan=${plan.id}&billing=${billing}`} className="font-medium text-brand-700 underline">
                  Subscribe instead
                </Link>
                .
              </p>
            )}
            {!configured ? (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
                <strong>Payment Service Status:</strong> payment provider configuration is needed for live payments. Nothing can be bought
                on this server yet.
              </p>
            ) : !member ? (
              <p className="text-sm">
                <Link to="/registration" className="font-medium text-brand-700 underline">
                  Create an account
                </Link>{" "}
                first, so your plan is never lost with a cookie.
              </p>
            ) : subscription ? (
              subscription.plan === plan.id && subscription.billing === billing ? (
                <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950">
                  Current plan: you already subscribe to {plan.name} {billingWord(billing)}. Nothing to pay.
                </p>
              ) : (
                // A subscriber changes the plan of the subscription they have: a pass would pay again for time it covers.
                <>
                  <p role="status" className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950">
                    You already subscribe to {planName(subscription.plan)} ({billingWord(subscription.billing)}): a pass would pay again for
                    time your subscription covers. Change your subscription to {plan.name} {billingWord(billing)} instead: Stripe charges or
                    credits the difference now. Manage billing or cancel on your{" "}
                    <Link to="/profile" className="font-medium text-brand-700 underline">
                      Profile
                    </Link>
                    .
                  </p>
                  <PlanChangeForm plan={plan} billing={billing} />
                </>
              )
            ) : decision?.kind === "refuse" ? (
              <p role="status" className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950">
                {decision.reason}
              </p>
            ) : (
              <>
                {decision && "endsOn" in decision ? (
                  <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950" data-testid="pass-outcome">
                    {decision.kind === "extend"
                      ? `Your ${preview?.pass?.plan} pass runs until ${preview?.pass?.endsOn}: this one follows it, so you have ${plan.name} until ${decision.endsOn}.`
                      : decision.replaces
                        ? `Your ${preview?.pass?.plan} pass ends when this one starts, and its unused days are refunded to your card. You have ${plan.name} until ${decision.endsOn}.`
                        : `You have ${plan.name} as soon as Stripe confirms the payment, until ${decision.endsOn} when you pay today.`}
                  </p>
                ) : null}
                {hydrated && publishableKey ? (
                  <CardPayment
                    publishableKey={publishableKey}
                    mode="payment"
                    amountCents={cents}
                    create={() =>
                      apiFetch<{ clientSecret: string }>("POST", "/api/create-payment-intent", {
                        amount: cents / 100,
                        plan: plan.id,
                        billing,
                      })
                    }
                    returnPath="/premium-enhanced?payment=success"
                    payLabel={`Pay ${price}`}
                    failureTitle="Payment Failed"
                  />
                ) : null}
                <Form method="post" reloadDocument>
                  <input type="hidden" name="plan" value={plan.id} />
                  <input type="hidden" name="billing" value={billing} />
                  <FormAlert message={formErrorOf(reply, "checkout")} className="mb-2" />
                  <Button disabled={busy} variant={hydrated && publishableKey ? "secondary" : "primary"} className="w-full">
                    Pay {price} with Stripe
                  </Button>
                </Form>
              </>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
