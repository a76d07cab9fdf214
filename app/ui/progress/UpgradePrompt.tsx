import { Link } from "@remix-run/react";
import { buttonClass } from "~/ui/Button";

/** For free accounts: what Premium adds to the progress screens, and the way to it. */
export function UpgradePrompt({ text }: { text: string }) {
  return (
    <section aria-labelledby="upgrade" className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="upgrade-prompt">
      <h2 id="upgrade" className="text-lg font-semibold text-amber-900">
        Unlock advanced analytics
      </h2>
      <p className="mt-1 text-sm text-slate-800">{text}</p>
      <Link to="/premium" className={buttonClass("primary", "mt-3")}>
        Upgrade to Premium
      </Link>
    </section>
  );
}
