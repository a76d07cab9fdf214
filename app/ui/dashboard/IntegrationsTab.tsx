import { Link } from "@remix-run/react";
import type { DataSource } from "~/modules/dashboard/integrations";
import { Card } from "~/ui/Card";

/** Where your health data came from: each source with its data points and when it last brought something in. */
export function IntegrationsTab({ sources }: { sources: DataSource[] }) {
  return (
    <Card title="Connected sources" titleId="sources">
      {sources.length === 0 ? (
        <p className="text-sm text-slate-700">
          No health data imported yet. Import an Apple Health export or a CSV, or connect a tracker, on{" "}
          <Link to="/integrations" className="font-semibold text-brand-700 underline underline-offset-2">
            Integrations
          </Link>
          : steps, sleep and weight then show here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="sources">
          {sources.map((source) => (
            <li key={source.name} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">{source.name}</p>
                <p className="text-xs text-slate-600">
                  {source.dataPoints.toLocaleString("en-US")} data points · last on {source.lastSync.slice(0, 10)}
                </p>
              </div>
              <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                Connected
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
