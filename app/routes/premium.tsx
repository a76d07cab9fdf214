import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { catalogueSize } from "~/modules/food/catalogue-size.server";
import { FREE_PLAN, findPlan, foodLoggingFeature, formatUsd, PLANS, REFUND_DAYS, yearlySaving } from "~/modules/premium/plans";
import { getBilling } from "~/modules/payments/billing.server";
import { currentPlanMark } from "~/modules/payments/plan-change.server";
import { TRIAL_OFFER, TRIAL_RULE, TRIAL_USED } from "~/modules/payments/trial";
import { trialEligible } from "~/modules/payments/trials.server";
import { getProfile } from "~/modules/user/profile.server";
import { tierLabel } from "~/modules/user/tiers";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";
import { Renewal } from "~/ui/premium/Renewal";

export const meta: MetaFunction = () => [{ title: "Premium — Fitplate" }];

// /premium and /premium-enhanced (the return page): plans from the one price table, the billing
// toggle and the selected plan as query parameters (so both work without JavaScript). A
// `payment=success` or `subscription=success` only changes the words shown: the tier is whatever
// Stripe's verified webhook made it.
export const loader = pageLoader("session", async ({ url, userId }) => {
  const [profile, foods, renewal, eligible] = await Promise.all([
    userId === null ? null : getProfile(userId),
    catalogueSize(),
    userId === null ? null : getBilling(userId),
    userId === null ? true : trialEligible(userId),
  ]);
  const returned =
    url.searchParams.get("payment") === "success" ? "pass" : url.searchParams.get("subscription") === "success" ? "subscription" : null;
  return {
    billing: url.searchParams.get("billing") === "annual" ? ("annual" as const) : ("monthly" as const),
    selected: findPlan(url.searchParams.get("plan"))?.id ?? "premium",
    tier: profile?.tier ?? "free",
    current: await currentPlanMark(userId),
    trial: eligible ? ("offered" as const) : ("used" as const),
    renewal,
    returned,
    freeFeatures: [foodLoggingFeature(foods), ...FREE_PLAN.features],
  };
});

