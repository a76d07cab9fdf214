import { useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { formErrorOf, type FormReply } from "~/http/form-reply";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import type { QuickFood } from "~/modules/meal/recent.server";
import { Card } from "~/ui/Card";
import { isOffline, queueOfflineLog, savedOffline } from "~/ui/offline/offline-log";
import { useToast } from "~/ui/ToastArea";

/** One tap logs a recent or frequent food again, with the grams used last time. */
export function QuickFoods({
  title,
  titleId,
  foods,
  action,
  formKey,
  owner,
  today,
}: {
  title: string;
  titleId: string;
  foods: QuickFood[];
  action: string;
  /** The page's idempotency key: each row posts its own key derived from it. */
  formKey: string;
  /** The signed-in user: a log queued offline is theirs alone. */
  owner: number;
  /** The day a log queued offline is for. */
  today: string;
}) {
  if (foods.length === 0) return null;
  return (
    <Card title={title} titleId={titleId}>
      <ul className="divide-y divide-slate-100">
        {foods.map((food) => (
          <QuickFoodRow key={food.foodId} food={food} action={action} formKey={formKey} owner={owner} today={today} />
        ))}
      </ul>
    </Card>
  );
}

function QuickFoodRow({
  food,
  action,
  formKey,
  owner,
  today,
}: {
  food: QuickFood;
  action: string;
  formKey: string;
  owner: number;
  today: string;
}) {
  const fetcher = useFetcher<FormReply>();
  const showToast = useToast();
  // Offline, the tap waits in the queue (shown as pending) instead of being posted.
  function submit(event: FormEvent<HTMLFormElement>) {
    if (!isOffline()) return;
    event.preventDefault();
    const log = {
      owner,
      foodId: food.foodId,
      foodName: food.name,
      quantity: food.quantity,
      mealType: "snack" as const,
      date: today,
      portionLabel: food.portionLabel ?? undefined,
    };
    void queueOfflineLog(log).then(() => showToast(savedOffline(food.name)));
  }
  const failure = fetcher.state === "idle" ? formErrorOf(fetcher.data) : null;
  // A row is lean markup (Home shows up to twelve): the intent rides on the button, the meal type
  // is the schema's default (snack), the plus is a CSS icon; the text is one node per line.
  return (
    <li className="flex items-center justify-between gap-3 py-1.5">
      <div className="min-w-0">
        <p className="break-words text-sm font-medium">{food.name}</p>
        <p className="text-xs text-slate-600">
          {`${food.quantity} g${food.portionLabel ? ` (${food.portionLabel})` : ""} · ${food.calories} kcal`}
        </p>
        {failure ? (
          <p role="alert" className="text-xs text-red-700">
            {failure}
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post" action={action} onSubmit={submit} className="shrink-0">
        <input type="hidden" name="foodId" value={food.foodId} />
        <input type="hidden" name="quantity" value={food.quantity} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-quick-${food.foodId}`} />
        {food.portionLabel ? <input type="hidden" name="portionLabel" value={food.portionLabel} /> : null}
        <button
          type="submit"
          name="intent"
          value={LOG_FOOD_INTENT}
          disabled={fetcher.state !== "idle"}
          aria-label={`Log ${food.name} again`}
          className="icon icon-plus inline-flex min-h-touch min-w-touch items-center justify-center rounded-full bg-brand-700 text-white disabled:opacity-60"
        />
      </fetcher.Form>
    </li>
  );
}
