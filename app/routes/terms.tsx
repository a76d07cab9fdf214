import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { ABANDONED_GUEST_DAYS } from "~/modules/throttle/limits";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "Terms of Service — Fitplate" }];

export const loader = pageLoader("none", () => {
  return { supportEmail: env.SUPPORT_EMAIL, abandonedGuestDays: ABANDONED_GUEST_DAYS };
});

const link = "font-semibold text-brand-700 underline";

export default function Terms() {
  const { supportEmail, abandonedGuestDays } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="Terms of Service" subtitle="The agreement you accept when you create a Fitplate account." />
      <Card title="The service" titleId="service">
        <p className="text-sm text-slate-700">
          Fitplate helps you log what you eat and how you train, and shows your calories, macros and progress against your goals. Nutrient
          values come from the USDA catalogue or from you; AI estimates of a meal photo are estimates. Fitplate is not medical advice: ask a
          doctor or dietitian before changing how you eat or train.
        </p>
      </Card>
      <Card title="Your account" titleId="account">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>You may use Fitplate as a guest; a guest account that never logs anything is deleted after {abandonedGuestDays} days.</li>
          <li>Registering ties the account to your e-mail address; you sign in with one-time codes sent there. Keep that address yours.</li>
          <li>API tokens act as you: keep them secret and revoke any you no longer use on the Sessions and API tokens page.</li>
          <li>
            You can delete your account and its data at any time on the{" "}
            <Link to="/privacy#delete-account" className={link}>
              Privacy
            </Link>{" "}
            page.
          </li>
        </ul>
      </Card>
      <Card title="Premium and payments" titleId="payments">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Prices are those shown on the Premium page when you buy. Payments are processed by Stripe.</li>
          <li>A subscription renews each period until you cancel it; cancelling keeps the plan until the end of the period paid for.</li>
          <li>Premium features turn on when Stripe confirms the payment, not before.</li>
        </ul>
      </Card>
      <Card title="Fair use" titleId="fair-use">
        <p className="text-sm text-slate-700">
          Do not try to reach other people&apos;s data, overload the service or get around its limits; requests over the limits are refused
          for a while. We may close an account that does.
        </p>
      </Card>
      <Card title="Your data and contact" titleId="contact">
        <p className="text-sm text-slate-700">
          How your data is kept and shared is on the{" "}
          <Link to="/privacy" className={link}>
            Privacy
          </Link>{" "}
          page. Questions:{" "}
          <a href={`mailto:${supportEmail}`} className={link}>
            {supportEmail}
          </a>{" "}
          or the{" "}
          <Link to="/support" className={link}>
            Support
          </Link>{" "}
          page.
        </p>
      </Card>
    </div>
  );
}
