import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { routineIntents } from "~/http/screens/routine-forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { DomainError } from "~/modules/errors";
import { browseLibrary } from "~/modules/workout/exercises.server";
import {
  AddRoutineExerciseInput,
  LibraryQuery,
  MoveRoutineExerciseInput,
  RenameRoutineInput,
  RoutineExerciseRef,
  UpdateRoutineExerciseForm,
} from "~/modules/workout/inputs";
import { loadUnit, targetsInUnits } from "~/modules/workout/load";
import { userUnits } from "~/modules/user/clock.server";
import {
  ADD_ROUTINE_EXERCISE_INTENT,
  CREATE_ROUTINE_INTENT,
  DELETE_ROUTINE_INTENT,
  MOVE_ROUTINE_EXERCISE_INTENT,
  REMOVE_ROUTINE_EXERCISE_INTENT,
  RENAME_ROUTINE_INTENT,
  START_ROUTINE_INTENT,
  UPDATE_ROUTINE_EXERCISE_INTENT,
} from "~/modules/workout/intents";
import {
  addRoutineExercise,
  getRoutine,
  moveRoutineExercise,
  removeRoutineExercise,
  renameRoutine,
  updateRoutineExercise,
} from "~/modules/workout/routines.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";
import { PageHeader } from "~/ui/PageHeader";
import { ReplyAlert } from "~/ui/workout/ReplyAlert";
import { targetFields, targetsText } from "~/ui/workout/TargetsEditor";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.routine.name ?? "Routine"} — Routines — Fitplate` }];

export const loader = pageLoader("page", async ({ params, userId, url }) => {
  const query = LibraryQuery.parse(Object.fromEntries(url.searchParams));
  try {
    const [units, routine, library] = await Promise.all([
      userUnits(userId),
      getRoutine(userId, params.routineId),
      browseLibrary({ q: query.q }),
    ]);
    return {
      unit: loadUnit(units),
      routine: { ...routine, exercises: targetsInUnits(routine.exercises, units) },
      term: library.term,
      results: library.results?.slice(0, 12) ?? null,
    };
  } catch (error) {
    if (error instanceof DomainError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
});

/** Back to the routine's page, with the search kept. */
const back = (url: URL) => url.pathname + url.search;

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    ...routineIntents,
    [RENAME_ROUTINE_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        RenameRoutineInput,
        (input) => renameRoutine(userId, input),
        ({ name }) => redirectWithToast(back(url), { title: "Routine renamed", description: `It is now ${name}.` }),
      ),
    [ADD_ROUTINE_EXERCISE_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        AddRoutineExerciseInput,
        (input) => addRoutineExercise(userId, input),
        ({ name }) => redirectWithToast(back(url), { title: "Exercise added", description: `${name} is in the routine.` }),
      ),
    [UPDATE_ROUTINE_EXERCISE_INTENT]: async ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        UpdateRoutineExerciseForm(await userUnits(userId)),
        (input) => updateRoutineExercise(userId, input),
        ({ name }) => redirectWithToast(back(url), { title: "Targets saved", description: `New targets for ${name}.` }),
      ),
    [REMOVE_ROUTINE_EXERCISE_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        RoutineExerciseRef,
        (input) => removeRoutineExercise(userId, input),
        ({ name }) => redirectWithToast(back(url), { title: "Exercise removed", description: `${name} left the routine.` }),
      ),
    [MOVE_ROUTINE_EXERCISE_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        MoveRoutineExerciseInput,
        (input) => moveRoutineExercise(userId, input),
        ({ name }) => redirectWithToast(back(url), { title: "Order changed", description: `${name} moved.` }),
      ),
  },
});

const PAGE_INTENTS = [
  CREATE_ROUTINE_INTENT,
  START_ROUTINE_INTENT,
  DELETE_ROUTINE_INTENT,
  RENAME_ROUTINE_INTENT,
  ADD_ROUTINE_EXERCISE_INTENT,
  UPDATE_ROUTINE_EXERCISE_INTENT,
  REMOVE_ROUTINE_EXERCISE_INTENT,
  MOVE_ROUTINE_EXERCISE_INTENT,
];

/** One routine: its name, its exercises with targets (edit, reorder, remove), adding from the library, Start and Delete. */
export default function RoutinePage() {
  const { unit, routine, term, results } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const count = routine.exercises.length;
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title={routine.name}
        subtitle={`${count} exercise${count === 1 ? "" : "s"}`}
        actions={
          <Link to="/workout/routines" className={buttonClass("ghost", "text-sm")}>
            ← Routines
          </Link>
        }
      />
      <ReplyAlert reply={reply} intents={PAGE_INTENTS} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          <Card title="Exercises" titleId="routine-exercises">
            {count === 0 ? <p className="text-sm text-slate-600">No exercises yet: add some from the library.</p> : null}
            <ol className="space-y-3">
              {routine.exercises.map((exercise, i) => (
                <li key={exercise.id} data-testid="routine-exercise" className="rounded-xl p-3 ring-1 ring-slate-200">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-semibold break-words">{exercise.name}</h3>
                      <p className="text-sm text-slate-600">{targetsText(exercise, unit)}</p>
                    </div>
                    <div className="flex shrink-0 gap-1">
                      {(["up", "down"] as const).map((direction) => (
                        <Form method="post" key={direction} preventScrollReset>
                          <input type="hidden" name="routineExerciseId" value={exercise.id} />
                          <input type="hidden" name="direction" value={direction} />
                          <Button
                            name="intent"
                            value={MOVE_ROUTINE_EXERCISE_INTENT}
                            variant="ghost"
                            disabled={direction === "up" ? i === 0 : i === count - 1}
                            aria-label={`Move ${exercise.name} ${direction}`}
                          >
                            {direction === "up" ? "↑" : "↓"}
                          </Button>
                        </Form>
                      ))}
                    </div>
                  </div>
                  <Form
                    method="post"
                    preventScrollReset
                    className="mt-2 rounded-xl bg-slate-50 p-3"
                    aria-label={`Targets of ${exercise.name}`}
                  >
                    <input type="hidden" name="routineExerciseId" value={exercise.id} />
                    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                      {targetFields(unit).map(([name, label, mode]) => (
                        <label key={name} className="block text-sm font-medium text-slate-800">
                          {label}
                          <input
                            name={name}
                            type="text"
                            inputMode={mode}
                            defaultValue={exercise[name] == null ? "" : String(exercise[name])}
                            className={inputClass}
                          />
                        </label>
                      ))}
                    </div>
                    <div className="mt-2 flex gap-2">
                      <Button name="intent" value={UPDATE_ROUTINE_EXERCISE_INTENT} variant="secondary" className="flex-1">
                        Save targets
                      </Button>
                      <Button name="intent" value={REMOVE_ROUTINE_EXERCISE_INTENT} variant="danger" aria-label={`Remove ${exercise.name}`}>
                        Remove
                      </Button>
                    </div>
                  </Form>
                </li>
              ))}
            </ol>
            <Form method="post" action="/workout/routines" className="mt-4">
              <input type="hidden" name="routineId" value={routine.id} />
              <Button name="intent" value={START_ROUTINE_INTENT} disabled={count === 0} className="w-full text-lg">
                Start {routine.name}
              </Button>
            </Form>
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <Card title="Add exercises" titleId="add-exercises">
            <Form method="get" role="search" className="flex gap-2">
              <label htmlFor="routine-search" className="sr-only">
                Search exercises
              </label>
              <input id="routine-search" name="q" type="search" defaultValue={term} placeholder="e.g. squat" className={inputClass} />
              <Button variant="secondary">Search</Button>
            </Form>
            {results ? (
              <ul className="mt-2 divide-y divide-slate-100">
                {results.length === 0 ? <li className="py-2 text-sm text-slate-600">No exercise matches “{term}”.</li> : null}
                {results.map((exercise) => (
                  <li key={exercise.id} className="flex items-center justify-between gap-2 py-1">
                    <span className="min-w-0 break-words">{exercise.name}</span>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="routineId" value={routine.id} />
                      <input type="hidden" name="exerciseId" value={exercise.id} />
                      <Button name="intent" value={ADD_ROUTINE_EXERCISE_INTENT} variant="secondary" aria-label={`Add ${exercise.name}`}>
                        Add
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
          <Card title="Name" titleId="routine-name-card">
            <Form method="post" className="space-y-2">
              <input type="hidden" name="routineId" value={routine.id} />
              <label htmlFor="routine-rename" className="block text-sm font-medium text-slate-800">
                Routine name
              </label>
              <input
                id="routine-rename"
                name="name"
                type="text"
                required
                maxLength={120}
                defaultValue={routine.name}
                className={inputClass}
              />
              <Button name="intent" value={RENAME_ROUTINE_INTENT} variant="secondary" className="w-full">
                Rename
              </Button>
            </Form>
            <details className="mt-4">
              <summary className="inline-flex min-h-touch cursor-pointer items-center font-semibold text-red-700">
                Delete this routine…
              </summary>
              <Form method="post" className="mt-2 rounded-xl bg-red-50 p-3">
                <p className="text-sm text-slate-800">Workouts you started from it stay in History.</p>
                <input type="hidden" name="routineId" value={routine.id} />
                <Button name="intent" value={DELETE_ROUTINE_INTENT} variant="danger" className="mt-2 w-full">
                  Delete routine
                </Button>
              </Form>
            </details>
          </Card>
        </div>
      </div>
    </div>
  );
}
