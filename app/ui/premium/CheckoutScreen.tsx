import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { apiFetch } from "~/shared/api-fetch";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { findPlan, REFUND_DAYS } from "~/modules/premium/plans";
import { Button } from "~/ui/Button";
import { FormAlert } from "~/ui/FormAlert";
import { CardPayment } from "~/ui/premium/CardPayment";
import { PlanChangeForm } from "~/ui/premium/PlanChangeForm";
import { useHydrated } from "~/ui/useHydrated";
import { PurchaseFrame } from "./PurchaseFrame";
import type { CheckoutPage } from "~/shared/plan-purchase-page";

const planName = (id: string) => findPlan(id)?.name ?? id;
const billingWord = (billing: string) => (billing === "annual" ? "yearly" : "monthly");

export function CheckoutScreen({ plan, billing, cents, price, member, configured, preview, publishableKey }: SerializeFrom<CheckoutPage>) {
  const hydrated = useHydrated();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const subscription = preview?.subscription;
  const decision = preview?.decision;
  return (
    <PurchaseFrame title="Checkout">
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
              <strong>Payment Service Status:</strong> payment provider configuration is needed for live payments. Nothing can be bought on
              this server yet.
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
    </PurchaseFrame>
  );
}
