import type { FormFeedback, KeyPoint } from "~/modules/exercise-form/analyze";
import { EXERCISE_NAMES, type FormExercise } from "~/modules/exercise-form/exercises";
import type { KeyPointStatus } from "~/modules/exercise-form/score";
import { ScoreBadge } from "./ScoreBadge";

const STATUS_STYLE: Record<KeyPointStatus, string> = {
  good: "bg-brand-50 text-brand-800 ring-brand-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  error: "bg-red-50 text-red-800 ring-red-200",
};

const FEEDBACK_LISTS = [
  ["good", "Good"],
  ["improvements", "Improvements"],
  ["warnings", "Warnings"],
] as const;

/** A form analysis result (spec §3): score, key points with their status, and the three feedback lists. */
export function FormResult({
  result,
  heading = true,
}: {
  result: { exercise: FormExercise; score: number; reps: number; durationSeconds: number; keyPoints: KeyPoint[]; feedback: FormFeedback };
  /** false where a list item already shows the score and the exercise (the saved history). */
  heading?: boolean;
}) {
  return (
    <div className="space-y-3">
      {heading ? (
        <div className="flex flex-wrap items-center gap-3">
          <ScoreBadge score={result.score} large />
          <p className="min-w-0 text-sm text-slate-700">
            <span className="block text-base font-semibold text-slate-900">{EXERCISE_NAMES[result.exercise]}</span>
            {result.reps} {result.reps === 1 ? "rep" : "reps"} in {result.durationSeconds} s
          </p>
        </div>
      ) : null}
      <ul className="space-y-2" aria-label="Key points">
        {result.keyPoints.map((keyPoint) => (
          <li key={keyPoint.point} data-testid="key-point" className="flex items-start gap-2">
            <span
              className={`mt-0.5 shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ${STATUS_STYLE[keyPoint.status]}`}
            >
              {keyPoint.status}
            </span>
            <span className="min-w-0 text-sm">
              <span className="font-semibold">{keyPoint.point}: </span>
              {keyPoint.description}
            </span>
          </li>
        ))}
      </ul>
      <div className="space-y-3">
        {FEEDBACK_LISTS.map(([key, title]) =>
          result.feedback[key].length ? (
            <section key={key} aria-label={title} className="min-w-0">
              <h3 className="text-sm font-semibold">{title}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {result.feedback[key].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </div>
    </div>
  );
}
