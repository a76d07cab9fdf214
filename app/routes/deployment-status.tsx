import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { publicOrigin } from "~/public-url.server";
import { ASSET_LINKS_PATH } from "~/modules/deployment/asset-links";
import { guideLinksFrom } from "~/modules/deployment/guides";
import { MANIFEST_PATH } from "~/modules/deployment/readiness/manifest";
import { deploymentReadiness } from "~/modules/deployment/readiness/readiness.server";
import { SERVICE_WORKER_PATH } from "~/modules/deployment/readiness/service-worker";
import type { CheckState } from "~/modules/deployment/readiness/site";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { CommandList } from "~/ui/deployment/CommandList";
import { GuideLinks } from "~/ui/deployment/GuideLinks";
import { PageHeader } from "~/ui/PageHeader";
import { ProgressBar } from "~/ui/ProgressBar";

export const meta: MetaFunction = () => [{ title: "Deployment Status — Fitplate" }];

export const loader = pageLoader("none", async ({ request }) => {
  const origin = publicOrigin(request);
  const shown = origin ?? "https://fitplate.example";
  return {
    readiness: await deploymentReadiness(origin),
    commands: [
      `curl -I ${shown}${SERVICE_WORKER_PATH}`,
      `curl ${shown}${ASSET_LINKS_PATH}`,
      `bubblewrap init --manifest ${shown}${MANIFEST_PATH}`,
      "bubblewrap build",
    ],
  };
});

// Text colors on their tints: every pair meets WCAG AA (app/ui/colors/contrast.test.ts).
const STATE: Record<CheckState, { label: string; className: string }> = {
  pass: { label: "Ready", className: "bg-brand-100 text-brand-800" },
  fail: { label: "Failing", className: "bg-red-100 text-red-800" },
  todo: { label: "To do", className: "bg-amber-100 text-amber-900" },
};

export default function DeploymentStatus() {
  const { readiness, commands } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="Deployment Status" subtitle="Checked live on this deployment each time the page loads." />
      <Card title="Store readiness" titleId="readiness">
        <p className="text-3xl font-bold text-slate-900">{readiness.percent}%</p>
        <p className="mb-2 text-sm text-slate-700">
          {readiness.passed} of {readiness.total} checks pass
        </p>
        <ProgressBar value={readiness.percent} target={100} label="Checks passing" />
        <Link to="/deployment-wizard" className={buttonClass("primary", "mt-3")}>
          Open the Deployment Wizard
        </Link>
      </Card>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {readiness.cards.map((card, position) => (
          <Card key={card.title} title={card.title} titleId={`status-card-${position}`}>
            <p className="mb-2 text-sm text-slate-600">{card.description}</p>
            <ul className="space-y-2">
              {card.checks.map((check) => (
                <li key={check.id} data-check={check.id} data-state={check.state}>
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">{check.title}</span>
                    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE[check.state].className}`}>
                      {STATE[check.state].label}
                    </span>
                  </div>
                  <p className="text-sm break-words text-slate-700">{check.detail}</p>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <Card title="Commands" titleId="status-commands">
        <CommandList commands={commands} />
      </Card>
      <Card title="Guides" titleId="status-guides">
        <GuideLinks links={guideLinksFrom("/deployment-status")} />
      </Card>
    </div>
  );
}
