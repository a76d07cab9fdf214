import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { apiFetch } from "~/shared/api-fetch";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { TRIAL_DAYS, TRIAL_RULE, TRIAL_USED, trialTerms } from "~/modules/payments/trial";
import { findPlan } from "~/modules/premium/plans";
import { Button } from "~/ui/Button";
import { FormAlert } from "~/ui/FormAlert";
import { CardPayment } from "~/ui/premium/CardPayment";
import { PlanChangeForm } from "~/ui/premium/PlanChangeForm";
import { ContactFields } from "~/ui/premium/ContactFields";
import { useHydrated } from "~/ui/useHydrated";
import { PurchaseFrame } from "./PurchaseFrame";
import type { SubscribePage } from "~/shared/plan-purchase-page";

const billingWord = (billing: string) => (billing === "annual" ? "yearly" : "monthly");

export function SubscribeScreen({
  plan,
  billing,
  cents,
  price,
  email,
  name,
  configured,
  publishableKey,
  subscription,
  pass,
  trial,
}: SerializeFrom<SubscribePage>) {
  const reply = useActionData<FormReply>();
  const sent = replyFor(reply, "subscribe")?.initialValue;
  const busy = useNavigation().state !== "idle";
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // The card form subscribes for what is typed in the form above it when Subscribe is pressed.
  const contact = () => {
    const fields = new FormData(formRef.current ?? undefined);
    return { email: String(fields.get("email") ?? ""), name: String(fields.get("name") ?? "") };
  };
  return (
    <PurchaseFrame title="Subscribe">
      {!plan || !price || cents === null ? (
        <p>Plan not found</p>
      ) : subscription?.plan === plan.id && subscription.billing === billing ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950">
          Current plan: you already have {plan.name} {billingWord(billing)}. Nothing to pay.
        </p>
      ) : subscription ? (
        <div className="space-y-3">
          <h2 className="text-xl font-bold">
            Fitplate {plan.name}: {price} {billing === "annual" ? "a year" : "a month"}
          </h2>
          <p role="status" className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950">
            You subscribe to {findPlan(subscription.plan)?.name} ({billingWord(subscription.billing)}). Changing to {plan.name}{" "}
            {billingWord(billing)} changes that subscription: Stripe charges or credits the difference now, and it keeps renewing.
          </p>
          <PlanChangeForm plan={plan} billing={billing} />
        </div>
      ) : (
        <div className="space-y-3">
          <Form method="post" reloadDocument className="space-y-3" ref={formRef}>
            <h2 className="text-xl font-bold">
              Fitplate {plan.name}: {price} {billing === "annual" ? "a year" : "a month"}
            </h2>
            <p className="text-sm text-slate-700">
              Renews every {billing === "annual" ? "year" : "month"} until you cancel (any time, on your Profile). Rather pay once?{" "}
              <Link to={`/checkout?plan=${plan.id}&billing=${billing}`} className="font-medium text-brand-700 underline">
                Buy a pass
              </Link>
              .
            </p>
            {pass ? (
              <p role="status" className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950" data-testid="pass-ends">
                Your {pass.plan} pass runs until {pass.endsOn}. When this subscription starts, the pass ends and its unused days are
                refunded to your card, so no day is paid twice.
              </p>
            ) : null}
            {trial ? (
              <div className="space-y-1 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950" data-testid="trial">
                <p className="font-semibold">{TRIAL_DAYS}-day free trial</p>
                <p>{trialTerms({ cents, per: billing === "annual" ? "year" : "month", firstChargeOn: trial.firstChargeOn })}</p>
                <p>{TRIAL_RULE}</p>
                <p>Rather pay today, without the trial? Continue to payment{hydrated && publishableKey ? " or the card form" : ""}.</p>
              </div>
            ) : (
              <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-800" data-testid="trial">
                {TRIAL_USED}
              </p>
            )}
            <input type="hidden" name="plan" value={plan.id} />
            <input type="hidden" name="billing" value={billing} />
            <ContactFields idPrefix="subscribe" email={String(sent?.email ?? email)} name={String(sent?.name ?? name)} />
            {configured && hydrated && publishableKey ? (
              <CardPayment
                publishableKey={publishableKey}
                mode="subscription"
                amountCents={cents}
                create={() =>
                  apiFetch<{ clientSecret?: string }>("POST", "/api/create-subscription", { ...contact(), plan: plan.id, billing })
                }
                returnPath="/premium-enhanced?subscription=success"
                payLabel="Subscribe"
                failureTitle="Subscription Failed"
              />
            ) : null}
            <FormAlert message={formErrorOf(reply, "subscribe")} />
            {configured && trial ? (
              <Button disabled={busy} name="trial" value="yes" className="w-full">
                Start {TRIAL_DAYS}-day free trial
              </Button>
            ) : null}
            {configured ? (
              <Button disabled={busy} variant={trial || (hydrated && publishableKey) ? "secondary" : "primary"} className="w-full">
                Continue to payment
              </Button>
            ) : (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
                <strong>Subscription Service Status:</strong> payment provider configuration is needed for live payments. Nothing can be
                bought on this server yet.
              </p>
            )}
          </Form>
        </div>
      )}
    </PurchaseFrame>
  );
}
