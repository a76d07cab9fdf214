import { useFetcher } from "@remix-run/react";
import { Icon } from "~/ui/Icon";
import type { MouseEvent } from "react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import type { MealType } from "~/modules/meal/meal-types";
import { QUICK_LOG_FIELD, quickLogValue } from "~/modules/meal/quick-log";
import type { QuickFood } from "~/modules/meal/recent.server";
import { Card } from "~/ui/Card";
import { isOffline, queueOfflineLog, savedOffline } from "~/ui/offline/offline-log";
import { useToast } from "~/ui/ToastArea";

/**
 * One tap logs a recent or frequent food again, with the grams used last time. The list is one
 * form (lean markup: Home shows up to ten rows): the tapped button's value names its food
 * (modules/meal/quick-log.ts). With JavaScript each row posts through its own fetcher, so rows
 * tapped one after another are all logged, each showing its own progress and failure.
 */
export function QuickFoods({
  title,
  titleId,
  foods,
  action,
  formKey,
  owner,
  today,
  mealType,
}: {
  title: string;
  titleId: string;
  foods: QuickFood[];
  action: string;
  /** The page's idempotency key: the list's key is derived from it, and each food's from that. */
  formKey: string;
  /** The signed-in user: a log queued offline is theirs alone. */
  owner: number;
  /** The day a log queued offline is for. */
  today: string;
  /** The slot a log queued offline goes to (online, the server picks it by the member's time of day). */
  mealType: MealType;
}) {
  if (foods.length === 0) return null;
  const listKey = `${formKey}-quick`;
  return (
    <Card title={title} titleId={titleId}>
      <form method="post" action={action}>
        <input type="hidden" name="intent" value={LOG_FOOD_INTENT} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={listKey} />
        <ul className="divide-y divide-slate-100">
          {foods.map((food) => (
            <QuickFoodRow key={food.foodId} food={food} action={action} listKey={listKey} owner={owner} today={today} mealType={mealType} />
          ))}
        </ul>
      </form>
    </Card>
  );
}

function QuickFoodRow({
  food,
  action,
  listKey,
  owner,
  today,
  mealType,
}: {
  food: QuickFood;
  action: string;
  listKey: string;
  owner: number;
  today: string;
  mealType: MealType;
}) {
  const fetcher = useFetcher<FormReply>();
  const showToast = useToast();
  const value = quickLogValue(food);
  function log(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    // Offline, the tap waits in the queue (shown as pending) instead of being posted.
    if (isOffline()) {
      const queued = {
        owner,
        foodId: food.foodId,
        foodName: food.name,
        quantity: food.quantity,
        mealType,
        date: today,
        portionLabel: food.portionLabel ?? undefined,
      };
      void queueOfflineLog(queued).then(() => showToast(savedOffline(food.name)));
      return;
    }
    fetcher.submit({ intent: LOG_FOOD_INTENT, [IDEMPOTENCY_FIELD]: listKey, [QUICK_LOG_FIELD]: value }, { method: "post", action });
  }
  const failure = fetcher.state === "idle" ? formErrorOf(fetcher.data) : null;
  // The plus is a CSS icon; the text is one node per line.
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
      <button
        name={QUICK_LOG_FIELD}
        value={value}
        onClick={log}
        disabled={fetcher.state !== "idle"}
        aria-label={`Log ${food.name} again`}
        className="inline-flex min-h-touch min-w-touch shrink-0 items-center justify-center rounded-full bg-brand-700 text-white disabled:opacity-60"
      >
        <Icon name="Plus" strokeWidth={2.5} className="[--icon-size:1.25rem]" />
      </button>
    </li>
  );
}
