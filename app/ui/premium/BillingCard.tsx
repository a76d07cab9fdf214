import { Form, Link } from "@remix-run/react";
import type { Billing } from "~/modules/payments/billing.server";
import { tierLabel } from "~/modules/user/tiers";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";

/** The profile's billing panel: the plan, its renewal or end date, cancel at period end, and Stripe's billing portal. */
export function BillingCard({ billing }: { billing: Billing }) {
  return (
    <Card title="Billing" titleId="billing">
      <p className="text-sm">
        Plan: <span className="font-semibold">{tierLabel(billing.tier)}</span>
        {billing.plan ? <span> · current plan {billing.plan}</span> : null}
        {billing.status ? <span className="text-slate-600"> · {billing.status.replace("_", " ")}</span> : null}
      </p>
      {billing.renewsOn ? (
        <p className="text-sm text-slate-700">
          {billing.cancelAtPeriodEnd ? `Ends on ${billing.renewsOn}; you are then on Free.` : `Renews on ${billing.renewsOn}.`}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {billing.tier === "free" ? (
          <Link to="/premium" className={buttonClass("primary")}>
            See Premium
          </Link>
        ) : null}
        {billing.canManage ? (
          <Form method="post" action="/billing-portal">
            <Button variant="secondary">Manage billing</Button>
          </Form>
        ) : null}
        {billing.canCancel ? (
          <Form method="post" action="/billing">
            <Button variant="secondary">Cancel at period end</Button>
          </Form>
        ) : null}
      </div>
    </Card>
  );
}
