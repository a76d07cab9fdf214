import { Link } from "@remix-run/react";
import { METHOD_LABELS, SCAN_METHODS, type ScanMethod } from "~/shared/scan-methods";

/** The scanner's three ways in (spec core §2), as links: each is a URL, so it works without JavaScript. */
export function MethodTabs({ current, extra }: { current: ScanMethod | null; extra?: React.ReactNode }) {
  return (
    <nav aria-label="Ways to log a meal" className="grid grid-cols-3 gap-2">
      {SCAN_METHODS.map((method) => (
        <Link
          key={method}
          to={`?method=${method}`}
          aria-current={current === method ? "page" : undefined}
          className={[
            "flex min-h-touch items-center justify-center rounded-xl px-2 py-2 text-center text-sm font-semibold ring-1",
            current === method ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-900 ring-slate-300 hover:bg-slate-50",
          ].join(" ")}
        >
          {METHOD_LABELS[method]}
        </Link>
      ))}
      {extra}
    </nav>
  );
}
