import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { CSV_COLUMNS } from "~/modules/health/csv-rows";
import { CATEGORIES, categoryLabel, categoryOf, oauthStartPath } from "~/modules/integrations/catalogue";
import {
  connectIntegration,
  disconnectIntegration,
  integrationsOverview,
  type IntegrationCard,
} from "~/modules/integrations/connections.server";
import { importCounts, recentHealthRecords } from "~/modules/integrations/imports.server";
import { CONNECT_INTENT, DISCONNECT_INTENT, SYNC_INTENT } from "~/modules/integrations/inputs";
import { syncIntegration } from "~/modules/integrations/sync.server";
import { refusalOf } from "~/http/json.server";
import { findPlan, formatUsd } from "~/modules/premium/plans";
import { userUnits } from "~/modules/user/clock.server";
import { hasFeature } from "~/modules/user/tiers";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { HistoryImportCard } from "~/ui/history/HistoryImportCard";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "Integrations — Fitplate" }];

// /integrations (commercial spec §2.7): summary counts, the category filter (links, so it works
// without JavaScript), a card per integration, the upgrade banner for free members, and the
// imports that bring real data in (Apple Health export, CSV).
export const loader = pageLoader("page", async ({ userId, url }) => {
  const category = categoryOf(url.searchParams.get("category"));
  const [overview, recent, counts, units] = await Promise.all([
    integrationsOverview(userId, category),
    recentHealthRecords(userId),
    importCounts(userId),
    userUnits(userId),
  ]);
  const premium = findPlan("premium")!;
  return {
    ...overview,
    category,
    recent,
    counts,
    units,
    // The CSV reader's module hashes with node:crypto: the page gets its column names as data.
    csvColumns: CSV_COLUMNS.slice(1),
    upgrade: hasFeature(overview.tier, "premiumIntegrations") ? null : { price: formatUsd(premium.monthlyCents), plan: premium.name },
  };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [CONNECT_INTENT]: async ({ userId, formData }) => {
      const { integration } = await connectIntegration(userId, { integrationId: formData.get("integrationId") });
      if ("authorizeUrl" in integration) return redirect(integration.authorizeUrl);
      // An import integration is connected by its first import, not by a tap.
      return redirectWithToast("/integrations#import", {
        title: integration.status === "connected" ? "Connected" : "Import your export",
        description:
          integration.status === "connected"
            ? `${integration.name} is connected: import a new export to bring in what is new.`
            : `${integration.name} connects with its first import: export your data from the ${integration.name} app and upload it below.`,
      });
    },
    [SYNC_INTENT]: async ({ userId, formData }) => {
      try {
        const { integration, added } = await syncIntegration(userId, { integrationId: formData.get("integrationId") });
        return redirectWithToast("/integrations", {
          title: "Synced",
          description: `${integration.name}: ${added.toLocaleString("en-US")} new or updated records.`,
          variant: "success",
        });
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return redirectWithToast("/integrations", {
          title: refusal.title ?? "Sync Failed",
          description: refusal.description,
          variant: "error",
        });
      }
    },
    [DISCONNECT_INTENT]: async ({ userId, formData }) => {
      const { integration } = await disconnectIntegration(userId, { integrationId: formData.get("integrationId") });
      return redirectWithToast("/integrations", {
        title: "Disconnected",
        description: `${integration.name} is disconnected; its data stays.`,
        variant: "success",
      });
    },
  },
});

const KIND_LABELS: Record<string, (value: number) => string> = {
  steps: (v) => `${v.toLocaleString("en-US")} steps`,
  active_energy_kcal: (v) => `${v.toLocaleString("en-US")} kcal active energy`,
  sleep_minutes: (v) => `${Math.floor(v / 60)} h ${Math.round(v % 60)} min asleep`,
  weight_kg: (v) => `${v} kg body weight`,
  workout_minutes: (v) => `${v} min workout`,
  water_ml: (v) => `${v.toLocaleString("en-US")} ml water`,
};

