import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { CONFIRM_FINISH_INTENT, FINISH_WORKOUT_INTENT } from "~/modules/workout/intents";
import { currentExercise, prefillOf, setSlots, setsProgress, targetSetsOf } from "~/modules/workout/plan";
import { isBarbell } from "~/modules/workout/plates";
import { formatLoad, isBodyWeight } from "~/modules/workout/load";
import { totalVolume } from "~/modules/workout/stats";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";
import { ProgressBar } from "~/ui/ProgressBar";
import { ElapsedClock } from "~/ui/workout/Clock";
import { FinishQuestion } from "~/ui/workout/FinishQuestion";
import { StartWorkoutForm } from "~/ui/workout/StartWorkoutForm";
import { PAGE_LEVEL_INTENTS } from "~/ui/workout/page-intents";
import { ReplyAlert } from "~/ui/workout/ReplyAlert";
import { RestCard } from "~/ui/workout/RestCard";
import { SetEntryForm } from "~/ui/workout/SetEntryForm";
import { LoggedSets, PreviousSets, RecordBadges, setText } from "~/ui/workout/SetList";
import { targetsText } from "~/ui/workout/TargetsEditor";
import type { ActiveWorkoutPage } from "~/shared/workout-page";

const slotStyle = {
  completed: "bg-brand-50 text-slate-900 ring-brand-100",
  current: "bg-white text-slate-900 ring-2 ring-brand-600",
  pending: "bg-slate-50 text-slate-600 ring-slate-200",
} as const;

