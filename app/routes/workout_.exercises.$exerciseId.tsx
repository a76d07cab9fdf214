import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DomainError } from "~/modules/errors";
import { getExerciseProgress } from "~/modules/workout/progress.server";
import { formatLoad } from "~/modules/workout/load";
import { userUnits } from "~/modules/user/clock.server";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";
import { OneRepMaxChart } from "~/ui/workout/OneRepMaxChart";
import { RecordsSummary } from "~/ui/workout/RecordsSummary";
import { setText } from "~/ui/workout/SetList";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.progress.exercise.name ?? "Exercise"} — Records — Fitplate` },
];

export const loader = pageLoader("page", async ({ params, userId }) => {
  try {
    return { progress: await getExerciseProgress(userId, { exerciseId: params.exerciseId }, await userUnits(userId)) };
  } catch (error) {
    if (error instanceof DomainError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
});

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** One exercise: its records, the estimated 1RM over time, the most reps at each weight and every workout that had it. */
export default function ExerciseProgressPage() {
  const { progress } = useLoaderData<typeof loader>();
  const { unit, exercise, records, series, history } = progress;
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title={exercise.name}
        subtitle={<span className="capitalize">{exercise.category}</span>}
        actions={
          <Link to="/workout/records" className={buttonClass("ghost", "text-sm")}>
            ← Records
          </Link>
        }
      />
      <RecordsSummary records={records} unit={unit} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          <Card title="Estimated 1RM over time" titleId="e1rm">
            {series.length === 0 ? (
              <p className="text-sm text-slate-600">
                {exercise.bodyWeight
                  ? "A body-weight exercise: its record is the most reps. Sets with weight added draw this chart."
                  : "Finish a workout with this exercise to start its chart."}
              </p>
            ) : (
              <>
                <OneRepMaxChart name={exercise.name} series={series} unit={unit} />
                <p className="mt-1 text-xs text-slate-600">Each workout&apos;s best set, by Epley: weight × (1 + reps / 30).</p>
              </>
            )}
          </Card>
          {records.mostRepsByWeight.length > 0 ? (
            <Card title="Most reps at a weight" titleId="reps-by-weight">
              <table className="w-full text-left tabular-nums">
                <thead>
                  <tr className="text-sm text-slate-600">
                    <th scope="col" className="py-1 font-medium">
                      Weight
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Reps
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      When
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {records.mostRepsByWeight.map((row) => (
                    <tr key={row.weight} data-testid="reps-at-weight">
                      <td className="py-1 font-semibold">{formatLoad(row.weight, unit)}</td>
                      <td className="py-1">{row.reps}</td>
                      <td className="py-1 text-sm text-slate-600">{day(row.endTime)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          ) : null}
        </div>
        <Card title="History" titleId="exercise-history">
          {history.length === 0 ? (
            <p className="text-sm text-slate-600">Not in a finished workout yet.</p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {history.map((entry) => (
                <li key={entry.sessionId} data-testid="exercise-history-item" className="py-2">
                  <Link to={`/workout/history/${entry.sessionId}`} className="block min-h-touch rounded-xl hover:bg-slate-50">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-semibold text-brand-700">{entry.name}</span>
                      <span className="text-sm text-slate-600">{day(entry.endTime)}</span>
                    </span>
                    <span className="block text-sm tabular-nums text-slate-700">
                      {entry.sets.map((set) => setText(set, unit, exercise.bodyWeight)).join(", ")}
                    </span>
                    <span className="block text-xs tabular-nums text-slate-600">
                      Best 1RM {formatLoad(entry.bestOneRepMax, unit)} · volume {formatLoad(entry.volume, unit)}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}
