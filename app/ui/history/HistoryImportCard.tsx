import { Form } from "@remix-run/react";
import { APP_LABELS, HISTORY_APPS } from "~/modules/history/layouts";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";

/**
 * Bring your history (issue 41 item 7): another app's CSV export, or MacroFactor's .xlsx workbook, into
 * the diary and the weight log.
 * A plain multipart form to /integrations/history, so it works without JavaScript.
 */
export function HistoryImportCard({ units }: { units: "kg" | "lb" }) {
  return (
    <Card title="Bring your history from another app" titleId="history-title">
      <Form method="post" action="/integrations/history" encType="multipart/form-data" className="space-y-3">
        <p id="history-help" className="text-sm text-slate-600">
          Upload an export from MyFitnessPal (Nutrition Summary or Measurement Summary), Cronometer (Daily Nutrition or Biometrics) or
          MacroFactor (the Data Export workbook, .xlsx, as it comes, or the Food Log CSV). Each day becomes meals in your diary and each
          weigh-in an entry in your weight log, so your calorie estimate starts from your history. A day you already logged here is kept as
          it is; importing the same file again adds nothing.
        </p>
        <div>
          <label htmlFor="history-file" className="block text-sm font-medium text-slate-800">
            Export file (CSV or .xlsx)
          </label>
          <input
            id="history-file"
            name="file"
            type="file"
            required
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby="history-help"
            className="block w-full text-sm"
          />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="history-format" className="block text-sm font-medium text-slate-800">
              From
            </label>
            <select id="history-format" name="format" defaultValue="auto" className={inputClass}>
              <option value="auto">Tell from the file</option>
              {HISTORY_APPS.map((app) => (
                <option key={app} value={app}>
                  {APP_LABELS[app]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="history-unit" className="block text-sm font-medium text-slate-800">
              Weights with no unit in the file are in
            </label>
            <select id="history-unit" name="weightUnit" defaultValue={units} aria-describedby="history-unit-help" className={inputClass}>
              <option value="kg">kg</option>
              <option value="lb">lb</option>
            </select>
            <p id="history-unit-help" className="mt-1 text-xs text-slate-600">
              MyFitnessPal&apos;s Measurement Summary writes weights in the unit you used there without naming it.
            </p>
          </div>
        </div>
        <Button>Import history</Button>
      </Form>
    </Card>
  );
}
