import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getOpenWorkout } from "~/modules/workout/active.server";
import { buttonClass } from "~/ui/Button";
import { PageHeader } from "~/ui/PageHeader";
import { hubPages, type Badge } from "~/ui/navigation/hub-pages";

export const meta: MetaFunction = () => [{ title: "Navigation — Fitplate" }];

export const loader = pageLoader("session", async ({ userId }) => {
  const workoutOpen = userId !== null && (await getOpenWorkout(userId))?.status === "active";
  return { pages: hubPages({ workoutOpen }) };
});

// Text colors on their tints: every pair meets WCAG AA (app/ui/colors/contrast.test.ts).
const badgeClass: Record<Badge, string> = {
  New: "bg-brand-100 text-brand-800",
  Updated: "bg-blue-100 text-blue-800",
  Enhanced: "bg-violet-100 text-violet-800",
  Ready: "bg-slate-100 text-slate-700",
  Active: "bg-amber-100 text-amber-900",
};

export default function Navigation() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="Navigation" subtitle="Every part of Fitplate, one tap away." />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.to} className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
            <div className="flex items-start justify-between gap-2">
              <h2 className="text-lg font-semibold">{page.title}</h2>
              <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass[page.badge]}`}>{page.badge}</span>
            </div>
            <p className="flex-1 text-sm text-slate-700">{page.description}</p>
            <Link to={page.to} className={buttonClass("secondary", "w-full")} aria-label={`Visit Page: ${page.title}`}>
              Visit Page
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
