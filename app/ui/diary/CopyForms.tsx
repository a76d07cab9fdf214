import { Form } from "@remix-run/react";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { COPY_DAY_INTENT } from "~/modules/meal/intents";
import { mealTypeTitle } from "~/modules/meal/meal-types";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { inputClass } from "~/ui/Field";
import { DateTimeInput } from "~/ui/DateTimeInput";

type CopyTarget = { action: string; toDate: string; formKey: string };

/** Under a meal slot of the diary: that slot of the day before, copied to this day in one tap (a plain form). */
export function CopySlotButton({ action, toDate, formKey, fromDate, mealType }: CopyTarget & { fromDate: string; mealType: string }) {
  return (
    <Form method="post" action={action} preventScrollReset className="mt-2">
      <input type="hidden" name="intent" value={COPY_DAY_INTENT} />
      <input type="hidden" name="fromDate" value={fromDate} />
      <input type="hidden" name="toDate" value={toDate} />
      <input type="hidden" name="mealType" value={mealType} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-copy-${mealType}`} />
      <Button variant="ghost" className="text-sm">
        Copy from yesterday<span className="sr-only"> ({mealTypeTitle(mealType)})</span>
      </Button>
    </Form>
  );
}

/** The diary's "Copy a day": every entry of a chosen day (the day before by default) logged again on this one. */
export function CopyDayCard({ action, toDate, formKey, fromDate, error }: CopyTarget & { fromDate: string; error: string | null }) {
  return (
    <Card title="Copy a day" titleId="copy-day" belowTheFold>
      <Form method="post" action={action} preventScrollReset className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={COPY_DAY_INTENT} />
        <input type="hidden" name="toDate" value={toDate} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-copy-day`} />
        {/* at least 10rem: on a 360 px phone the button goes under the date instead of squeezing it */}
        <div className="min-w-40 flex-1">
          <label htmlFor="copy-from-date" className="block text-sm font-medium text-slate-800">
            Copy everything logged on
          </label>
          <DateTimeInput id="copy-from-date" name="fromDate" type="date" required defaultValue={fromDate} className={inputClass} />
        </div>
        <Button variant="secondary">Copy to this day</Button>
      </Form>
      <FormAlert message={error} className="mt-2" />
    </Card>
  );
}
