import { useFetcher } from "@remix-run/react";
import type { QuickFood } from "~/modules/meal/recent.server";

/** One tap logs a recent or frequent food again, with the grams used last time. */
export function QuickFoods({ title, foods, action, date }: { title: string; foods: QuickFood[]; action: string; date?: string }) {
  if (foods.length === 0) return null;
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {foods.map((food) => (
          <QuickFoodRow key={food.foodId} food={food} action={action} date={date} />
        ))}
      </ul>
    </section>
  );
}

function QuickFoodRow({ food, action, date }: { food: QuickFood; action: string; date?: string }) {
  const fetcher = useFetcher();
  return (
    <li className="flex items-center justify-between gap-3 py-1">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{food.name}</p>
        <p className="text-xs text-slate-500">
          {food.quantity} g{food.portionLabel ? ` (${food.portionLabel})` : ""} · {food.calories} kcal
        </p>
      </div>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="log-food" />
        <input type="hidden" name="foodId" value={food.foodId} />
        <input type="hidden" name="quantity" value={food.quantity} />
        <input type="hidden" name="mealType" value="snack" />
        {food.portionLabel ? <input type="hidden" name="portionLabel" value={food.portionLabel} /> : null}
        {date ? <input type="hidden" name="date" value={date} /> : null}
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          aria-label={`Log ${food.name} again`}
          className="min-h-touch min-w-touch rounded-full bg-brand-600 text-xl font-bold text-white disabled:opacity-60"
        >
          +
        </button>
      </fetcher.Form>
    </li>
  );
}
