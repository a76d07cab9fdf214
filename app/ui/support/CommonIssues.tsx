import { Link } from "@remix-run/react";
import { Card } from "~/ui/Card";

const ISSUES = [
  {
    question: "A food is missing from search",
    answer: (
      <>
        Create it under <Link to="/foods">My foods</Link> with its values per 100 g; it then shows up in search for you.
      </>
    ),
  },
  {
    question: "My totals look wrong",
    answer: (
      <>
        Check each entry&apos;s grams in the <Link to="/diary">diary</Link>. Meals count on the day of the time zone set on your{" "}
        <Link to="/profile">profile</Link>.
      </>
    ),
  },
  {
    question: "I logged something by mistake",
    answer: <>Open the diary, tap the entry and Delete it; Undo in the message that follows brings it back.</>,
  },
  {
    question: "My data is gone on a new phone",
    answer: <>Until you register, your account lives in this browser&apos;s cookie: clearing cookies or another device starts a new one.</>,
  },
  {
    question: "A page does not update",
    answer: <>Reload it. Everything in Fitplate also works without JavaScript, so a slow connection never blocks a form.</>,
  },
];

/** Answers to what members ask most, before they need to write to us. */
export function CommonIssues() {
  return (
    <Card title="Common issues" titleId="common-issues">
      <ul className="space-y-2">
        {ISSUES.map((issue) => (
          <li key={issue.question}>
            <details className="group rounded-xl bg-slate-50 px-3">
              <summary className="flex min-h-touch cursor-pointer items-center text-sm font-medium">{issue.question}</summary>
              <p className="pb-3 text-sm text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">{issue.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </Card>
  );
}
