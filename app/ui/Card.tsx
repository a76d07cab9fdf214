import type { ReactNode } from "react";

/** A white panel with an optional titled header; sections of every screen are cards. */
export function Card({
  title,
  titleId,
  level = 2,
  actions,
  className = "",
  children,
}: {
  title?: ReactNode;
  titleId?: string;
  level?: 2 | 3;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={`min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 ${className}`}
    >
      {title && actions ? (
        <div className="mb-2 flex items-center justify-between gap-3">
          <Heading id={titleId} className="text-lg font-semibold">
            {title}
          </Heading>
          {actions}
        </div>
      ) : title ? (
        // No actions beside it: the heading alone, one wrapper fewer (cards are most of every screen).
        <Heading id={titleId} className="mb-2 text-lg font-semibold">
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}
