import { useState, type FormEvent } from "react";
import { ExportQuery } from "~/modules/export/csv";
import { buttonClass } from "~/ui/Button";
import { inputClass } from "~/ui/Field";
import { DateTimeInput } from "~/ui/DateTimeInput";
import { FormAlert } from "~/ui/FormAlert";

/**
 * Export Data: a plain GET form to /api/export, so the download works without JavaScript. With
 * JavaScript a range the export refuses (From after To) is said here, before leaving the page for
 * the download's JSON error.
 */
export function ExportForm({ from, to }: { from: string; to: string }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const query = ExportQuery.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setRefusal(query.success ? null : (query.error.issues[0]?.message ?? null));
    if (!query.success) event.preventDefault();
  };
  return (
    <form method="get" action="/api/export" onSubmit={check} className="grid grid-cols-2 gap-x-3 gap-y-2" aria-labelledby="export-data">
      <div>
        <label htmlFor="export-from" className="block text-sm font-medium text-slate-800">
          From
        </label>
        <DateTimeInput id="export-from" type="date" name="from" defaultValue={from} required className={inputClass} />
      </div>
      <div>
        <label htmlFor="export-to" className="block text-sm font-medium text-slate-800">
          To
        </label>
        <DateTimeInput id="export-to" type="date" name="to" defaultValue={to} required className={inputClass} />
      </div>
      <fieldset className="col-span-2">
        <legend className="text-sm font-medium text-slate-800">Format</legend>
        <div className="mt-1 flex gap-4">
          {(["csv", "json"] as const).map((format) => (
            <label key={format} className="flex min-h-touch items-center gap-2">
              <input type="radio" name="format" value={format} defaultChecked={format === "csv"} className="h-5 w-5 accent-brand-700" />
              {format.toUpperCase()}
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert message={refusal} className="col-span-2" />
      <button type="submit" className={buttonClass("primary", "col-span-2")}>
        Export Data
      </button>
      <p className="col-span-2 text-xs text-slate-600">
        Meals, food entries, workouts, weigh-ins and check-ins of the range. CSV: one row per food entry, per meal saved with totals only,
        per workout set, per weigh-in and per check-in.
      </p>
    </form>
  );
}
