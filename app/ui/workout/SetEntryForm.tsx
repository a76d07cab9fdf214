import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { LogSetInput } from "~/modules/workout/inputs";
import { LOG_SET_INTENT } from "~/modules/workout/intents";
import { Button } from "~/ui/Button";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { useHydrated } from "~/ui/useHydrated";

/**
 * Weight (kg, decimal) and reps (whole) for the next set of one exercise; both required (spec core
 * §5). With JavaScript the button stays disabled until both are filled; without, the server says what is missing.
 */
export function SetEntryForm({
  action,
  workoutExerciseId,
  exerciseName,
  setNumber,
  placeholder,
  prefill,
  label,
  reply,
}: {
  action: string;
  workoutExerciseId: number;
  exerciseName: string;
  setNumber: number;
  placeholder: { weight: number | null; reps: number | null };
  /** A workout started from a routine: the set's weight and reps filled in (targets, else last time's). */
  prefill?: { weight: number | null; reps: number | null };
  label: "Add Set" | "Log Set";
  reply?: FormReply | null;
}) {
  const hydrated = useHydrated();
  const last = replyFor(reply, LOG_SET_INTENT);
  const mine = last?.initialValue?.workoutExerciseId === String(workoutExerciseId) ? last : undefined;
  const [form, fields] = useForm({
    id: `log-set-${workoutExerciseId}-${setNumber}`,
    lastResult: mine,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: prefill
      ? { weight: prefill.weight == null ? "" : String(prefill.weight), reps: prefill.reps == null ? "" : String(prefill.reps) }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LogSetInput }),
  });
  const empty = !fields.weight.value || !fields.reps.value;
  return (
    <Form method="post" action={action} preventScrollReset {...getFormProps(form)} aria-label={`Set ${setNumber} of ${exerciseName}`}>
      <input type="hidden" name="workoutExerciseId" value={workoutExerciseId} />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Weight (kg)" meta={fields.weight}>
          {(control) => (
            <input
              {...getInputProps(fields.weight, { type: "text" })}
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder={placeholder.weight != null ? String(placeholder.weight) : "0"}
              className={`${inputClass} text-xl lg:text-2xl`}
            />
          )}
        </Field>
        <Field label="Reps" meta={fields.reps}>
          {(control) => (
            <input
              {...getInputProps(fields.reps, { type: "text" })}
              {...control}
              inputMode="numeric"
              autoComplete="off"
              placeholder={placeholder.reps != null ? String(placeholder.reps) : "10"}
              className={`${inputClass} text-xl lg:text-2xl`}
            />
          )}
        </Field>
      </div>
      <FormAlert message={form.errors?.join(" ")} className="mb-2" />
      <Button name="intent" value={LOG_SET_INTENT} disabled={hydrated && empty} className="w-full text-lg">
        {label}
      </Button>
    </Form>
  );
}