export default function Premium() {
  const { billing, selected, tier, current, renewal, returned, freeFeatures, trial } = useLoaderData<typeof loader>();
  const annual = billing === "annual";
  const query = (changes: Record<string, string>) => `?${new URLSearchParams({ billing, plan: selected, ...changes })}`;
  return (
    <div className="space-y-4">
      <PageHeader title="Premium" subtitle={`Your plan: ${tierLabel(tier)}. Cancel any time; refunds within ${REFUND_DAYS} days.`} />
      {renewal ? <Renewal billing={renewal} returnTo="/premium" /> : null}
      {renewal?.pass ? (
        <p className="text-sm text-slate-700" data-testid="pass">
          {renewal.pass.name} pass until {renewal.pass.endsOn}: paid once, it does not renew.
        </p>
      ) : null}
      <dl
        className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-800 sm:grid-cols-2"
        aria-label="Two ways to pay"
      >
        <div>
          <dt className="font-semibold">Subscribe</dt>
          <dd>Renews every month (or year) until you cancel; cancel any time on your Profile.</dd>
        </div>
        <div>
          <dt className="font-semibold">Pass</dt>
          <dd>One payment for one month (or year) of the plan. It does not renew: nothing more is charged.</dd>
        </div>
      </dl>
      {current ? null : trial === "offered" ? (
        <section aria-labelledby="trial-title" className="rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-950" data-testid="trial">
          <h2 id="trial-title" className="text-base font-semibold">
            Free trial
          </h2>
          <p>{TRIAL_OFFER}</p>
          <p className="mt-1">{TRIAL_RULE}</p>
        </section>
      ) : (
        <p className="rounded-2xl bg-slate-100 p-4 text-sm text-slate-800" data-testid="trial">
          {TRIAL_USED}
        </p>
      )}
      {returned ? (
        <p role="status" className="rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-950">
          {tier === "free"
            ? "Thanks! Stripe is confirming your payment: your plan switches on within a minute. Reload this page to see it."
            : returned === "subscription" && renewal?.status === "trialing"
              ? `Thanks! Your ${tierLabel(tier)} free trial runs until ${renewal.renewsOn}: nothing is charged before then.`
              : returned === "pass" && renewal?.pass
                ? `Thanks! Your ${renewal.pass.name} pass runs until ${renewal.pass.endsOn}.`
                : `Thanks! Your ${tierLabel(tier)} plan is active.`}
        </p>
      ) : null}
      <nav aria-label="Billing" className="inline-flex rounded-full bg-slate-100 p-1">
        {(["monthly", "annual"] as const).map((option) => (
          <Link
            key={option}
            to={query({ billing: option })}
            replace
            preventScrollReset
            aria-current={billing === option ? "true" : undefined}
            className={`inline-flex min-h-touch items-center rounded-full px-5 text-sm font-semibold ${billing === option ? "bg-white text-brand-800 shadow" : "text-slate-700"}`}
          >
            {option === "monthly" ? "Monthly" : "Annual"}
          </Link>
        ))}
      </nav>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Plans">
        <li>
          <Card title="Free" titleId="plan-free" className="h-full">
            <p className="text-2xl font-bold">$0</p>
            <PlanLists features={freeFeatures} limitations={FREE_PLAN.limitations} />
          </Card>
        </li>
        {PLANS.map((plan) => {
          const cents = annual ? plan.yearlyCents : plan.monthlyCents;
          const saving = annual ? yearlySaving(plan) : null;
          const isSelected = plan.id === selected;
          const isCurrent = current?.plan === plan.id && current.billing === billing;
          return (
            <li key={plan.id} data-testid={`plan-${plan.id}`} data-selected={isSelected ? "true" : undefined}>
              <Card title={plan.name} titleId={`plan-${plan.id}-title`} className={`h-full ${isSelected ? "ring-2 ring-brand-700" : ""}`}>
                {cents === null ? (
                  <p className="text-sm text-slate-700">Monthly only: {formatUsd(plan.monthlyCents)} a month</p>
                ) : (
                  <p className="text-2xl font-bold">
                    {formatUsd(cents)}
                    <span className="text-base font-medium text-slate-600"> {annual ? "a year" : "a month"}</span>
                  </p>
                )}
                {saving ? (
                  <p className="text-sm text-emerald-800">
                    <s>{formatUsd(saving.fullCents)}</s> · save {formatUsd(saving.savingCents)}
                  </p>
                ) : null}
                <PlanLists features={plan.features} limitations={plan.limitations} />
                <div className="mt-3 flex flex-col gap-2">
                  {isCurrent ? (
                    <p className="rounded-full bg-emerald-50 px-3 py-2 text-center text-sm font-semibold text-emerald-900">Current plan</p>
                  ) : cents === null ? null : current ? (
                    // A subscriber changes the plan of the subscription they have (no pass on top of it).
                    <Link
                      to={`/subscribe?plan=${plan.id}&billing=${billing}`}
                      className={buttonClass(isSelected ? "primary" : "secondary", "w-full")}
                    >
                      Switch to {plan.name}
                    </Link>
                  ) : (
                    <>
                      <Link
                        to={`/subscribe?plan=${plan.id}&billing=${billing}`}
                        className={buttonClass(isSelected ? "primary" : "secondary", "w-full")}
                      >
                        Subscribe to {plan.name}
                      </Link>
                      <Link to={`/checkout?plan=${plan.id}&billing=${billing}`} className={buttonClass("secondary", "w-full")}>
                        {annual ? "1-year" : "1-month"} pass, {formatUsd(cents)} once
                      </Link>
                    </>
                  )}
                  {isSelected ? null : (
                    <Link
                      to={query({ plan: plan.id })}
                      replace
                      preventScrollReset
                      className="inline-flex min-h-touch items-center justify-center text-sm font-medium text-brand-700 underline"
                    >
                      Compare
                    </Link>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PlanLists({ features, limitations }: { features: readonly string[]; limitations: readonly string[] }) {
  return (
    <>
      <ul className="mt-2 space-y-1 text-sm">
        {features.map((feature) => (
          <li key={feature}>✓ {feature}</li>
        ))}
      </ul>
      {limitations.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-slate-600">
          {limitations.map((limitation) => (
            <li key={limitation}>– {limitation}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
