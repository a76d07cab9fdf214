import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formErrorOf, type FormReply } from "~/http/form-reply";
import { requirePageUser } from "~/http/guards.server";
import { env } from "~/env.server";
import { paymentProvider } from "~/modules/payments/provider.server";
import { startCheckout } from "~/modules/payments/checkout.server";
import { findPlan, formatUsd, priceCents, REFUND_DAYS } from "~/modules/premium/plans";
import { currentPlanMark } from "~/modules/payments/plan-change.server";
import { getProfile } from "~/modules/user/profile.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { PaymentElementForm } from "~/ui/premium/PaymentElementForm";
import { useHydrated } from "~/ui/useHydrated";
import { formAction } from "~/http/write-policy.server";
import { requirePublicOrigin } from "~/public-url.server";

export const meta: MetaFunction = () => [{ title: "Checkout — Fitplate" }];

// /checkout?plan=…&billing=…: a summary and one server form that sends the member to Stripe's
// hosted checkout page (it works on any phone, with or without JavaScript).
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requirePageUser(request);
  const url = new URL(request.url);
  const plan = findPlan(url.searchParams.get("plan") ?? "premium");
  const billing = url.searchParams.get("billing") === "annual" ? "annual" : "monthly";
  const profile = await getProfile(userId);
  const cents = plan && priceCents(plan, billing === "annual" ? "year" : "month");
  return {
    plan: plan && { id: plan.id, name: plan.name, features: plan.features },
    billing,
    price: cents === null || cents === undefined ? null : formatUsd(cents),
    member: profile !== null && !profile.isGuest,
    configured: paymentProvider() !== null,
    current: await currentPlanMark(userId),
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    email: profile?.email ?? "",
    name: [profile?.firstName, profile?.lastName].filter(Boolean).join(" "),
  };
}

export const action = formAction({
  guard: "page",
  throttle: "write",
  intent: "checkout",
  run: async ({ userId, formData, request }) =>
    redirect((await startCheckout(userId, Object.fromEntries(formData), requirePublicOrigin(request))).url),
});

const planName = (id: string) => findPlan(id)?.name ?? id;

export default function Checkout() {
  const { plan, billing, price, member, configured, publishableKey, email, name, current } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
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
        {!plan || !price ? (
          <p>Plan not found.</p>
        ) : (
          <div className="space-y-3">
            <h2 className="text-xl font-bold">
              Fitplate {plan.name}: {price} {billing === "annual" ? "a year" : "a month"}
            </h2>
            <ul className="list-disc pl-5 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p className="text-sm text-slate-700">
              You pay on Stripe&apos;s secure page. Your plan switches on as soon as Stripe confirms the payment. Cancel any time; refunds
              within {REFUND_DAYS} days.
            </p>
            {!configured ? (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
                <strong>Payment Service Status:</strong> payment provider configuration is needed for live payments. Nothing can be bought
                on this server yet.
              </p>
            ) : current?.plan === plan.id && current.billing === billing ? (
              <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950">
                Current plan: you already have {plan.name} {billing === "annual" ? "yearly" : "monthly"}. Nothing to pay.
              </p>
            ) : !member ? (
              <p className="text-sm">
                <Link to="/registration" className="font-medium text-brand-700 underline">
                  Create an account
                </Link>{" "}
                first, so your plan is never lost with a cookie.
              </p>
            ) : (
              <>
                {current ? (
                  // A subscriber changes the plan of the subscription they have: no card form, which would start another one.
                  <p role="status" className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950">
                    You already subscribe to {planName(current.plan)} ({current.billing === "annual" ? "yearly" : "monthly"}). Changing to{" "}
                    {plan.name} changes that subscription: Stripe charges or credits the difference now. Manage billing or cancel on your{" "}
                    <Link to="/profile" className="font-medium text-brand-700 underline">
                      Profile
                    </Link>
                    .
                  </p>
                ) : hydrated && publishableKey ? (
                  <PaymentElementForm publishableKey={publishableKey} plan={plan.id} billing={billing} email={email} name={name} />
                ) : null}
                <Form method="post" reloadDocument>
                  <input type="hidden" name="plan" value={plan.id} />
                  <input type="hidden" name="billing" value={billing} />
                  <FormAlert message={formErrorOf(reply, "checkout")} className="mb-2" />
                  <Button disabled={busy} className="w-full">
                    {current ? `Change to ${plan.name}` : `Pay ${price} with Stripe`}
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
