import { getInputProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { formatLoad, unitsOf, type LoadUnit } from "~/modules/workout/load";
import { UPDATE_TARGETS_INTENT } from "~/modules/workout/intents";
import type { WorkoutExerciseView } from "~/modules/workout/active.server";
import { Button } from "~/ui/Button";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";

/** "3 sets × 10 reps @ 80 kg · rest 120 s" (the weight already in `unit`; a body-weight exercise's 0 is left out). */
export function targetsText(
  exercise: Pick<WorkoutExerciseView, "targetSets" | "targetReps" | "targetWeight" | "restSeconds">,
  unit: LoadUnit,
) {
  const reps = exercise.targetReps ? ` × ${exercise.targetReps} reps` : "";
  const weight = exercise.targetWeight ? ` @ ${formatLoad(exercise.targetWeight, unit)}` : "";
  return `${exercise.targetSets} sets${reps}${weight} · rest ${exercise.restSeconds} s`;
}

/** The targets' fields; the weight's label names the member's unit. */
export const targetFields = (unit: LoadUnit) =>
  [
    ["targetSets", "Sets", "numeric"],
    ["targetReps", "Reps", "numeric"],
    ["targetWeight", `Weight (${unit})`, "decimal"],
    ["restSeconds", "Rest (s)", "numeric"],
  ] as const;

/** The plan of one exercise: target sets, reps, weight and rest; empty fields go back to the defaults. */
export function TargetsEditor({
  action,
  exercise,
  unit,
  reply,
}: {
  action: string;
  /** Its target weight in `unit`. */
  exercise: WorkoutExerciseView;
  unit: LoadUnit;
  reply?: FormReply | null;
}) {
  const last = replyFor(reply, UPDATE_TARGETS_INTENT);
  const mine = last?.initialValue?.workoutExerciseId === String(exercise.id) ? last : undefined;
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/workout/inputs"),
    ({ UpdateTargetsForm }, formData, parseWithZod) => parseWithZod(formData, { schema: UpdateTargetsForm(unitsOf(unit)) }),
  );
  const [form, fields] = useForm({
    id: `targets-${exercise.id}`,
    lastResult: mine,
    shouldValidate: "onSubmit",
    defaultValue: {
      targetSets: String(exercise.targetSets),
      targetReps: exercise.targetReps == null ? "" : String(exercise.targetReps),
      targetWeight: exercise.targetWeight == null ? "" : String(exercise.targetWeight),
      restSeconds: String(exercise.restSeconds),
    },
    onValidate,
  });
  return (
    <details className="mt-1" open={mine ? true : undefined}>
      <summary className="inline-flex min-h-touch min-w-touch cursor-pointer items-center rounded-lg px-2 text-sm font-semibold text-brand-700">
        Targets<span className="sr-only"> for {exercise.exercise.name}</span>
      </summary>
      <Form method="post" action={action} preventScrollReset {...formProps(form)} className="mt-1 rounded-xl bg-slate-50 p-3">
        <input type="hidden" name="workoutExerciseId" value={exercise.id} />
        <FormAlert message={form.errors?.join(" ")} className="mb-2" />
        <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-4">
          {targetFields(unit).map(([name, label, mode]) => (
            <Field key={name} label={label} meta={fields[name]}>
              {(control) => (
                <input {...getInputProps(fields[name], { type: "text" })} {...control} inputMode={mode} className={inputClass} />
              )}
            </Field>
          ))}
        </div>
        <Button name="intent" value={UPDATE_TARGETS_INTENT} variant="secondary" className="w-full">
          Save targets
        </Button>
      </Form>
    </details>
  );
}