/** The active workout screen (spec core §2): one exercise at a time, set by set, with the rest countdown. */
export function ActiveWorkout() {
  const { workout, unit, chosen, now } = useLoaderData<ActiveWorkoutPage>();
  const reply = useActionData<FormReply>();

  if (!workout || workout.exercises.length === 0) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <PageHeader title="Active workout" />
        <ReplyAlert reply={reply} intents={PAGE_LEVEL_INTENTS} />
        <Card title="No active workout" titleId="no-workout">
          <p className="text-sm text-slate-600">Plan a workout from the exercise library, then start it here or on the workout screen.</p>
          <Link to="/workout" className={buttonClass("primary", "mt-3 w-full")}>
            Build a workout
          </Link>
        </Card>
      </div>
    );
  }

  const action = chosen ? `/workout-enhanced?exercise=${chosen}` : "/workout-enhanced";
  const progress = setsProgress(workout.exercises);
  const current = currentExercise(workout.exercises, chosen)!;
  const active = workout.status === "active";
  const volume = totalVolume(workout.exercises.flatMap((exercise) => exercise.sets));
  const finishQuestion = formErrorOf(reply, CONFIRM_FINISH_INTENT);
  const bodyWeight = isBodyWeight(current.exercise);

  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title={workout.name}
        subtitle={
          active && workout.startTime ? (
            <span className="text-base">
              Elapsed <ElapsedClock start={workout.startTime} now={now} className="text-2xl text-slate-900 lg:text-3xl" />
            </span>
          ) : (
            "Planned: start when you are ready"
          )
        }
        actions={
          <>
            <Link to="/form-analysis" className={buttonClass("ghost", "text-sm")}>
              Form check
            </Link>
            <Link to="/workout" className={buttonClass("ghost", "text-sm")}>
              ← Workout
            </Link>
          </>
        }
      />
      <ReplyAlert reply={reply} intents={PAGE_LEVEL_INTENTS} />
      <section aria-label="Workout progress">
        <div className="mb-1 flex justify-between text-sm text-slate-700">
          <span data-testid="sets-done">
            {progress.done} / {progress.total} sets
          </span>
          <span>{formatLoad(volume, unit)} volume</span>
        </div>
        <ProgressBar value={progress.done} target={progress.total} label="Sets done" />
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          {active && workout.restEndsAt && workout.restStartedAt ? (
            <RestCard key={workout.restEndsAt} startedAt={workout.restStartedAt} endsAt={workout.restEndsAt} now={now} action={action} />
          ) : null}
          <Card title={current.exercise.name} titleId="current-exercise">
            <p className="text-sm font-medium capitalize text-brand-700">
              {current.exercise.category}
              {current.exercise.equipment ? ` · ${current.exercise.equipment}` : ""}
            </p>
            <p className="mt-1 text-sm text-slate-700">{current.exercise.description}</p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
              {[
                ["Target sets", String(targetSetsOf(current))],
                ["Reps", current.targetReps ? String(current.targetReps) : "—"],
                bodyWeight
                  ? ["Added", current.targetWeight ? formatLoad(current.targetWeight, unit) : "—"]
                  : ["Weight", current.targetWeight != null ? formatLoad(current.targetWeight, unit) : "—"],
              ].map(([term, value]) => (
                <div key={term} className="rounded-xl bg-slate-50 p-2">
                  <dt className="text-xs text-slate-600">{term}</dt>
                  <dd className="text-xl font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-sm text-slate-600">Rest {current.restSeconds} s between sets</p>
            {current.progression ? (
              <p className="mt-1 text-sm font-medium text-brand-700" data-testid="progression">
                {current.progression}
              </p>
            ) : null}
            <div className="mt-2">
              <PreviousSets previous={current.previous} unit={unit} bodyWeight={bodyWeight} />
            </div>
            {active ? (
              <div className="mt-4">
                <SetEntryForm
                  action={action}
                  workoutExerciseId={current.id}
                  exerciseName={current.exercise.name}
                  setNumber={current.sets.length + 1}
                  placeholder={{ weight: current.targetWeight, reps: current.targetReps }}
                  prefill={workout.routineId ? prefillOf(current) : undefined}
                  label="Log Set"
                  unit={unit}
                  bodyWeight={bodyWeight}
                  barbell={isBarbell(current.exercise)}
                  reply={reply}
                />
              </div>
            ) : (
              <StartWorkoutForm action={action} />
            )}
            <h3 className="mt-4 font-semibold">Sets</h3>
            <ol className="mt-1 space-y-1" aria-label="Sets">
              {setSlots(current).map((slot) => {
                const set = current.sets.find((s) => s.id === slot.setId);
                return (
                  <li
                    key={slot.number}
                    data-testid="set-slot"
                    data-state={slot.state}
                    className={`flex min-h-touch flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl px-3 py-2 ring-1 ${slotStyle[slot.state]}`}
                  >
                    <span className="whitespace-nowrap font-medium">Set {slot.number}</span>
                    <span className="flex flex-wrap items-center justify-end gap-2 tabular-nums">
                      {set ? (
                        <>
                          <RecordBadges record={set.record} />
                          <span className="whitespace-nowrap">
                            {setText(set, unit, bodyWeight)} <span aria-hidden="true">✓</span>
                          </span>
                        </>
                      ) : slot.state === "current" ? (
                        "Current"
                      ) : (
                        "Pending"
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
            {current.sets.length > 0 ? (
              <details className="mt-2">
                <summary className="inline-flex min-h-touch cursor-pointer items-center text-sm font-semibold text-brand-700">
                  Edit logged sets
                </summary>
                <LoggedSets action={action} sets={current.sets} unit={unit} bodyWeight={bodyWeight} reply={reply} />
              </details>
            ) : null}
          </Card>
        </div>

        <div className="min-w-0 space-y-4">
          <Card title="Exercises" titleId="exercise-progress">
            <ol className="space-y-2">
              {workout.exercises.map((exercise) => {
                const done = exercise.sets.length;
                const target = targetSetsOf(exercise);
                const isCurrent = exercise.id === current.id;
                return (
                  <li key={exercise.id} data-testid="exercise-progress">
                    <Link
                      to={`/workout-enhanced?exercise=${exercise.id}`}
                      aria-current={isCurrent ? "step" : undefined}
                      className={`block min-h-touch rounded-xl px-3 py-2 ring-1 ${isCurrent ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-200"}`}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className="min-w-0 font-medium break-words">{exercise.exercise.name}</span>
                        <span className="shrink-0 text-sm tabular-nums text-slate-700">
                          {done} / {target} {done >= target ? "✓" : ""}
                        </span>
                      </span>
                      <span className="block text-xs text-slate-600">{targetsText(exercise, unit)}</span>
                      <span className="mt-1 block">
                        <ProgressBar value={done} target={target} label={`${exercise.exercise.name} sets`} />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </Card>
          {active && finishQuestion ? <FinishQuestion action={action} message={finishQuestion} /> : null}
          {active && !finishQuestion ? (
            <Form method="post" action={action}>
              <Button name="intent" value={FINISH_WORKOUT_INTENT} className="w-full text-lg">
                Finish Workout
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}
