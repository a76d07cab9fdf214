import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listRecords } from "~/modules/workout/progress.server";
import { formatLoad } from "~/modules/workout/load";
import { userUnits } from "~/modules/user/clock.server";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "Records — Workout — Fitplate" }];

export const loader = pageLoader("page", async ({ userId }) => {
  const { unit, items } = await listRecords(userId, await userUnits(userId));
  return { unit, records: items };
});

/** Personal records of every exercise the member has done; each opens its progress page. */
export default function Records() {
  const { unit, records } = useLoaderData<typeof loader>();
  const kg = (n: number | undefined) => (n === undefined ? "—" : formatLoad(n, unit));
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title="Records"
        subtitle="Your bests from finished workouts. Estimated 1RM by Epley: weight × (1 + reps / 30)."
        actions={
          <Link to="/workout" className={buttonClass("ghost", "text-sm")}>
            ← Workout
          </Link>
        }
      />
      <Card title="Exercises" titleId="records">
        {records.length === 0 ? (
          <p className="text-sm text-slate-600">Finish a workout and its bests show up here.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
            {records.map((item) => (
              <li key={item.exerciseId} data-testid="record-item">
                <Link
                  to={`/workout/exercises/${item.exerciseId}`}
                  className="block min-h-touch rounded-xl px-3 py-2 ring-1 ring-slate-200 hover:bg-slate-50"
                >
                  <span className="block font-semibold break-words text-brand-700">{item.name}</span>
                  <span className="grid grid-cols-2 gap-x-3 text-sm tabular-nums text-slate-700 sm:grid-cols-4">
                    {item.bodyWeight ? (
                      <span>
                        Most reps <strong data-testid="record-reps">{item.records.mostReps?.reps ?? "—"}</strong>
                      </span>
                    ) : null}
                    <span>
                      Heaviest <strong data-testid="record-weight">{kg(item.records.heaviestWeight?.value)}</strong>
                    </span>
                    <span>
                      1RM <strong data-testid="record-1rm">{kg(item.records.bestOneRepMax?.value)}</strong>
                    </span>
                    <span>Best set {kg(item.records.bestSetVolume?.value)}</span>
                    <span>
                      {item.workouts} workout{item.workouts === 1 ? "" : "s"}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
