import { Link } from "@remix-run/react";
import type { AiFeature } from "~/modules/dashboard/ai-features";

const statusStyle: Record<AiFeature["status"], string> = {
  active: "bg-brand-50 text-brand-800 ring-brand-100",
  beta: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** The four AI features: status, and an accuracy measured from your own data (or why there is none). */
export function AiFeaturesTab({ features }: { features: AiFeature[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {features.map((feature) => (
        <li
          key={feature.id}
          data-testid={`ai-${feature.id}`}
          className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">{feature.name}</h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ${statusStyle[feature.status]}`}>
              {feature.status}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700">{feature.description}</p>
          <p className="mt-2 text-2xl font-bold" data-testid={`ai-${feature.id}-accuracy`}>
            {feature.accuracy === null ? "—" : `${feature.accuracy} %`}
          </p>
          <p className="text-xs text-slate-600">{feature.note}</p>
          <Link to={feature.path} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
            Open {feature.name.toLowerCase()}
          </Link>
        </li>
      ))}
    </ul>
  );
}
