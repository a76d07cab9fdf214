import { Form } from "@remix-run/react";
import { REDIRECT_TO } from "~/shared/redirect-to";
import type { Billing } from "~/modules/payments/billing.server";
import { Button } from "~/ui/Button";

/** "Renews on <date>" or "Ends on <date>" (during the free trial: its end and what happens then), with "Resume" while a cancelled plan has not ended yet. */
export function Renewal({ billing, returnTo }: { billing: Billing; returnTo: string }) {
  if (!billing.renewsOn || (!billing.canCancel && !billing.canResume)) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="text-sm text-slate-700" data-testid="renewal">
        {billing.status === "trialing"
          ? billing.cancelAtPeriodEnd
            ? `Free trial until ${billing.renewsOn}, cancelled: it ends then with nothing charged, and you are then on Free.`
            : `Free trial until ${billing.renewsOn}: Stripe then takes the first payment, unless you cancel before.`
          : billing.cancelAtPeriodEnd
            ? `Ends on ${billing.renewsOn}; you are then on Free.`
            : `Renews on ${billing.renewsOn}.`}
      </p>
      {billing.canResume ? (
        <Form method="post" action="/billing">
          <input type="hidden" name="intent" value="resume" />
          <input type="hidden" name={REDIRECT_TO} value={returnTo} />
          <Button variant="secondary">Resume</Button>
        </Form>
      ) : null}
    </div>
  );
}