export default function Integrations() {
  const { cards, summary, category, upgrade, recent, counts, csvColumns, units } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <PageHeader title="Integrations" subtitle="Connect your devices and apps, or import their data." />
      {upgrade ? (
        <p role="note" className="rounded-2xl bg-brand-50 px-4 py-3 text-brand-950">
          Premium integrations (Garmin, WHOOP, Oura, Polar and Withings) are part of {upgrade.plan}, {upgrade.price} a month.{" "}
          <Link to="/premium" className="font-semibold underline">
            Upgrade to {upgrade.plan}
          </Link>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Summary">
        {(
          [
            ["Integrations", summary.total],
            ["Connected", summary.connected],
            ["Available", summary.available],
            ["Premium", summary.premium],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200/70">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={`summary-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <nav aria-label="Categories" className="flex flex-wrap gap-2">
        {[null, ...CATEGORIES].map((option) => (
          <Link
            key={option ?? "all"}
            to={option ? `?category=${option}` : "/integrations"}
            preventScrollReset
            aria-current={category === option ? "true" : undefined}
            className={`inline-flex min-h-touch items-center rounded-full px-4 text-sm font-semibold ${category === option ? "bg-brand-700 text-white" : "bg-white text-slate-800 ring-1 ring-slate-300"}`}
          >
            {categoryLabel(option)}
          </Link>
        ))}
      </nav>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Integrations">
        {cards.map((card) => (
          <li key={card.id}>
            <IntegrationCardView card={card} />
          </li>
        ))}
      </ul>
      <ImportPanel counts={counts} recent={recent} csvColumns={csvColumns} />
      <div id="history">
        <HistoryImportCard units={units === "us" ? "lb" : "kg"} />
      </div>
    </div>
  );
}

const STATUS_LABEL = { connected: "Connected", available: "Available", premium_only: "Premium only" } as const;

function IntegrationCardView({ card }: { card: Omit<IntegrationCard, "link"> & { link: IntegrationCard["link"] } }) {
  return (
    <Card
      title={card.name}
      titleId={`integration-${card.id}`}
      level={3}
      className="h-full"
      actions={<span className="text-sm font-medium text-slate-700">{STATUS_LABEL[card.status]}</span>}
    >
      <p className="text-sm text-slate-600">
        {card.brand} · {categoryLabel(card.category)}
        {card.premium ? " · Premium" : ""}
      </p>
      <p className="mt-2 text-sm">{card.description}</p>
      <p className="mt-2 text-sm text-slate-700">Brings in: {card.syncData.join(", ")}</p>
      {card.status === "connected" ? (
        <p className="mt-2 text-sm text-slate-700" data-testid={`data-points-${card.id}`}>
          {card.dataPoints.toLocaleString("en-US")} data points · last sync{" "}
          {card.lastSync ? new Date(card.lastSync).toISOString().slice(0, 16).replace("T", " ") + " UTC" : "not yet"}
        </p>
      ) : null}
      {card.lastSyncError ? (
        <p className="mt-2 text-sm text-red-800" data-testid={`sync-error-${card.id}`}>
          Connection Failed: {card.lastSyncError}
        </p>
      ) : null}
      {card.notConfigured && card.status !== "premium_only" ? <p className="mt-2 text-sm text-amber-900">{card.notConfigured}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {card.status === "premium_only" ? (
          <>
            <Button type="button" disabled variant="secondary">
              Premium Required
            </Button>
            <Link to="/premium" className={buttonClass("ghost", "text-sm")}>
              See Premium
            </Link>
          </>
        ) : card.status === "connected" ? (
          <details className="w-full">
            <summary className={buttonClass("secondary", "cursor-pointer list-none")}>Configure</summary>
            <div className="mt-2 space-y-2 text-sm">
              {card.link.kind === "import" ? (
                <p>
                  <a href="#import" className="font-semibold text-brand-700 underline">
                    Import a new export
                  </a>{" "}
                  to bring in what is new: nothing is counted twice.
                </p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="integrationId" value={card.id} />
                  <p className="mb-2">Fetches what is new since the last sync: nothing is counted twice.</p>
                  <Button name="intent" value={SYNC_INTENT} variant="secondary">
                    Sync now
                  </Button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="integrationId" value={card.id} />
                <Button name="intent" value={DISCONNECT_INTENT} variant="danger">
                  Disconnect
                </Button>
              </Form>
            </div>
          </details>
        ) : card.link.kind === "oauth" && card.notConfigured === null ? (
          // A link, not a form: the sign-in goes on at the maker's site, and a form's redirect
          // there would be stopped by our CSP's form-action.
          <Link to={oauthStartPath(card.id)} reloadDocument className={buttonClass("primary")}>
            Connect Device
          </Link>
        ) : (
          <Form method="post">
            <input type="hidden" name="integrationId" value={card.id} />
            <Button name="intent" value={CONNECT_INTENT} disabled={card.notConfigured !== null}>
              Connect Device
            </Button>
          </Form>
        )}
      </div>
    </Card>
  );
}

function ImportPanel({
  counts,
  recent,
  csvColumns,
}: {
  counts: { appleHealth: number; csv: number };
  csvColumns: string[];
  recent: { id: number; kind: string; value: number; day: string; source: string }[];
}) {
  return (
    <div id="import" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card title="Import your data" titleId="import-title">
        <Form method="post" action="/integrations/import?format=apple-health" encType="multipart/form-data" className="space-y-2">
          <label htmlFor="apple-health-file" className="block font-medium">
            Apple Health export (export.zip or export.xml)
          </label>
          <p id="apple-health-help" className="text-sm text-slate-600">
            In the Health app: your picture → Export All Health Data. Weight, steps, active energy, sleep and workouts are imported.
          </p>
          <input
            id="apple-health-file"
            name="file"
            type="file"
            required
            accept=".zip,.xml,application/zip,text/xml"
            aria-describedby="apple-health-help"
            className="block w-full text-sm"
          />
          <Button>Import Apple Health</Button>
        </Form>
        <Form method="post" action="/integrations/import?format=csv" encType="multipart/form-data" className="mt-4 space-y-2">
          <label htmlFor="csv-file" className="block font-medium">
            CSV from a scale or another app
          </label>
          <p id="csv-help" className="text-sm text-slate-600">
            A header row with <code>date</code> (YYYY-MM-DD) and any of: {csvColumns.join(", ")}.
          </p>
          <input
            id="csv-file"
            name="file"
            type="file"
            required
            accept=".csv,text/csv"
            aria-describedby="csv-help"
            className="block w-full text-sm"
          />
          <Button variant="secondary">Import CSV</Button>
        </Form>
        <p className="mt-3 text-sm text-slate-700" data-testid="import-counts">
          Imported so far: {counts.appleHealth.toLocaleString("en-US")} from Apple Health, {counts.csv.toLocaleString("en-US")} from CSV.
        </p>
      </Card>
      <Card title="Recent data" titleId="recent-data">
        {recent.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing imported yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" data-testid="recent-data">
            {recent.map((record) => (
              <li key={record.id} className="flex justify-between gap-3 py-2">
                <span>
                  {record.day}: {KIND_LABELS[record.kind]?.(record.value) ?? `${record.value} ${record.kind}`}
                </span>
                <span className="text-slate-600">{record.source}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
