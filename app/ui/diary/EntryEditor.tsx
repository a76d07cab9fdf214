import { useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link } from "@remix-run/react";
import type { z } from "zod";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { DELETE_ENTRY_INTENT, UPDATE_ENTRY_INTENT } from "~/modules/meal/intents";
import { Button, buttonClass } from "~/ui/Button";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { gramsInputProps } from "~/ui/grams-input";
import { MealTypeSelect } from "~/ui/MealTypeSelect";
import type { EntryEditForm } from "./entry-form";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { foodValue, type Units } from "~/modules/units/units";
import { metricFields, QUANTITY_UNIT_FIELD } from "~/shared/metric-fields";

/** The last reply to an entry's editor (a refused edit or delete), if it was one. */
const editorReply = (reply: FormReply | null | undefined) => replyFor(reply, UPDATE_ENTRY_INTENT) ?? replyFor(reply, DELETE_ENTRY_INTENT);

/** The entry whose editor the last reply was for, if any. */
export function repliedEntryId(reply: FormReply | null | undefined): number | null {
  const entryId = editorReply(reply)?.initialValue?.entryId;
  return typeof entryId === "string" ? Number(entryId) : null;
}

/**
 * An entry's Edit: a link to the diary with that entry's editor open (`href`, without JavaScript),
 * or with JavaScript `onOpen`, which opens it in place without asking the server. One element per
 * entry where a closed editor was a whole form: the diary's day is its heaviest page (issue 44).
 */
export function EntryEditLink({ href, name, onOpen }: { href: string; name: string; onOpen: () => void }) {
  // A plain anchor (a router link's hooks per entry are hydration work the tap never needs).
  return (
    <a
      href={href}
      className="inline-flex min-h-touch min-w-touch items-center rounded-lg px-2 text-sm font-semibold text-brand-700"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab: the link
        event.preventDefault();
        onOpen();
      }}
    >
      Edit<span className="sr-only"> {name}</span>
    </a>
  );
}

/** The diary's editor under an entry: grams and meal type saved together, or Delete (with Undo). */
export function EntryEditor({
  action,
  closeHref,
  onClose,
  entryId,
  quantity,
  mealType,
  name,
  reply,
  units = "metric",
}: {
  action: string;
  /** The diary without this editor open; `onClose`, with JavaScript, closes it in place instead. */
  closeHref: string;
  onClose?: () => void;
  entryId: number;
  quantity: number;
  mealType: string;
  name: string;
  reply?: FormReply | null;
  /** Amounts in the member's units: ounces are posted with quantityUnit "oz" and turned into grams. */
  units?: Units;
}) {
  const mine = repliedEntryId(reply) === entryId ? editorReply(reply) : undefined;
  const { onValidate, formProps } = useLazyValidation(
    () => import("./entry-form"),
    // Delete checks only the entry id; typed as the edit form, whose fields this form renders.
    ({ entryFormSchema }, formData, parseWithZod) =>
      parseWithZod(metricFields(formData), { schema: entryFormSchema(formData.get("intent")) as typeof EntryEditForm }),
  );
  const [form, fields] = useForm<z.input<typeof EntryEditForm>>({
    id: `entry-${entryId}`,
    lastResult: mine,
    shouldValidate: "onSubmit",
    onValidate,
  });
  // Opened by a tap, the editor takes the place of the link that had the focus: its first field gets it.
  const tapped = onClose !== undefined;
  useEffect(() => {
    if (tapped) document.getElementById(form.id)?.querySelector<HTMLElement>("input:not([type=hidden]), select")?.focus();
  }, [tapped, form.id]);
  return (
    <Form method="post" action={action} preventScrollReset {...formProps(form)} className="mt-2 rounded-xl bg-slate-50 p-3">
      <input type="hidden" name="entryId" value={entryId} />
      {units === "us" ? <input type="hidden" name={QUANTITY_UNIT_FIELD} value="oz" /> : null}
      <FormAlert message={form.errors?.join(" ")} className="mb-2" />
      <div className="grid grid-cols-2 gap-3">
        {quantity === 0 ? (
          <p className="self-center text-sm text-slate-600">Quick add: no grams</p>
        ) : (
          <Field label={units === "us" ? "Ounces" : "Grams"} meta={fields.quantity}>
            {(control) => (
              <input
                {...gramsInputProps}
                {...control}
                max={units === "us" ? undefined : gramsInputProps.max}
                defaultValue={foodValue(quantity, units)}
                className={inputClass}
              />
            )}
          </Field>
        )}
        <MealTypeSelect id={`meal-type-${entryId}`} defaultValue={mealType} />
      </div>
      <div className="mt-1 flex flex-wrap gap-2">
        <Button name="intent" value={UPDATE_ENTRY_INTENT} className="flex-1">
          Save
        </Button>
        <Button name="intent" value={DELETE_ENTRY_INTENT} variant="danger">
          Delete
        </Button>
        <Link
          to={closeHref}
          preventScrollReset
          className={buttonClass("ghost")}
          onClick={(event) => {
            if (!onClose) return;
            event.preventDefault();
            onClose();
          }}
        >
          Cancel<span className="sr-only"> editing {name}</span>
        </Link>
      </div>
    </Form>
  );
}
