import { Form } from "@remix-run/react";
import type { SavedFormAnalysis } from "~/modules/exercise-form/analyses.server";
import { EXERCISE_NAMES } from "~/modules/exercise-form/exercises";
import { DELETE_ANALYSIS_INTENT } from "~/modules/exercise-form/intents";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormResult } from "./FormResult";
import { ScoreBadge } from "./ScoreBadge";

/** Saved form analyses, newest first: each opens to its key points and feedback, and can be removed. Works without JavaScript. */
export function FormHistory({ analyses, action }: { analyses: SavedFormAnalysis[]; action: string }) {
  return (
    <Card title="Your form history" titleId="form-history">
      {analyses.length === 0 ? (
        <p className="text-sm text-slate-600">Analyses you save show up here, and in your workout history.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {analyses.map((analysis) => (
            <li key={analysis.id} data-testid="saved-analysis" className="py-2">
              <details>
                <summary className="flex cursor-pointer list-none items-center gap-3 py-1">
                  <ScoreBadge score={analysis.score} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{EXERCISE_NAMES[analysis.exercise]}</span>
                    <span className="text-sm text-slate-600">
                      {analysis.date} · {analysis.reps} {analysis.reps === 1 ? "rep" : "reps"} in {analysis.durationSeconds} s ·{" "}
                      {analysis.source === "file" ? "video file" : "camera"}
                    </span>
                  </span>
                  <span aria-hidden className="text-slate-500">
                    ▾
                  </span>
                </summary>
                <div className="mt-2 space-y-3">
                  <FormResult result={analysis} heading={false} />
                  <Form method="post" action={action}>
                    <input type="hidden" name="analysisId" value={analysis.id} />
                    <Button name="intent" value={DELETE_ANALYSIS_INTENT} variant="danger">
                      Remove from history
                    </Button>
                  </Form>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
