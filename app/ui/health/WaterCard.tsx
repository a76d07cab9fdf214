import { Form, useNavigation } from "@remix-run/react";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { GLASS_ML, litres, LOG_WATER_INTENT, MAX_WATER_ML, WATER_GOAL_ML } from "~/modules/health/water";
import { boundsIn, formatWater, storedMl, WATER_UNIT, type Units } from "~/modules/units/units";
import { AMOUNT_UNIT_FIELD } from "~/shared/metric-fields";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";
import { ProgressBar } from "~/ui/ProgressBar";

/** A glass in the member's units: 250 ml, or 8 fl oz (237 ml). */
export const glassMl = (units: Units) => (units === "us" ? storedMl(8, "us") : GLASS_ML);

/**
 * The quick "+250 ml" ("+8 fl oz" in US units; a plain form: works without JavaScript). `formKey`
 * is new on every load, so a retried post logs one glass; the toast that follows offers Undo.
 */
export function WaterButton({ action, formKey, units = "metric" }: { action: string; formKey: string; units?: Units }) {
  const busy = useNavigation().formData?.get("intent") === LOG_WATER_INTENT;
  const glass = glassMl(units);
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={LOG_WATER_INTENT} />
      <input type="hidden" name="amountMl" value={glass} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} />
      <Button variant="secondary" disabled={busy}>
        {`+${formatWater(glass, units)}`}
      </Button>
    </Form>
  );
}

/** Any amount, typed in the member's units (a bottle, a jug). */
export function WaterAmountForm({ action, formKey, units }: { action: string; formKey: string; units: Units }) {
  const busy = useNavigation().formData?.get("intent") === LOG_WATER_INTENT;
  const unit = WATER_UNIT[units];
  const bounds = boundsIn("water", { min: 1, max: MAX_WATER_ML }, units);
  return (
    <Form method="post" action={action} preventScrollReset className="mt-3 flex items-end gap-2">
      <input type="hidden" name="intent" value={LOG_WATER_INTENT} />
      <input type="hidden" name={AMOUNT_UNIT_FIELD} value={unit} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-amount`} />
      <div className="min-w-0 flex-1">
        <label htmlFor="water-amount" className="text-sm font-medium text-slate-800">
          Other amount ({unit})
        </label>
        <input
          id="water-amount"
          name="amount"
          type="number"
          inputMode="decimal"
          step="any"
          min={units === "us" ? 0.1 : 1}
          max={bounds.max}
          required
          className={inputClass}
        />
      </div>
      <Button variant="secondary" disabled={busy}>
        Add water
      </Button>
    </Form>
  );
}

/** A day's water: litres in metric, fl oz in US units. */
const waterTotal = (ml: number, units: Units) => (units === "us" ? formatWater(ml, units) : litres(ml));

/** Home's water card: today's water against the goal, the quick button and any amount, in the member's units. */
export function WaterCard({
  todayMl,
  action,
  formKey,
  units = "metric",
}: {
  todayMl: number;
  action: string;
  formKey: string;
  units?: Units;
}) {
  return (
    <Card title="Water" titleId="water">
      <div className="flex items-center justify-between gap-3">
        <p className="whitespace-nowrap">
          <span className="text-2xl font-bold" data-testid="water-today">
            {waterTotal(todayMl, units)}
          </span>
          <span className="text-sm text-slate-600">{` of ${waterTotal(WATER_GOAL_ML, units)} today`}</span>
        </p>
        <WaterButton action={action} formKey={formKey} units={units} />
      </div>
      <ProgressBar
        value={todayMl}
        target={WATER_GOAL_ML}
        label={`Water: ${waterTotal(todayMl, units)} of ${waterTotal(WATER_GOAL_ML, units)}`}
        className="mt-2 bar-sky-500"
      />
      <WaterAmountForm action={action} formKey={formKey} units={units} />
    </Card>
  );
}
