import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { CONFIRM_FINISH_INTENT, FINISH_WORKOUT_INTENT, REMOVE_EXERCISE_INTENT } from "~/modules/workout/intents";
import { prefillOf, setsProgress } from "~/modules/workout/plan";
import { isBarbell } from "~/modules/workout/plates";
import { isBodyWeight } from "~/modules/workout/load";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";
import { ElapsedClock } from "~/ui/workout/Clock";
import { FinishQuestion } from "~/ui/workout/FinishQuestion";
import { StartWorkoutForm } from "~/ui/workout/StartWorkoutForm";
import { ExerciseLibrary } from "~/ui/workout/ExerciseLibrary";
import { WorkoutHistory } from "~/ui/workout/History";
import { FormChecks } from "~/ui/workout/FormChecks";
import { PAGE_LEVEL_INTENTS } from "~/ui/workout/page-intents";
import { ReplyAlert } from "~/ui/workout/ReplyAlert";
import { RestCard } from "~/ui/workout/RestCard";
import { SetEntryForm } from "~/ui/workout/SetEntryForm";
import { LoggedSets, PreviousSets } from "~/ui/workout/SetList";
import { TargetsEditor, targetsText } from "~/ui/workout/TargetsEditor";
import type { WorkoutTrackerPage } from "~/shared/workout-page";

/** The workout tracker (spec core §2, §4): build a workout from the library, start it, log sets with rest, finish. */
export function WorkoutTracker() {
  const { workout, unit, library, history, formChecks, now } = useLoaderData<WorkoutTrackerPage>();
  const reply = useActionData<FormReply>();
  const action = "/workout";
  const active = workout?.status === "active" ? workout : null;
  const exercises = workout?.exercises ?? [];
  const progress = setsProgress(exercises);
  const finishQuestion = active ? formErrorOf(reply, CONFIRM_FINISH_INTENT) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title="Workout"
        subtitle={
          active
            ? "In progress"
            : exercises.length
              ? "Planned: press Start when you are ready"
              : "Add exercises from the library to build a workout"
        }
        actions={
          <>
            {workout ? (
              <Link to="/workout-enhanced" className={buttonClass("ghost", "text-sm")}>
                Active view →
              </Link>
            ) : null}
            <Link to="/workout/routines" className={buttonClass("ghost", "text-sm")}>
              Routines
            </Link>
            <Link to="/workout/records" className={buttonClass("ghost", "text-sm")}>
              Records
            </Link>
            <Link to="/" className={buttonClass("ghost", "text-sm")}>
              ← Home
            </Link>
          </>
        }
      />
      <ReplyAlert reply={reply} intents={PAGE_LEVEL_INTENTS} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          {active?.startTime ? (
            <section aria-label="Workout timer" className="flex items-center justify-between gap-3 rounded-2xl bg-slate-900 p-4 text-white">
              <div className="min-w-0">
                <h2 className="break-words text-lg font-semibold" data-testid="workout-name">
                  {active.name}
                </h2>
                <p className="text-sm text-slate-300">Elapsed</p>
                <ElapsedClock start={active.startTime} now={now} className="text-5xl lg:text-6xl" />
                <p className="text-sm text-slate-300" data-testid="sets-done">
                  {progress.done} of {progress.total} sets
                </p>
              </div>
              {finishQuestion ? null : (
                <Form method="post" action={action}>
                  <Button name="intent" value={FINISH_WORKOUT_INTENT} className="text-lg">
                    Finish
                  </Button>
                </Form>
              )}
            </section>
          ) : null}
          {finishQuestion ? <FinishQuestion action={action} message={finishQuestion} /> : null}
          {active?.restEndsAt && active.restStartedAt ? (
            <RestCard key={active.restEndsAt} startedAt={active.restStartedAt} endsAt={active.restEndsAt} now={now} action={action} />
          ) : null}
          <Card title="Current workout" titleId="current-workout">
            {exercises.length === 0 ? (
              <p className="text-sm text-slate-600">No exercises yet. Add some from the library to plan your workout.</p>
            ) : (
              <ol className="space-y-4">
                {exercises.map((exercise) => (
                  <li key={exercise.id} data-testid="workout-exercise" className="rounded-xl border border-slate-200 p-3">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <h3 className="text-lg font-semibold break-words">{exercise.exercise.name}</h3>
                        <p className="text-sm text-slate-600">
                          <span className="capitalize">{exercise.exercise.category}</span> · {targetsText(exercise, unit)}
                        </p>
                      </div>
                      {exercise.sets.length === 0 ? (
                        <Form method="post" action={action} preventScrollReset>
                          <input type="hidden" name="workoutExerciseId" value={exercise.id} />
                          <Button
                            name="intent"
                            value={REMOVE_EXERCISE_INTENT}
                            variant="ghost"
                            aria-label={`Remove ${exercise.exercise.name}`}
                          >
                            Remove
                          </Button>
                        </Form>
                      ) : null}
                    </div>
                    {exercise.progression ? (
                      <p className="text-sm font-medium text-brand-700" data-testid="progression">
                        {exercise.progression}
                      </p>
                    ) : null}
                    <PreviousSets previous={exercise.previous} unit={unit} bodyWeight={isBodyWeight(exercise.exercise)} />
                    <TargetsEditor action={action} exercise={exercise} unit={unit} reply={reply} />
                    <LoggedSets
                      action={action}
                      sets={exercise.sets}
                      unit={unit}
                      bodyWeight={isBodyWeight(exercise.exercise)}
                      reply={reply}
                    />
                    {active ? (
                      <div className="mt-2">
                        <SetEntryForm
                          action={action}
                          workoutExerciseId={exercise.id}
                          exerciseName={exercise.exercise.name}
                          setNumber={exercise.sets.length + 1}
                          placeholder={{ weight: exercise.targetWeight, reps: exercise.targetReps }}
                          prefill={workout?.routineId ? prefillOf(exercise) : undefined}
                          label="Add Set"
                          unit={unit}
                          bodyWeight={isBodyWeight(exercise.exercise)}
                          barbell={isBarbell(exercise.exercise)}
                          reply={reply}
                        />
                      </div>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
            {!active ? <StartWorkoutForm action={action} disabled={exercises.length === 0} /> : null}
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <ExerciseLibrary
            path={action}
            term={library.term}
            results={library.results}
            groups={library.groups}
            plannedIds={exercises.map((exercise) => exercise.exerciseId)}
          />
          <div id="history" className="space-y-4">
            <WorkoutHistory items={history} unit={unit} />
            <FormChecks analyses={formChecks} />
          </div>
        </div>
      </div>
    </div>
  );
}
