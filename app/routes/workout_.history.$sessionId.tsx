import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { routineIntents } from "~/http/screens/routine-forms.server";
import { DomainError } from "~/modules/errors";
import { deleteFinishedWorkout, getFinishedWorkout, repeatWorkout, type FinishedWorkoutView } from "~/modules/workout/finished.server";
import { FinishedWorkoutRef } from "~/modules/workout/inputs";
import { CREATE_ROUTINE_INTENT, DELETE_WORKOUT_INTENT, REPEAT_WORKOUT_INTENT } from "~/modules/workout/intents";
import { formatDuration } from "~/modules/workout/timer";
import { formatLoad, showKg } from "~/modules/workout/load";
import { userUnits } from "~/modules/user/clock.server";
import type { Units } from "~/modules/units/units";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";
import { PageHeader } from "~/ui/PageHeader";
import { ReplyAlert } from "~/ui/workout/ReplyAlert";
import { RecordBadges, setText } from "~/ui/workout/SetList";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.workout.name ?? "Workout"} — History — Fitplate` }];

export const loader = pageLoader("page", async ({ params, userId }) => {
  try {
    const units = await userUnits(userId);
    return { units, workout: await getFinishedWorkout(userId, { sessionId: params.sessionId }, units) };
  } catch (error) {
    // Someone else's workout, an open one or a malformed id: as if it did not exist.
    if (error instanceof DomainError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [CREATE_ROUTINE_INTENT]: routineIntents[CREATE_ROUTINE_INTENT]!,
    [REPEAT_WORKOUT_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        FinishedWorkoutRef,
        (input) => repeatWorkout(userId, input),
        ({ name, exercises }) =>
          redirectWithToast("/workout", {
            title: "Workout planned",
            description: `${name}: ${exercises} exercise${exercises === 1 ? "" : "s"} with last time's sets. Start when you are ready.`,
          }),
      ),
    [DELETE_WORKOUT_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        FinishedWorkoutRef,
        (input) => deleteFinishedWorkout(userId, input),
        ({ name }) =>
          redirectWithToast("/workout#history", { title: "Workout deleted", description: `${name} was removed from your history.` }),
      ),
  },
});

/** How the energy figure was reached, said as an estimate with its source; or how to get one. */
function EnergyNote({ energy, units }: { energy: FinishedWorkoutView["energy"]; units: Units }) {
  if (!energy) {
    return (
      <p className="text-sm text-slate-600" data-testid="energy-note">
        <Link to="/weight" className="font-semibold text-brand-700">
          Log your weight
        </Link>{" "}
        to see an estimate of the energy your workouts use.
      </p>
    );
  }
  const minutes = Math.round(energy.hours * 60);
  return (
    <p className="text-sm text-slate-600" data-testid="energy-note">
      Energy is an estimate: {energy.met} METs × {showKg(energy.weightKg, units)} (your latest weigh-in) × {minutes} min, with MET values
      from the 2011 Compendium of Physical Activities (Ainsworth et al.). About {energy.activeKcal.toLocaleString("en-US")} kcal of it is
      above what you burn at rest.
    </p>
  );
}

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A finished workout opened from History: every set, its volume and records; Repeat or Delete it. */
export default function FinishedWorkout() {
  const { units, workout } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title={workout.name}
        subtitle={dateText(workout.endTime)}
        actions={
          <Link to="/workout#history" className={buttonClass("ghost", "text-sm")}>
            ← History
          </Link>
        }
      />
      <ReplyAlert reply={reply} intents={[REPEAT_WORKOUT_INTENT, DELETE_WORKOUT_INTENT, CREATE_ROUTINE_INTENT]} />
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-5" aria-label="Summary">
        {[
          ["Duration", formatDuration(workout.durationSeconds)],
          ["Sets", String(workout.completedSets)],
          ["Volume", formatLoad(workout.totalVolume, workout.unit)],
          ["Records", String(workout.records)],
          ["Energy", workout.energy ? `≈ ${workout.energy.kcal.toLocaleString("en-US")} kcal` : "—"],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="text-xl font-bold tabular-nums lg:text-2xl" data-testid={`summary-${term!.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <EnergyNote energy={workout.energy} units={units} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          {workout.exercises.map((exercise) => (
            <Card key={exercise.id} title={exercise.name} titleId={`exercise-${exercise.id}`} level={2}>
              <ol className="divide-y divide-slate-100" aria-label={`Sets of ${exercise.name}`}>
                {exercise.sets.map((set, i) => (
                  <li key={set.id} data-testid="history-set" className="flex min-h-touch flex-wrap items-center gap-x-3 gap-y-1 py-1">
                    <span className="w-14 text-sm text-slate-600">Set {i + 1}</span>
                    <span className="whitespace-nowrap font-semibold tabular-nums">{setText(set, workout.unit, exercise.bodyWeight)}</span>
                    <span className="text-sm text-slate-700">{set.completed ? "Done ✓" : "Not done"}</span>
                    <RecordBadges record={set.record} />
                  </li>
                ))}
              </ol>
              <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
                <span>Volume {formatLoad(exercise.volume, workout.unit)}</span>
                <Link
                  to={`/workout/exercises/${exercise.exerciseId}`}
                  className="inline-flex min-h-touch items-center font-semibold text-brand-700"
                >
                  Progress<span className="sr-only"> of {exercise.name}</span> →
                </Link>
              </p>
            </Card>
          ))}
        </div>
        <div className="min-w-0 space-y-4">
          <Card title="Again?" titleId="again">
            <p className="text-sm text-slate-600">
              Repeat plans a new workout with these exercises, each with the sets, weight and reps you did.
            </p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="sessionId" value={workout.id} />
              <Button name="intent" value={REPEAT_WORKOUT_INTENT} className="w-full text-lg">
                Repeat workout
              </Button>
            </Form>
            <Form method="post" className="mt-4 space-y-2 border-t border-slate-100 pt-3">
              <input type="hidden" name="fromWorkoutId" value={workout.id} />
              <label htmlFor="routine-name" className="block text-sm font-medium text-slate-800">
                Routine name
              </label>
              <input
                id="routine-name"
                name="name"
                type="text"
                required
                maxLength={120}
                defaultValue={workout.name}
                className={inputClass}
              />
              <Button name="intent" value={CREATE_ROUTINE_INTENT} variant="secondary" className="w-full">
                Save as routine
              </Button>
            </Form>
            <details className="mt-4">
              <summary className="inline-flex min-h-touch cursor-pointer items-center font-semibold text-red-700">
                Delete this workout…
              </summary>
              <Form method="post" className="mt-2 rounded-xl bg-red-50 p-3">
                <p className="text-sm text-slate-800">Its sets leave your history and records. This cannot be undone.</p>
                <input type="hidden" name="sessionId" value={workout.id} />
                <Button name="intent" value={DELETE_WORKOUT_INTENT} variant="danger" className="mt-2 w-full">
                  Delete workout
                </Button>
              </Form>
            </details>
          </Card>
        </div>
      </div>
    </div>
  );
}
