import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { deleteAnalysisFromForm, poseModelSizes, saveAnalysisFromForm } from "~/http/screens/form-analysis.server";
import { formAction } from "~/http/write-policy.server";
import { listFormAnalyses } from "~/modules/exercise-form/analyses.server";
import { DELETE_ANALYSIS_INTENT, SAVE_ANALYSIS_INTENT } from "~/modules/exercise-form/intents";
import { buttonClass } from "~/ui/Button";
import { FormAnalysisPanel } from "~/ui/form-analysis/FormAnalysisPanel";
import { FormHistory } from "~/ui/form-analysis/FormHistory";
import { PageHeader } from "~/ui/PageHeader";
import { useHydrated } from "~/ui/useHydrated";

export const meta: MetaFunction = () => [{ title: "AI Form Analysis — Fitplate" }];

const SCREEN = "/form-analysis";

export const loader = pageLoader("page", async ({ userId }) => {
  const [history, modelSizes] = await Promise.all([listFormAnalyses(userId), poseModelSizes()]);
  return { history, modelSizes, formKey: crypto.randomUUID() };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  idempotent: [SAVE_ANALYSIS_INTENT],
  intents: {
    [SAVE_ANALYSIS_INTENT]: ({ userId, formData }) => saveAnalysisFromForm(userId, formData),
    [DELETE_ANALYSIS_INTENT]: ({ userId, formData }) => deleteAnalysisFromForm(userId, formData),
  },
});

/** AI form analysis (spec commercial §2.11): the pose model checks a recorded set on this device; saved results join the workout history. */
export default function FormAnalysisPage() {
  const { history, modelSizes, formKey } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title="AI Form Analysis"
        subtitle="Film a set: a pose model on this device checks your form rep by rep."
        actions={
          <Link to="/workout" className={buttonClass("ghost", "text-sm")}>
            ← Workout
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0">
          {hydrated ? (
            <FormAnalysisPanel modelSizes={modelSizes} formKey={formKey} action={SCREEN} />
          ) : (
            // What a browser without JavaScript keeps (with it, the panel replaces this once the page runs).
            <section
              aria-label="Form analysis needs JavaScript"
              data-testid="needs-javascript"
              className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              <h2 className="text-lg font-semibold">Analysis needs JavaScript</h2>
              <p className="mt-1 text-sm">
                The form analysis runs a pose model in your browser on a video from your camera or a video file, so it needs JavaScript and
                a camera or a video. If the recorder does not appear here, turn JavaScript on. Your saved results are listed here either
                way.
              </p>
            </section>
          )}
        </div>
        <div className="min-w-0">
          <FormHistory analyses={history} action={SCREEN} />
        </div>
      </div>
    </div>
  );
}
