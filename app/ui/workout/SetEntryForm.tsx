import { getInputProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { ADDED_LOAD_FIELD } from "~/modules/workout/load";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { unitsOf, type LoadUnit } from "~/modules/workout/load";
import { LOG_SET_INTENT } from "~/modules/workout/intents";
import { Button } from "~/ui/Button";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { useHydrated } from "~/ui/useHydrated";
import { PlateHint } from "~/ui/workout/PlateHint";

/**
 * Weight (kg or lb, the member's unit; decimal) and reps (whole) for the next set of one exercise; both
 * required (spec core §5). A body-weight exercise is logged by reps, with an optional added weight.
 * With JavaScript the button stays disabled until they are filled; without, the server says what is missing.
 */
export function SetEntryForm({
  action,
  workoutExerciseId,
  exerciseName,
  setNumber,
  placeholder,
  prefill,
  label,
  unit,
  bodyWeight = false,
  barbell = false,
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
  /** The unit of the weights given and typed. */
  unit: LoadUnit;
  bodyWeight?: boolean;
  /** A barbell lift: the plates for the weight are shown under the fields, and follow what is typed. */
  barbell?: boolean;
  reply?: FormReply | null;
}) {
  const hydrated = useHydrated();
  const last = replyFor(reply, LOG_SET_INTENT);
  const mine = last?.initialValue?.workoutExerciseId === String(workoutExerciseId) ? last : undefined;
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/workout/inputs"),
    ({ LogSetForm }, formData, parseWithZod) => parseWithZod(formData, { schema: LogSetForm(unitsOf(unit), bodyWeight) }),
  );
  const [form, fields] = useForm({
    id: `log-set-${workoutExerciseId}-${setNumber}`,
    lastResult: mine,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: prefill
      ? { weight: prefill.weight == null ? "" : String(prefill.weight), reps: prefill.reps == null ? "" : String(prefill.reps) }
      : undefined,
    onValidate,
  });
  const empty = (!bodyWeight && !fields.weight.value) || !fields.reps.value;
  return (
    <Form method="post" action={action} preventScrollReset {...formProps(form)} aria-label={`Set ${setNumber} of ${exerciseName}`}>
      <input type="hidden" name="workoutExerciseId" value={workoutExerciseId} />
      {bodyWeight ? <input type="hidden" name={ADDED_LOAD_FIELD} value="added" /> : null}
      <div className="grid grid-cols-2 gap-3">
        <Field label={bodyWeight ? `Added weight (${unit})` : `Weight (${unit})`} meta={fields.weight}>
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
      {barbell ? (
        <PlateHint
          weight={typeof fields.weight.value === "string" && fields.weight.value ? fields.weight.value : placeholder.weight}
          unit={unit}
        />
      ) : null}
      <FormAlert message={form.errors?.join(" ")} className="mb-2" />
      <Button name="intent" value={LOG_SET_INTENT} disabled={hydrated && empty} className="w-full text-lg">
        {label}
      </Button>
    </Form>
  );
}
