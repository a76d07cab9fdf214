import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import type { LibraryExercise, LibraryGroup } from "~/modules/workout/library";
import { ADD_EXERCISE_INTENT } from "~/modules/workout/intents";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";

/** An exercise with its Add: a submit button of the list's one form (AddForm), carrying the exercise's id. */
function ExerciseRow({ exercise, planned }: { exercise: LibraryExercise; planned: boolean }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{exercise.name}</p>
        <p className="text-sm text-slate-600">
          {[exercise.muscleGroups.slice(0, 3).join(", "), exercise.equipment].filter(Boolean).join(" · ")}
        </p>
      </div>
      {planned ? (
        <span className="text-sm font-semibold text-brand-700">In workout</span>
      ) : (
        <Button name="exerciseId" value={exercise.id} variant="secondary" aria-label={`Add ${exercise.name}`}>
          Add
        </Button>
      )}
    </li>
  );
}

/**
 * One form around a list of exercises: the Add button pressed says which (a form and a hidden field
 * per exercise were 27 of the workout screen's 304 elements, issue 44).
 */
function AddForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={ADD_EXERCISE_INTENT} />
      {children}
    </Form>
  );
}

/**
 * The exercise library: a search by name, muscle or equipment (a GET form, so it works without
 * JavaScript) and the categories with their first 3 exercises and "Show all".
 */
export function ExerciseLibrary({
  path,
  term,
  results,
  groups,
  plannedIds,
}: {
  path: string;
  term: string;
  results: LibraryExercise[] | null;
  groups: LibraryGroup[];
  plannedIds: number[];
}) {
  const query = term ? `?q=${encodeURIComponent(term)}` : "";
  const action = `${path}${query}`;
  const planned = new Set(plannedIds);
  return (
    <Card title="Exercise library" titleId="library">
      <Form method="get" action={path} role="search" className="flex items-end gap-2" preventScrollReset>
        <label className="min-w-0 flex-1">
          <span className="block text-sm font-medium text-slate-800">Search exercises</span>
          <input type="search" name="q" defaultValue={term} placeholder="Name, muscle or equipment" className={inputClass} />
        </label>
        <Button variant="secondary">Search</Button>
      </Form>
      {results ? (
        <div className="mt-3">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">{results.length === 0 ? `No exercises match “${term}”` : `Results for “${term}”`}</h3>
            <Link to={path} className={buttonClass("ghost", "text-sm")} preventScrollReset>
              Clear
            </Link>
          </div>
          <AddForm action={action}>
            <ul aria-label="Search results" className="divide-y divide-slate-100">
              {results.map((exercise) => (
                <ExerciseRow key={exercise.id} exercise={exercise} planned={planned.has(exercise.id)} />
              ))}
            </ul>
          </AddForm>
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`category-${group.category}`}>
              <div className="flex items-center justify-between gap-2">
                <h3 id={`category-${group.category}`} className="font-semibold capitalize">
                  {group.category} <span className="text-sm font-normal text-slate-600">({group.count})</span>
                </h3>
                {group.count > group.exercises.length || group.showingAll ? (
                  <Link
                    to={
                      group.showingAll
                        ? `${path}#category-${group.category}`
                        : `${path}?category=${encodeURIComponent(group.category)}#category-${group.category}`
                    }
                    className={buttonClass("ghost", "text-sm")}
                  >
                    {group.showingAll ? "Show fewer" : `Show all ${group.count}`}
                    <span className="sr-only"> {group.category}</span>
                  </Link>
                ) : null}
              </div>
              <AddForm action={group.showingAll ? `${path}?category=${encodeURIComponent(group.category)}` : path}>
                <ul className="divide-y divide-slate-100">
                  {group.exercises.map((exercise) => (
                    <ExerciseRow key={exercise.id} exercise={exercise} planned={planned.has(exercise.id)} />
                  ))}
                </ul>
              </AddForm>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
