import { Link } from "@remix-run/react";
import type { DashboardIntegration, DataSource } from "~/modules/dashboard/integrations";
import { Card } from "~/ui/Card";

const STATUS: Record<DashboardIntegration["status"], { label: string; style: string }> = {
  connected: { label: "Connected", style: "bg-brand-50 text-brand-800 ring-brand-100" },
  available: { label: "Available", style: "bg-slate-50 text-slate-700 ring-slate-200" },
  premium_only: { label: "Premium only", style: "bg-amber-50 text-amber-900 ring-amber-200" },
};

const utc = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

/** Your connections (state, last sync, data points) and, beside them, where your health data came from. */
export function IntegrationsTab({ integrations, sources }: { integrations: DashboardIntegration[]; sources: DataSource[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card title="Connections" titleId="connections">
        <ul className="divide-y divide-slate-100" data-testid="connections">
          {integrations.map((integration) => (
            <li key={integration.id} className="flex items-center justify-between gap-3 py-2" data-testid={`connection-${integration.id}`}>
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">{integration.name}</p>
                <p className="text-xs text-slate-600">
                  {integration.status === "connected" ? (
                    <>
                      {integration.dataPoints.toLocaleString("en-US")} data points · last sync{" "}
                      {integration.lastSync ? utc(integration.lastSync) : "not yet"}
                    </>
                  ) : (
                    integration.brand
                  )}
                </p>
                {integration.problem ? <p className="text-xs text-red-800">Last sync failed: {integration.problem}</p> : null}
              </div>
              <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS[integration.status].style}`}>
                {STATUS[integration.status].label}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          <Link to="/integrations" className={linkClass}>
            Manage integrations
          </Link>
        </p>
      </Card>
      <Card title="Where your data came from" titleId="sources">
        {sources.length === 0 ? (
          <p className="text-sm text-slate-700">
            No health data imported yet. Import an Apple Health export or a CSV, or connect a tracker, on{" "}
            <Link to="/integrations" className={linkClass}>
              Integrations
            </Link>
            : steps, sleep and weight then show here.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="sources">
            {sources.map((source) => (
              <li key={source.name} className="flex items-center justify-between gap-3 py-2">
                <p className="min-w-0 font-medium wrap-anywhere">{source.name}</p>
                <p className="shrink-0 text-xs text-slate-600">
                  {source.dataPoints.toLocaleString("en-US")} records · latest {source.lastAt.slice(0, 10)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
