import { Link } from "@remix-run/react";
import type { SavedFormAnalysis } from "~/modules/exercise-form/analyses.server";
import { EXERCISE_NAMES } from "~/modules/exercise-form/exercises";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { ScoreBadge } from "~/ui/form-analysis/ScoreBadge";

/** The form analyses saved to the workout history, latest first, and the way to record one. */
export function FormChecks({ analyses }: { analyses: SavedFormAnalysis[] }) {
  return (
    <Card
      title="Form checks"
      titleId="form-checks"
      actions={
        <Link to="/form-analysis" className={buttonClass("ghost", "text-sm")}>
          Check your form →
        </Link>
      }
    >
      {analyses.length === 0 ? (
        <p className="text-sm text-slate-600">Film a set and a pose model on your phone scores your form; saved checks show up here.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {analyses.map((analysis) => (
            <li key={analysis.id} data-testid="form-check" className="flex items-center gap-3 py-2">
              <ScoreBadge score={analysis.score} />
              <span className="min-w-0">
                <span className="block font-semibold">{EXERCISE_NAMES[analysis.exercise]}</span>
                <span className="text-sm text-slate-600">
                  {analysis.date} · {analysis.reps} {analysis.reps === 1 ? "rep" : "reps"}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
