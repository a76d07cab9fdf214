import { Form, Link } from "@remix-run/react";
import { REDIRECT_TO } from "~/shared/redirect-to";
import type { Billing } from "~/modules/payments/billing.server";
import { tierLabel } from "~/modules/user/tiers";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { Renewal } from "~/ui/premium/Renewal";

/**
 * The profile's billing panel: the plan, its renewal or end date, Resume, cancel at period end
 * (asked first: a second form step), a one-time pass and its end, and Stripe's billing portal.
 */
export function BillingCard({ billing, confirmCancel }: { billing: Billing; confirmCancel: boolean }) {
  return (
    <Card title="Billing" titleId="billing">
      <p className="text-sm">
        Plan: <span className="font-semibold">{tierLabel(billing.tier)}</span>
        {billing.plan ? <span> · current plan {billing.plan}</span> : null}
        {billing.status ? <span className="text-slate-600"> · {billing.status.replace("_", " ")}</span> : null}
      </p>
      <Renewal billing={billing} returnTo="/profile" />
      {billing.pass ? (
        <p className="text-sm text-slate-700" data-testid="pass">
          {billing.pass.name} pass until {billing.pass.endsOn}: paid once, it does not renew.
        </p>
      ) : null}
      {confirmCancel && billing.canCancel ? (
        <div role="group" aria-labelledby="confirm-cancel" className="mt-2 space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950">
          <p id="confirm-cancel" className="text-sm">
            <strong>Cancel at period end?</strong> {billing.plan ?? tierLabel(billing.tier)} stays until{" "}
            {billing.renewsOn ?? "the end of the period paid for"}; then you are on Free and nothing more is charged.
          </p>
          <div className="flex flex-wrap gap-2">
            <Form method="post" action="/billing">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name={REDIRECT_TO} value="/profile" />
              <Button>Yes, cancel at period end</Button>
            </Form>
            <Link to="/profile" className={buttonClass("secondary")}>
              Keep my plan
            </Link>
          </div>
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {billing.tier === "free" ? (
          <Link to="/premium" className={buttonClass("primary")}>
            See Premium
          </Link>
        ) : null}
        {billing.pass && !billing.canCancel && !billing.canResume ? (
          <>
            <Link to={`/checkout?plan=${billing.pass.plan}`} className={buttonClass("secondary")}>
              Extend pass
            </Link>
            <Link to={`/subscribe?plan=${billing.pass.plan}`} className={buttonClass("secondary")}>
              Subscribe instead
            </Link>
          </>
        ) : null}
        {billing.canManage ? (
          <Form method="post" action="/billing-portal">
            <Button variant="secondary">Manage billing</Button>
          </Form>
        ) : null}
        {billing.canCancel && !confirmCancel ? (
          // The first step is a link (no JavaScript needed): the profile then asks before anything is sent to Stripe.
          <Link to="/profile?billing=cancel#billing" className={buttonClass("secondary")}>
            Cancel at period end
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
