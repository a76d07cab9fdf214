import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useState, useSyncExternalStore } from "react";
import { catalogueSize } from "~/modules/food/catalogue-size.server";
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
    to: "/",
    action: "Start on Home",
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

/** Where Finish and Skip Tutorial leave their mark (spec §4: a flag in local browser storage). */
const DONE_KEY = "fitplate.onboarding.done";

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const step = Number(new URL(request.url).searchParams.get("step") ?? "1");
  const foods = (await catalogueSize()).toLocaleString("en-US");
  return { step: Number.isInteger(step) && step >= 1 && step <= STEPS.length ? step : 1, foods };
}

export default function Onboarding() {
  const { step, foods } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  // Read after hydration only (the server cannot see local storage): without JavaScript the tour always shows.
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => window.localStorage.getItem(DONE_KEY) === "1",
    () => false,
  );
  const [restarted, setRestarted] = useState(false);
  const done = stored && !restarted;
  const finish = () => window.localStorage.setItem(DONE_KEY, "1");
  const restart = () => {
    window.localStorage.removeItem(DONE_KEY);
    setRestarted(true);
    navigate("/onboarding?step=1");
  };

  if (done) {
    return (
      <div className="mx-auto max-w-lg space-y-4">
        <PageHeader title="Ready to Start" subtitle="You have seen the tour." />
        <Card>
          <div className="flex flex-col gap-2">
            <Link to="/" className={buttonClass("primary", "w-full")}>
              Go to Home
            </Link>
            <button type="button" onClick={restart} className={buttonClass("ghost", "w-full")}>
              Restart Tutorial
            </button>
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
        <Link to={current.to} onClick={finish} className="mt-2 inline-flex min-h-touch items-center font-medium text-brand-700 underline">
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
          <Link to="/" onClick={finish} className={buttonClass("primary", "w-full")}>
            Finish
          </Link>
        ) : (
          <Link to={`/onboarding?step=${step + 1}`} className={buttonClass("primary", "w-full")}>
            Next
          </Link>
        )}
      </nav>
      <Link to="/" onClick={finish} className={buttonClass("ghost", "w-full")}>
        Skip Tutorial
      </Link>
    </div>
  );
}
