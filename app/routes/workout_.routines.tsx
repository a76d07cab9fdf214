import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { FormReply } from "~/shared/form-reply";
import { routineIntents } from "~/http/screens/routine-forms.server";
import { formAction } from "~/http/write-policy.server";
import { CREATE_ROUTINE_INTENT, START_ROUTINE_INTENT } from "~/modules/workout/intents";
import { listRoutines } from "~/modules/workout/routines.server";
import { loadUnit, targetsInUnits } from "~/modules/workout/load";
import { userUnits } from "~/modules/user/clock.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";
import { PageHeader } from "~/ui/PageHeader";
import { ReplyAlert } from "~/ui/workout/ReplyAlert";
import { targetsText } from "~/ui/workout/TargetsEditor";

export const meta: MetaFunction = () => [{ title: "Routines — Workout — Fitplate" }];

export const loader = pageLoader("page", async ({ userId }) => {
  const [units, routines] = await Promise.all([userUnits(userId), listRoutines(userId)]);
  return {
    unit: loadUnit(units),
    routines: routines.map((routine) => ({ ...routine, exercises: targetsInUnits(routine.exercises, units) })),
  };
});

export const action = formAction({ guard: "page", throttle: "write", intents: routineIntents });

/** Routines: start one in one tap (sets filled in from its targets and last time), edit one, or make a new one. */
export default function Routines() {
  const { unit, routines } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title="Routines"
        subtitle="Start a routine in one tap: its sets are filled in with the targets and what you lifted last time."
        actions={
          <Link to="/workout" className={buttonClass("ghost", "text-sm")}>
            ← Workout
          </Link>
        }
      />
      <ReplyAlert reply={reply} intents={[CREATE_ROUTINE_INTENT, START_ROUTINE_INTENT]} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <Card title="Your routines" titleId="routines">
          {routines.length === 0 ? (
            <p className="text-sm text-slate-600">No routines yet. Make one here, or save a finished workout from History as a routine.</p>
          ) : (
            <ul className="space-y-3">
              {routines.map((routine) => (
                <li key={routine.id} data-testid="routine" className="rounded-xl p-3 ring-1 ring-slate-200">
                  <h3 className="text-lg font-semibold break-words">{routine.name}</h3>
                  <ul className="mt-1 text-sm text-slate-700">
                    {routine.exercises.map((exercise) => (
                      <li key={exercise.id} className="break-words">
                        {exercise.name} <span className="text-slate-600">· {targetsText(exercise, unit)}</span>
                      </li>
                    ))}
                  </ul>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Form method="post" className="flex-1">
                      <input type="hidden" name="routineId" value={routine.id} />
                      <Button
                        name="intent"
                        value={START_ROUTINE_INTENT}
                        className="w-full whitespace-nowrap text-lg"
                        disabled={routine.exercises.length === 0}
                        aria-label={`Start ${routine.name}`}
                      >
                        Start
                      </Button>
                    </Form>
                    <Link
                      to={`/workout/routines/${routine.id}`}
                      className={buttonClass("secondary", "flex-1")}
                      aria-label={`Edit ${routine.name}`}
                    >
                      Edit
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="New routine" titleId="new-routine">
          <Form method="post" className="space-y-2">
            <label htmlFor="routine-name" className="block text-sm font-medium text-slate-800">
              Routine name
            </label>
            <input id="routine-name" name="name" type="text" required maxLength={120} placeholder="e.g. Push A" className={inputClass} />
            <Button name="intent" value={CREATE_ROUTINE_INTENT} className="w-full">
              Create routine
            </Button>
          </Form>
          <p className="mt-2 text-sm text-slate-600">Then add its exercises and their targets.</p>
        </Card>
      </div>
    </div>
  );
}
