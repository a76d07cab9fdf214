import { Form, useNavigation } from "@remix-run/react";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { GLASS_ML, litres, LOG_WATER_INTENT, WATER_GOAL_ML } from "~/modules/health/water";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { ProgressBar } from "~/ui/ProgressBar";

/**
 * The quick "+250 ml" (a plain form: works without JavaScript). `formKey` is new on every load, so
 * a retried post logs one glass; the toast that follows offers Undo.
 */
export function WaterButton({ action, formKey }: { action: string; formKey: string }) {
  const busy = useNavigation().formData?.get("intent") === LOG_WATER_INTENT;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={LOG_WATER_INTENT} />
      <input type="hidden" name="amountMl" value={GLASS_ML} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} />
      <Button variant="secondary" disabled={busy}>
        {`+${GLASS_ML} ml`}
      </Button>
    </Form>
  );
}

/** Home's water card: today's water against the goal, and the quick button. */
export function WaterCard({ todayMl, action, formKey }: { todayMl: number; action: string; formKey: string }) {
  return (
    <Card title="Water" titleId="water">
      <div className="flex items-center justify-between gap-3">
        <p className="whitespace-nowrap">
          <span className="text-2xl font-bold" data-testid="water-today">
            {litres(todayMl)}
          </span>
          <span className="text-sm text-slate-600">{` of ${litres(WATER_GOAL_ML)} today`}</span>
        </p>
        <WaterButton action={action} formKey={formKey} />
      </div>
      <ProgressBar
        value={todayMl}
        target={WATER_GOAL_ML}
        label={`Water: ${litres(todayMl)} of ${litres(WATER_GOAL_ML)}`}
        className="mt-2 bar-sky-500"
      />
    </Card>
  );
}
