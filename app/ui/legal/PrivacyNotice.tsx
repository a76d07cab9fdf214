import { Link } from "@remix-run/react";
import { Card } from "~/ui/Card";

export type Retention = {
  sessionDays: number;
  abandonedGuestDays: number;
  idempotencyKeyHours: number;
  outboxDays: number;
  codeMinutes: number;
};

// What prisma/schema.prisma stores about a person, said plainly. A new model or column that holds
// personal data belongs here and in deleteAccount (app/modules/privacy/delete-account.server.ts).
const KEPT: { title: string; items: string }[] = [
  {
    title: "Your account",
    items:
      "e-mail address, first and last name, phone number, whether you want tips and offers, when you accepted the Terms, your time zone, and your plan (with Stripe's customer and subscription ids once you pay).",
  },
  {
    title: "Your profile and goals",
    items: "age, height, weight, activity level, goal, daily calorie goal, dietary restrictions and what you choose to track.",
  },
  {
    title: "Your diary",
    items: "meals with their foods, quantities and nutrients, foods you created, and removed entries you can restore.",
  },
  { title: "Your workouts", items: "sessions with their exercises, sets, weights, reps and rest times." },
  {
    title: "Meal photos and scans",
    items:
      "photos you upload to the scanner, re-encoded by the server (at most 1280 px, metadata stripped), and the foods identified in them.",
  },
  {
    title: "Support",
    items: "your tickets, with the contact details you give on them, and the conversation (your messages, AI and staff replies).",
  },
  { title: "Payments", items: "what you bought, its price and Stripe's status. Card details go to Stripe only; Fitplate never sees them." },
  {
    title: "Signing in",
    items:
      "sessions (with the browser's name you signed in from), API tokens and one-time codes. Tokens and codes are kept only as a hash.",
  },
];

const SHARED: { who: string; what: string }[] = [
  { who: "Stripe", what: "your e-mail address and the plan you buy, when you pay; Stripe keeps its own payment records." },
  { who: "The AI model (OpenAI or a compatible service)", what: "your support chat messages and the meal photos you ask it to analyze." },
  { who: "Our e-mail provider", what: "your address and the message: sign-in codes, receipts and support replies." },
  { who: "WhatsApp (Meta's Cloud API)", what: "your phone number and the text, when you ask for a WhatsApp message." },
];

/** The privacy notice's facts: what is kept, where, how long, and how to take it with you. */
export function PrivacyNotice({ supportEmail, retention }: { supportEmail: string; retention: Retention }) {
  return (
    <>
      <Card title="What we keep" titleId="kept">
        <dl className="space-y-2 text-sm">
          {KEPT.map(({ title, items }) => (
            <div key={title}>
              <dt className="font-semibold text-slate-900">{title}</dt>
              <dd className="text-slate-700">{items}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          To protect the service, counters of recent requests are kept per account, per e-mail address and per network address (IP) until
          their time window ends, at most an hour.
        </p>
      </Card>
      <Card title="Where it is kept" titleId="where">
        <p className="text-sm text-slate-700">
          In this Fitplate server&apos;s own database (a SQLite file or a PostgreSQL server run by whoever operates this deployment).
          Fitplate uses no advertising or analytics services and sets only the cookies it needs: your session, a one-time notice cookie, and
          a kiosk marker on a shared gym screen. Some data goes to these services, only for the feature you use:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {SHARED.map(({ who, what }) => (
            <li key={who}>
              <span className="font-semibold text-slate-900">{who}</span>: {what}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="How long" titleId="how-long">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Your account and everything in it: until you delete it (below).</li>
          <li>A guest account that never logged a meal, food or workout: deleted {retention.abandonedGuestDays} days after it was made.</li>
          <li>A session: {retention.sessionDays} days, or until you sign out (a kiosk session ends after 2 idle minutes).</li>
          <li>A one-time code: {retention.codeMinutes} minutes, and it works once.</li>
          <li>The saved answer to a retried request (Idempotency-Key): {retention.idempotencyKeyHours} hours.</li>
          <li>Messages kept in the local outbox when no e-mail or WhatsApp service is configured: {retention.outboxDays} days.</li>
        </ul>
      </Card>
      <Card title="Take your data with you" titleId="export">
        <p className="text-sm text-slate-700">
          Premium members can download their meals, food entries and workouts as CSV or JSON from{" "}
          <Link to="/progress-enhanced#export-data" className="font-semibold text-brand-700 underline">
            Progress → Export Data
          </Link>{" "}
          or with <code className="rounded bg-slate-100 px-1">GET /api/export</code>. On the free plan your diary and workouts are on their
          screens; questions about your data go to{" "}
          <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 underline">
            {supportEmail}
          </a>
          .
        </p>
      </Card>
    </>
  );
}
