import type { ReactNode } from "react";

/** The top of every screen: its one h1, an optional line under it, and actions on the right. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    // Actions go under the title when both do not fit on a 360 px line (no word broken in "Workout").
    <header className="flex min-w-0 flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        {/* wrap-anywhere: a 40-character username has no place to break on a 360 px phone */}
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{title}</h1>
        {subtitle ? <p className="text-sm text-slate-600 wrap-anywhere">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex min-w-0 flex-wrap items-center gap-1">{actions}</div> : null}
    </header>
  );
}
