import { pageLoader } from "~/http/read-policy.server";
import { redirect, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useSyncExternalStore } from "react";
import { formAction } from "~/http/write-policy.server";
import { catalogueSize } from "~/modules/food/catalogue-size.server";
import { hasFinishedTour, markTour } from "~/modules/user/onboarding.server";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "Welcome tour — Fitplate" }];

/** Commercial spec §2.9: six steps introducing the real screens. */
const STEPS = [
  {
    title: "Log what you eat",
    description: "On Home, search the catalogue of {foods} foods, set the grams and add it to a meal. Recent foods come back with one tap.",
    to: "/",
    action: "Open Home",
  },
  {
    title: "Scan a meal",
    description: "Photograph a plate and let AI name the foods and grams, grounded in the catalogue; correct them before saving.",
    to: "/scan",
    action: "Open Scan",
  },
  {
    title: "See your progress",
    description: "Calories and macros by week, month or year against your goals, with achievements along the way.",
    to: "/progress",
    action: "Open Progress",
  },
  {
    title: "Track workouts",
    description: "Pick exercises, log each set with weight and reps, and let the rest timer tell you when to go again.",
    to: "/workout",
    action: "Open Workout",
  },
  {
    title: "Go Premium",
    description: "Barcode scanning, advanced analytics and phone support, when you want more.",
    to: "/progress-enhanced",
    action: "See advanced analytics",
  },
  {
    title: "Make it yours",
    description: "Set your body data, goal and daily calorie target on your profile; Fitplate suggests one for you.",
    to: "/profile",
    action: "Open Profile",
  },
] as const;

/**
 * The browser's copy of the mark (spec §4: local browser storage), read only by a visitor without an
 * account to keep it on; the account's mark (User.onboardedAt) is what counts otherwise.
 */
const DONE_KEY = "fitplate.onboarding.done";
const INTENTS = { finish: "finish", restart: "restart" } as const;

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

export const loader = pageLoader("session", async ({ url, userId }) => {
  const step = Number(url.searchParams.get("step") ?? "1");
  return {
    foods: (await catalogueSize()).toLocaleString("en-US"),
    step: Number.isInteger(step) && step >= 1 && step <= STEPS.length ? step : 1,
    /** null: no account to keep the mark on (the browser's copy decides, with JavaScript). */
    finished: userId === null ? null : await hasFinishedTour(userId),
  };
});

export const action = formAction({
  guard: "session",
  throttle: "write",
  intents: {
    [INTENTS.finish]: async ({ userId }) => {
      if (userId !== null) await markTour(userId, true);
      return redirect("/");
    },
    [INTENTS.restart]: async ({ userId }) => {
      if (userId !== null) await markTour(userId, false);
      return redirect("/onboarding?step=1");
    },
  },
});

/** Finish and Skip Tutorial: a form (the mark is the server's), mirrored in local storage. */
function FinishButton({ label, className }: { label: string; className: string }) {
  return (
    <Form method="post" action="/onboarding" onSubmit={() => window.localStorage.setItem(DONE_KEY, "1")}>
      <button name="intent" value={INTENTS.finish} className={`${className} w-full`}>
        {label}
      </button>
    </Form>
  );
}

export default function Onboarding() {
  const { step, finished, foods } = useLoaderData<typeof loader>();
  // Read after hydration only (the server cannot see local storage), and only without an account.
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => window.localStorage.getItem(DONE_KEY) === "1",
    () => false,
  );
  const done = finished ?? stored;

  if (done) {
    return (
      <div className="mx-auto max-w-lg space-y-4">
        <PageHeader title="Ready to Start" subtitle="You have seen the tour." />
        <Card>
          <div className="flex flex-col gap-2">
            <Link to="/" className={buttonClass("primary", "w-full")}>
              Go to Home
            </Link>
            <Form method="post" action="/onboarding" onSubmit={() => window.localStorage.removeItem(DONE_KEY)}>
              <button name="intent" value={INTENTS.restart} className={buttonClass("ghost", "w-full")}>
                Restart Tutorial
              </button>
            </Form>
          </div>
        </Card>
      </div>
    );
  }

  const current = STEPS[step - 1]!;
  const last = step === STEPS.length;
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageHeader title="Welcome to Fitplate" subtitle={`Step ${step} of ${STEPS.length}`} />
      <div className="flex gap-1" aria-hidden>
        {STEPS.map((_, index) => (
          <span key={index} className={`h-1.5 flex-1 rounded-full ${index < step ? "bg-brand-700" : "bg-slate-200"}`} />
        ))}
      </div>
      <Card title={current.title} titleId="onboarding-step">
        <p className="text-slate-700">{current.description.replace("{foods}", foods)}</p>
        <Link to={current.to} className="mt-2 inline-flex min-h-touch items-center font-medium text-brand-700 underline">
          {current.action}
        </Link>
      </Card>
      <nav aria-label="Tour" className="grid grid-cols-2 gap-2">
        {step === 1 ? (
          <span aria-disabled="true" className={buttonClass("secondary", "w-full opacity-50")}>
            Back
          </span>
        ) : (
          <Link to={`/onboarding?step=${step - 1}`} className={buttonClass("secondary", "w-full")}>
            Back
          </Link>
        )}
        {last ? (
          <FinishButton label="Finish" className={buttonClass("primary")} />
        ) : (
          <Link to={`/onboarding?step=${step + 1}`} className={buttonClass("primary", "w-full")}>
            Next
          </Link>
        )}
      </nav>
      <FinishButton label="Skip Tutorial" className={buttonClass("ghost")} />
    </div>
  );
}
