import { Form } from "@remix-run/react";
import { START_WORKOUT_INTENT } from "~/modules/workout/intents";
import { Button } from "~/ui/Button";
import { inputClass } from "~/ui/Field";

/** Start Workout, with the workout's name (optional) that the active workout's header shows. */
export function StartWorkoutForm({ action, disabled = false }: { action: string; disabled?: boolean }) {
  return (
    <Form method="post" action={action} className="mt-4 space-y-2">
      <div>
        <label htmlFor="workout-name" className="block text-sm font-medium text-slate-800">
          Workout name (optional)
        </label>
        <input id="workout-name" name="name" type="text" maxLength={120} placeholder="e.g. Push day" className={inputClass} />
      </div>
      <Button name="intent" value={START_WORKOUT_INTENT} disabled={disabled} className="w-full text-lg">
        Start Workout
      </Button>
    </Form>
  );
}
