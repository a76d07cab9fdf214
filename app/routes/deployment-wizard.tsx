import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { guideLinksFrom, type DeploymentStep } from "~/modules/deployment/guides";
import { stepAfter, wizardStepIndex } from "~/modules/deployment/progress";
import { completeStep, guideProgress } from "~/modules/deployment/progress.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { CommandList } from "~/ui/deployment/CommandList";
import { FormAlert } from "~/ui/FormAlert";
import { GuideLinks } from "~/ui/deployment/GuideLinks";
import { PageHeader } from "~/ui/PageHeader";
import { ProgressBar } from "~/ui/ProgressBar";

export const meta: MetaFunction = () => [{ title: "Deployment Wizard — Fitplate" }];

/** The step detail's tabs (spec §2.14); every one but Instructions is disabled when the step has none. */
const TABS = ["instructions", "commands", "resources", "help"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { instructions: "Instructions", commands: "Commands", resources: "Resources", help: "Help" };

const COMPLETE_INTENT = "complete-step";

function tabHasContent(step: DeploymentStep, tab: Tab): boolean {
  if (tab === "commands") return (step.commands?.length ?? 0) > 0;
  if (tab === "resources") return (step.links?.length ?? 0) > 0;
  if (tab === "help") return (step.troubleshooting?.length ?? 0) > 0;
  return true;
}

export const loader = pageLoader("page", async ({ userId, url }) => {
  const progress = await guideProgress(userId, "wizard");
  const index = wizardStepIndex(progress.steps, url.searchParams.get("step"));
  const step = progress.steps[index]!;
  const askedTab = TABS.find((tab) => tab === url.searchParams.get("tab")) ?? "instructions";
  return { progress, index, tab: tabHasContent(step, askedTab) ? askedTab : "instructions" };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [COMPLETE_INTENT]: async ({ userId, formData }) => {
      const { stepId, title } = await completeStep(userId, { guide: "wizard", stepId: formData.get("stepId") });
      const { steps } = await guideProgress(userId, "wizard");
      return redirectWithToast(`/deployment-wizard?step=${stepAfter(steps, stepId)}`, {
        title: "Step Completed!",
        description: `${title} is marked as complete.`,
      });
    },
  },
});

const stepHref = (id: string, tab?: Tab) => `/deployment-wizard?step=${id}${tab && tab !== "instructions" ? `&tab=${tab}` : ""}`;

export default function DeploymentWizard() {
  const { progress, index, tab } = useLoaderData<typeof loader>();
  const { steps } = progress;
  const step = steps[index]!;
  const next = steps[index + 1];
  const reply = useActionData<FormReply>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title="Deployment Wizard"
        subtitle="Publish Fitplate on Google Play: a Trusted Web Activity, built with Bubblewrap, that opens this web app."
      />

      <Card title="Your progress" titleId="wizard-progress">
        <p className="mb-2 text-sm text-slate-700">
          {progress.completedCount} of {steps.length} steps completed · {progress.percent}% of the required steps
        </p>
        <ProgressBar value={progress.percent} target={100} label="Required steps completed" />
        <nav aria-label="Steps" className="mt-3 flex flex-wrap gap-2">
          {steps.map((candidate, position) => (
            <Link
              key={candidate.id}
              to={stepHref(candidate.id)}
              aria-current={position === index ? "step" : undefined}
              aria-label={`Step ${position + 1}: ${candidate.title}${candidate.completed ? " (completed)" : ""}`}
              className={`inline-flex min-h-touch min-w-touch items-center justify-center rounded-full font-semibold ${
                position === index
                  ? "bg-brand-700 text-white"
                  : candidate.completed
                    ? "bg-brand-100 text-brand-800"
                    : "bg-slate-100 text-slate-700"
              }`}
            >
              {candidate.completed ? "✓" : position + 1}
            </Link>
          ))}
        </nav>
      </Card>

      <Card title={`Step ${index + 1}: ${step.title}`} titleId="wizard-step">
        <p className="text-slate-700">{step.description}</p>
        <p className="mt-1 text-sm text-slate-600">
          {step.estimatedTime} · {step.required ? "Required" : "Optional"}
        </p>
        <nav aria-label="Step details" className="mt-3 flex flex-wrap gap-1 border-b border-slate-200">
          {TABS.map((name) =>
            tabHasContent(step, name) ? (
              <Link
                key={name}
                to={stepHref(step.id, name)}
                aria-current={name === tab ? "page" : undefined}
                className={`inline-flex min-h-touch items-center px-3 font-semibold ${
                  name === tab ? "border-b-2 border-brand-700 text-brand-800" : "text-slate-700"
                }`}
              >
                {TAB_LABELS[name]}
              </Link>
            ) : (
              <span key={name} aria-disabled="true" className="inline-flex min-h-touch cursor-not-allowed items-center px-3 text-slate-500">
                {TAB_LABELS[name]}
              </span>
            ),
          )}
        </nav>
        <div className="mt-3">
          {tab === "instructions" ? (
            <ol className="list-decimal space-y-1 pl-5 text-slate-800">
              {step.instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          ) : tab === "commands" ? (
            <CommandList commands={step.commands ?? []} />
          ) : tab === "resources" ? (
            <GuideLinks links={step.links ?? []} />
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {(step.troubleshooting ?? []).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        <FormAlert message={reply ? formErrorOf(reply) : null} className="mt-3" />
        <div className="mt-4 flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value={COMPLETE_INTENT} />
            <input type="hidden" name="stepId" value={step.id} />
            {step.completed ? <Button disabled>Completed</Button> : <Button>Mark as Complete</Button>}
          </Form>
          {next ? (
            <Link to={stepHref(next.id)} className={buttonClass("secondary")}>
              Next Step
            </Link>
          ) : null}
        </div>
      </Card>

      <Card title="All steps" titleId="wizard-steps">
        <ol className="divide-y divide-slate-100">
          {steps.map((candidate, position) => (
            <li key={candidate.id}>
              <Link
                to={stepHref(candidate.id)}
                aria-current={position === index ? "step" : undefined}
                className="flex min-h-touch items-center justify-between gap-3 py-2"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">
                    {position + 1}. {candidate.title}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {candidate.estimatedTime} · {candidate.required ? "Required" : "Optional"}
                  </span>
                </span>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    candidate.completed ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-700"
                  }`}
                >
                  {candidate.completed ? "Completed" : "To do"}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </Card>

      <Card title="Quick actions" titleId="wizard-quick-actions">
        <GuideLinks links={guideLinksFrom("/deployment-wizard")} />
      </Card>
    </div>
  );
}
