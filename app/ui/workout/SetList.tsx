import { getInputProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { ADDED_LOAD_FIELD } from "~/modules/workout/load";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { DELETE_SET_INTENT, UPDATE_SET_INTENT } from "~/modules/workout/intents";
import type { WorkoutSetView } from "~/modules/workout/active.server";
import { formatLoad, unitsOf, type LoadUnit } from "~/modules/workout/load";
import { Button } from "~/ui/Button";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";

/**
 * "80 kg × 5" or "135 lb × 5", the weight already in `unit`; a body-weight exercise's set is
 * "Body weight × 12", or "Body weight + 10 kg × 8" with weight added.
 */
export function setText(set: { weight: number | null; reps: number | null }, unit: LoadUnit, bodyWeight = false) {
  const reps = set.reps ?? "—";
  if (bodyWeight) return set.weight ? `Body weight + ${formatLoad(set.weight, unit)} × ${reps}` : `Body weight × ${reps}`;
  return `${set.weight == null ? "—" : formatLoad(set.weight, unit)} × ${reps}`;
}

/** Badges for records beaten by a set. */
export function RecordBadges({ record }: { record: WorkoutSetView["record"] }) {
  if (!record.weight && !record.oneRepMax) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {record.weight ? (
        <span className="whitespace-nowrap rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-slate-900">PR weight</span>
      ) : null}
      {record.oneRepMax ? (
        <span className="whitespace-nowrap rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-slate-900">PR 1RM</span>
      ) : null}
    </span>
  );
}

/** A logged set's editor: weight and reps saved together, or Delete. */
export function SetEditor({
  action,
  set,
  number,
  unit,
  bodyWeight,
  reply,
}: {
  action: string;
  /** Its weight in `unit`. */
  set: WorkoutSetView;
  number: number;
  unit: LoadUnit;
  bodyWeight: boolean;
  reply?: FormReply | null;
}) {
  const last = replyFor(reply, UPDATE_SET_INTENT) ?? replyFor(reply, DELETE_SET_INTENT);
  const mine = last?.initialValue?.setId === String(set.id) ? last : undefined;
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/workout/inputs"),
    // Delete checks only the set id; typed as the edit form, whose fields this form renders.
    ({ SetRefInput, UpdateSetForm }, formData, parseWithZod) =>
      parseWithZod(formData, {
        schema: (formData.get("intent") === DELETE_SET_INTENT ? SetRefInput : UpdateSetForm(unitsOf(unit), bodyWeight)) as ReturnType<
          typeof UpdateSetForm
        >,
      }),
  );
  const [form, fields] = useForm({
    id: `set-${set.id}`,
    lastResult: mine,
    shouldValidate: "onSubmit",
    defaultValue: { setId: String(set.id), weight: String(set.weight ?? ""), reps: String(set.reps ?? "") },
    onValidate,
  });
  return (
    <details className="mt-1" open={mine ? true : undefined}>
      <summary className="inline-flex min-h-touch min-w-touch cursor-pointer items-center rounded-lg px-2 text-sm font-semibold text-brand-700">
        Edit<span className="sr-only"> set {number}</span>
      </summary>
      <Form method="post" action={action} preventScrollReset {...formProps(form)} className="mt-1 rounded-xl bg-slate-50 p-3">
        <input type="hidden" name="setId" value={set.id} />
        {bodyWeight ? <input type="hidden" name={ADDED_LOAD_FIELD} value="added" /> : null}
        <FormAlert message={form.errors?.join(" ")} className="mb-2" />
        <div className="grid grid-cols-2 gap-3">
          <Field label={bodyWeight ? `Added weight (${unit})` : `Weight (${unit})`} meta={fields.weight}>
            {(control) => (
              <input {...getInputProps(fields.weight, { type: "text" })} {...control} inputMode="decimal" className={inputClass} />
            )}
          </Field>
          <Field label="Reps" meta={fields.reps}>
            {(control) => (
              <input {...getInputProps(fields.reps, { type: "text" })} {...control} inputMode="numeric" className={inputClass} />
            )}
          </Field>
        </div>
        <div className="flex gap-2">
          <Button name="intent" value={UPDATE_SET_INTENT} className="flex-1">
            Save
          </Button>
          <Button name="intent" value={DELETE_SET_INTENT} variant="danger">
            Delete
          </Button>
        </div>
      </Form>
    </details>
  );
}

/** The logged sets of an exercise (weights in `unit`), with records and their editors. */
export function LoggedSets({
  action,
  sets,
  unit,
  bodyWeight = false,
  reply,
}: {
  action: string;
  sets: WorkoutSetView[];
  unit: LoadUnit;
  bodyWeight?: boolean;
  reply?: FormReply | null;
}) {
  if (sets.length === 0) return null;
  return (
    <ol className="divide-y divide-slate-100" aria-label="Logged sets">
      {sets.map((set, i) => (
        <li key={set.id} data-testid="logged-set" className="py-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="w-14 text-sm text-slate-600">Set {i + 1}</span>
            <span className="whitespace-nowrap font-semibold tabular-nums">{setText(set, unit, bodyWeight)}</span>
            <RecordBadges record={set.record} />
          </div>
          <SetEditor action={action} set={set} number={i + 1} unit={unit} bodyWeight={bodyWeight} reply={reply} />
        </li>
      ))}
    </ol>
  );
}

/** The previous session's sets of an exercise, shown while logging. */
export function PreviousSets({
  previous,
  unit,
  bodyWeight = false,
}: {
  previous: { endTime: string; sets: { weight: number | null; reps: number | null }[] } | null;
  unit: LoadUnit;
  bodyWeight?: boolean;
}) {
  if (!previous) return <p className="text-sm text-slate-600">First time: no previous sets.</p>;
  const date = new Date(previous.endTime).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  return (
    <p className="text-sm text-slate-700" data-testid="previous-sets">
      <span className="font-medium">Last time ({date}):</span> {previous.sets.map((set) => setText(set, unit, bodyWeight)).join(", ")}
    </p>
  );
}
