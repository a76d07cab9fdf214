import { pageLoader } from "~/http/read-policy.server";
import { redirect, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { paymentProvider, testMode } from "~/modules/payments/provider.server";
import { startDemoSubscriptionCheckout } from "~/modules/payments/subscriptions.server";
import { startTestPaymentCheckout } from "~/modules/payments/test-payments.server";
import { findPlan, formatUsd, MIN_AMOUNT_CENTS } from "~/modules/premium/plans";
import { getProfile } from "~/modules/user/profile.server";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { ContactFields } from "~/ui/premium/ContactFields";
import { formAction } from "~/http/write-policy.server";
import { domainFormErrorKeeping } from "~/http/form.server";
import { DomainError } from "~/modules/errors";
import { requirePublicOrigin } from "~/http/public-origin.server";

export const meta: MetaFunction = () => [{ title: "Payments (test) — Fitplate" }];

const SUBSCRIBE_INTENT = "test-subscribe";

// The payment test page (commercial spec §2.6): try Stripe in test mode with a one-time payment or
// a subscription. The switch shows the mode the server's keys are in; it cannot change them.
export const loader = pageLoader("page", async ({ userId, url }) => {
  const profile = await getProfile(userId);
  return {
    wantTest: url.searchParams.get("mode") !== "live",
    serverTest: testMode(),
    configured: paymentProvider() !== null,
    paid: url.searchParams.get("payment") === "success",
    email: profile?.email ?? "",
    name: [profile?.firstName, profile?.lastName].filter(Boolean).join(" "),
    plans: (["premium", "elite"] as const).map((id) => {
      const plan = findPlan(id)!;
      return { id, name: plan.name, price: formatUsd(plan.monthlyCents) };
    }),
  };
});

/** Stripe's hosted page for the checkout `start` makes, or the form again with the refusal. */
async function toCheckout(start: () => Promise<{ url: string }>, intent: string, formData: FormData) {
  try {
    return redirect((await start()).url);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return domainFormErrorKeeping(intent, error, formData);
  }
}

export const action = formAction({
  guard: "page",
  throttle: "write",
  intent: (formData) => (formData.get("intent") === SUBSCRIBE_INTENT ? SUBSCRIBE_INTENT : "test-payment"),
  intents: {
    "test-payment": ({ userId, formData, request, intent }) =>
      toCheckout(() => startTestPaymentCheckout(userId, Object.fromEntries(formData), requirePublicOrigin(request)), intent, formData),
    [SUBSCRIBE_INTENT]: ({ userId, formData, request, intent }) =>
      toCheckout(() => startDemoSubscriptionCheckout(userId, Object.fromEntries(formData), requirePublicOrigin(request)), intent, formData),
  },
});

export default function Payments() {
  const { wantTest, serverTest, configured, paid, email, name, plans } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const sent = replyFor(reply, "test-payment")?.initialValue;
  const subscribing = replyFor(reply, SUBSCRIBE_INTENT)?.initialValue;
  const busy = useNavigation().state !== "idle";
  const usable = configured && wantTest === serverTest;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageHeader title="Payments" subtitle="Try Stripe safely: test cards, no real money." />
      <nav aria-label="Mode" className="inline-flex rounded-full bg-slate-100 p-1">
        {[
          { label: "Test mode", to: "/payments", on: wantTest },
          { label: "Live mode", to: "/payments?mode=live", on: !wantTest },
        ].map((option) => (
          <Link
            key={option.label}
            to={option.to}
            replace
            aria-current={option.on ? "true" : undefined}
            className={`inline-flex min-h-touch items-center rounded-full px-5 text-sm font-semibold ${option.on ? "bg-white text-brand-800 shadow" : "text-slate-700"}`}
          >
            {option.label}
          </Link>
        ))}
      </nav>
      {!configured ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-950">
          <strong>Payment Service Status:</strong> payment provider configuration is needed for live payments.
        </p>
      ) : wantTest !== serverTest ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-950">
          This server has {serverTest ? "test" : "live"} keys: {wantTest ? "test" : "live"} mode needs {wantTest ? "test" : "live"} keys in
          its configuration.
        </p>
      ) : null}
      {paid ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-emerald-950">
          Test payment received by Stripe. It bought nothing: your plan is unchanged.
        </p>
      ) : null}
      <ul aria-label="Security" className="flex flex-wrap gap-2 text-xs font-semibold text-slate-800">
        {[
          "Payments processed by Stripe",
          "Card details never reach Fitplate's servers",
          wantTest ? "Test mode: no real money" : "Live mode",
        ].map((badge) => (
          <li key={badge} className="rounded-full bg-slate-100 px-3 py-1">
            {badge}
          </li>
        ))}
      </ul>
      <Card title="Subscriptions" titleId="test-subscriptions">
        <Form method="post" reloadDocument className="space-y-2">
          <input type="hidden" name="intent" value={SUBSCRIBE_INTENT} />
          <ContactFields idPrefix="subscribe" email={String(subscribing?.email ?? email)} name={String(subscribing?.name ?? name)} />
          <FormAlert message={formErrorOf(reply, SUBSCRIBE_INTENT)} />
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {plans.map((plan) => (
              <Button key={plan.id} name="plan" value={plan.id} variant="secondary" disabled={busy || !usable} className="w-full">
                {plan.name}: {plan.price} a month
              </Button>
            ))}
          </div>
        </Form>
      </Card>
      <Card title="One-time payment" titleId="test-payment">
        <Form method="post" reloadDocument className="space-y-2">
          <ContactFields idPrefix="payment" email={String(sent?.email ?? email)} name={String(sent?.name ?? name)} />
          <label className="block text-sm font-medium" htmlFor="payment-amount">
            Amount (USD)
          </label>
          <input
            id="payment-amount"
            name="amount"
            type="number"
            min={MIN_AMOUNT_CENTS / 100}
            step="0.01"
            defaultValue={String(sent?.amount ?? "1.00")}
            className={inputClass}
          />
          <input type="hidden" name="currency" value="usd" />
          <FormAlert message={formErrorOf(reply, "test-payment")} />
          <Button disabled={busy || !usable} className="w-full">
            Pay with a test card
          </Button>
        </Form>
      </Card>
    </div>
  );
}
