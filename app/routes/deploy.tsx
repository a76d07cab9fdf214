import { pageLoader } from "~/http/read-policy.server";
import { redirect, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { formAction } from "~/http/write-policy.server";
import { guideLinksFrom } from "~/modules/deployment/guides";
import { testingCurrentStep } from "~/modules/deployment/progress";
import { completeStep, guideProgress } from "~/modules/deployment/progress.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { CommandList } from "~/ui/deployment/CommandList";
import { GuideLinks } from "~/ui/deployment/GuideLinks";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "Internal Testing — Fitplate" }];

const COMPLETE_INTENT = "complete-step";

export const loader = pageLoader("page", async ({ userId }) => {
  const { steps } = await guideProgress(userId, "testing");
  return { steps, current: testingCurrentStep(steps) };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [COMPLETE_INTENT]: async ({ userId, formData }) => {
      await completeStep(userId, { guide: "testing", stepId: formData.get("stepId") });
      return redirect("/deploy");
    },
  },
});

export default function Deploy() {
  const { steps, current } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title="Internal Testing"
        subtitle={
          current === null ? "All four steps are done." : `Step ${current} of ${steps.length}: put the Android app in your testers' hands.`
        }
      />
      <FormAlert message={reply ? formErrorOf(reply) : null} />
      <ol className="space-y-3">
        {steps.map((step, position) => {
          const number = position + 1;
          return (
            <li key={step.id}>
              <Card title={`${number}. ${step.title}`} titleId={`testing-step-${number}`}>
                <p className="text-slate-700">{step.description}</p>
                <p className="mt-1 text-sm text-slate-600">{step.estimatedTime}</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                  {step.instructions.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {step.commands ? (
                  <div className="mt-2">
                    <CommandList commands={step.commands} />
                  </div>
                ) : null}
                {step.links ? (
                  <div className="mt-2">
                    <GuideLinks links={step.links} />
                  </div>
                ) : null}
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value={COMPLETE_INTENT} />
                  <input type="hidden" name="stepId" value={step.id} />
                  {step.completed ? (
                    <Button disabled>Completed</Button>
                  ) : number === current ? (
                    <Button>Mark Complete</Button>
                  ) : (
                    <Button variant="secondary" disabled aria-describedby={`testing-step-${number}-wait`}>
                      Mark Complete
                    </Button>
                  )}
                  {!step.completed && number !== current ? (
                    <p id={`testing-step-${number}-wait`} className="mt-1 text-sm text-slate-600">
                      Complete step {current} first.
                    </p>
                  ) : null}
                </Form>
              </Card>
            </li>
          );
        })}
      </ol>
      {current === null ? (
        <Card title="Internal testing is live" titleId="testing-done" className="ring-brand-300">
          <p className="text-slate-700">
            Your testers can install Fitplate from the opt-in link. When they are happy, release the same bundle to production.
          </p>
          <Link to="/deployment-wizard?step=release-review" className={buttonClass("primary", "mt-3")}>
            Continue in the Deployment Wizard
          </Link>
        </Card>
      ) : null}
      <Card title="Guides" titleId="testing-guides">
        <GuideLinks links={guideLinksFrom("/deploy")} />
      </Card>
    </div>
  );
}
