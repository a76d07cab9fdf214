import { Suspense, type ReactNode } from "react";

/** A white panel with an optional titled header; sections of every screen are cards. */
export function Card({
  title,
  titleId,
  level = 2,
  actions,
  className = "",
  belowTheFold = false,
  hydrateApart = belowTheFold,
  children,
}: {
  title?: ReactNode;
  titleId?: string;
  level?: 2 | 3;
  actions?: ReactNode;
  className?: string;
  /**
   * A card usually under the first screenful of a heavy screen (issue 44): on a phone the browser
   * skips its style, layout and paint until it nears the viewport (`below-fold` in app.css), and
   * React hydrates its contents in a task of their own after the parts above (a Suspense boundary:
   * React 18's selective hydration). The markup and its forms are the same, with or without JavaScript.
   */
  belowTheFold?: boolean;
  /** Hydrated in a task of its own without being skipped (a card that may be in the first screenful). */
  hydrateApart?: boolean;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={`min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 ${belowTheFold ? "below-fold" : ""} ${className}`}
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
      {hydrateApart ? <Suspense>{children}</Suspense> : children}
    </section>
  );
}
