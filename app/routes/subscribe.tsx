import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formErrorOf, replyFor, type FormReply } from "~/http/form-reply";
import { requirePageUser } from "~/http/guards.server";
import { DomainError } from "~/modules/errors";
import { paymentProvider } from "~/modules/payments/provider.server";
import { startSubscriptionCheckout } from "~/modules/payments/subscriptions.server";
import { findPlan, formatUsd, priceCents } from "~/modules/premium/plans";
import { currentPlanMark } from "~/modules/payments/plan-change.server";
import { getProfile } from "~/modules/user/profile.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { ContactFields } from "~/ui/premium/ContactFields";
import { domainFormErrorKeeping } from "~/http/form.server";
import { formAction } from "~/http/write-policy.server";
import { requirePublicOrigin } from "~/public-url.server";

export const meta: MetaFunction = () => [{ title: "Subscribe — Fitplate" }];

// /subscribe?plan=…: a subscription for the e-mail given (commercial spec §2.5), paid on Stripe's
// hosted page; a server form, so it works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requirePageUser(request);
  const url = new URL(request.url);
  const plan = findPlan(url.searchParams.get("plan") ?? "premium");
  const billing = url.searchParams.get("billing") === "annual" ? "annual" : "monthly";
  const cents = plan && priceCents(plan, billing === "annual" ? "year" : "month");
  const profile = await getProfile(userId);
  return {
    plan: plan && { id: plan.id, name: plan.name },
    billing,
    price: cents == null ? null : formatUsd(cents),
    email: profile?.email ?? "",
    name: [profile?.firstName, profile?.lastName].filter(Boolean).join(" "),
    configured: paymentProvider() !== null,
    current: await currentPlanMark(userId),
  };
}

export const action = formAction({
  guard: "page",
  throttle: "write",
  intent: "subscribe",
  run: async ({ userId, formData, request, intent }) => {
    try {
      return redirect((await startSubscriptionCheckout(userId, Object.fromEntries(formData), requirePublicOrigin(request))).url);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Stripe's failures already carry the spec's title ("Subscription Service Status: …").
      return domainFormErrorKeeping(intent, error, formData, error.message.replace(/^email: /, ""));
    }
  },
});

export default function Subscribe() {
  const { plan, billing, price, email, name, configured, current } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const sent = replyFor(reply, "subscribe")?.initialValue;
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageHeader
        title="Subscribe"
        actions={
          <Link to="/premium" className={buttonClass("ghost", "text-sm")}>
            Back to Plans
          </Link>
        }
      />
      <Card>
        {!plan || !price ? (
          <p>Plan not found</p>
        ) : current?.plan === plan.id && current.billing === billing ? (
          <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950">
            Current plan: you already have {plan.name} {billing === "annual" ? "yearly" : "monthly"}. Nothing to pay.
          </p>
        ) : (
          <Form method="post" reloadDocument className="space-y-3">
            <h2 className="text-xl font-bold">
              Fitplate {plan.name}: {price} {billing === "annual" ? "a year" : "a month"}
            </h2>
            <input type="hidden" name="plan" value={plan.id} />
            <input type="hidden" name="billing" value={billing} />
            <ContactFields idPrefix="subscribe" email={String(sent?.email ?? email)} name={String(sent?.name ?? name)} />
            <FormAlert message={formErrorOf(reply, "subscribe")} />
            {configured ? (
              <Button disabled={busy} className="w-full">
                Continue to payment
              </Button>
            ) : (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
                <strong>Subscription Service Status:</strong> payment provider configuration is needed for live payments. Nothing can be
                bought on this server yet.
              </p>
            )}
          </Form>
        )}
      </Card>
    </div>
  );
}
