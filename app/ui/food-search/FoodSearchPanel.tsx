import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { FoodChoice } from "~/modules/food/food-choice";
import { DEFAULT_QUANTITY_G, MIN_SEARCH_LENGTH, normalizeQuantity, nutritionFor } from "~/modules/food/nutrition";
import type { MealType } from "~/modules/meal/meal-types";
import { gramsInputProps } from "~/ui/grams-input";
import { MealTypeSelect } from "~/ui/MealTypeSelect";
import { useToast } from "~/ui/ToastArea";
import { useFoodSearch } from "./useFoodSearch";


export type FoodSearchPanelProps = {
  /** What the server rendered for this URL (?q=…&food=…&grams=…): the no-JavaScript path. */
  initial: {
    term: string;
    results: FoodChoice[] | null;
    selected: FoodChoice | null;
    quantity: number;
    portionLabel: string | null;
  };
  /** Where the Add form posts (an action handling intent "log-food"). */
  action: string;
  date?: string;
  defaultMealType?: MealType;
  /** Error from a form post made without JavaScript. */
  error?: string | null;
  /** When the host screen handles the choice itself, choosing hands back food and grams; nothing is logged. */
  onSelectFood?: (food: FoodChoice, quantity: number) => void;
};

function describeNutrition(food: FoodChoice, grams: number): string {
  const n = nutritionFor(food, grams);
  return `${n.calories} kcal · P ${n.protein} g · C ${n.carbs} g · F ${n.fat} g`;
}

function selectHref(term: string, foodId: number, grams?: number, portion?: string): string {
  const params = new URLSearchParams({ q: term, food: String(foodId) });
  if (grams) params.set("grams", String(grams));
  if (portion) params.set("portion", portion);
  return `?${params.toString()}#log-food`;
}

export function FoodSearchPanel({ initial, action, date, defaultMealType = "snack", error, onSelectFood }: FoodSearchPanelProps) {
  const search = useFoodSearch(initial.term, initial.results);
  const [selected, setSelected] = useState<FoodChoice | null>(initial.selected);
  const [quantity, setQuantity] = useState(String(initial.quantity));
  const [portionLabel, setPortionLabel] = useState<string | null>(initial.portionLabel);
  const fetcher = useFetcher<{ error?: string }>();
  const showToast = useToast();
  const submitted = useRef(false);
  const grams = normalizeQuantity(quantity);

  useEffect(() => {
    if (fetcher.state !== "idle") {
      submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    if (fetcher.data?.error) {
      showToast({ title: "Failed to Add Food", description: fetcher.data.error || "Please try again.", variant: "error" });
    } else {
      setSelected(null);
      setQuantity(String(DEFAULT_QUANTITY_G));
      setPortionLabel(null);
      search.setTerm("");
    }
  }, [fetcher.state, fetcher.data, showToast, search]);

  function choose(food: FoodChoice) {
    if (onSelectFood) {
      onSelectFood(food, grams);
      return;
    }
    setSelected(food);
    setPortionLabel(null);
  }

  const adding = fetcher.state !== "idle";

  return (
    <section aria-labelledby="food-search-title" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="food-search-title" className="text-lg font-semibold">
        Log food
      </h2>
      <form method="get" role="search" className="mt-3 flex gap-2" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="food-search" className="sr-only">
          Search foods
        </label>
        <input
          id="food-search"
          name="q"
          type="search"
          value={search.term}
          onChange={(event) => search.setTerm(event.target.value)}
          placeholder="Search foods, e.g. banana"
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-touch w-full rounded-xl border border-slate-300 px-3 text-base"
        />
        <noscript>
          <button type="submit" className="min-h-touch rounded-xl bg-slate-800 px-4 font-semibold text-white">
            Search
          </button>
        </noscript>
      </form>

      <div className="mt-2 min-h-6 text-sm" aria-live="polite">
        {search.state === "hint" ? <p className="text-slate-500">Type at least {MIN_SEARCH_LENGTH} characters to search</p> : null}
        {search.state === "loading" ? <p className="text-slate-500">Searching…</p> : null}
        {search.state === "error" ? (
          <div role="alert" className="text-red-700">
            <p className="font-semibold">Failed to search foods</p>
            <p>Please try again</p>
          </div>
        ) : null}
        {search.state === "empty" ? (
          <div>
            <p className="font-semibold">No foods found</p>
            <p className="text-slate-500">Try a different search term</p>
          </div>
        ) : null}
      </div>

      {search.results && search.results.length > 0 ? (
        <ul className="mt-1 max-h-80 divide-y divide-slate-100 overflow-y-auto" aria-label="Search results">
          {search.results.map((food) => (
            <li key={food.id}>
              <Link
                to={selectHref(search.term, food.id)}
                preventScrollReset
                onClick={(event) => {
                  event.preventDefault();
                  choose(food);
                }}
                aria-current={selected?.id === food.id ? "true" : undefined}
                className={[
                  "flex min-h-touch flex-col justify-center rounded-lg px-2 py-2",
                  selected?.id === food.id ? "bg-brand-50 ring-2 ring-brand-500" : "hover:bg-slate-50",
                ].join(" ")}
              >
                <span className="font-medium">{food.name}</span>
                <span className="text-xs text-slate-500">
                  {food.brand ? `${food.brand} · ` : ""}
                  {Math.round(food.caloriesPer100g ?? 0)} kcal per 100 g
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {selected && !onSelectFood ? (
        <fetcher.Form method="post" action={action} id="log-food" className="mt-4 rounded-xl border border-brand-100 bg-brand-50/50 p-3">
          <input type="hidden" name="intent" value="log-food" />
          <input type="hidden" name="foodId" value={selected.id} />
          {date ? <input type="hidden" name="date" value={date} /> : null}
          {portionLabel ? <input type="hidden" name="portionLabel" value={portionLabel} /> : null}
          <p className="font-semibold">{selected.name}</p>
          {selected.portions.length > 0 ? (
            <div className="mt-2 flex flex-wrap gap-2" aria-label="Portions">
              {selected.portions.slice(0, 6).map((portion) => (
                <Link
                  key={portion.label}
                  to={selectHref(search.term, selected.id, Math.round(portion.grams), portion.label)}
                  preventScrollReset
                  onClick={(event) => {
                    event.preventDefault();
                    setQuantity(String(normalizeQuantity(portion.grams)));
                    setPortionLabel(portion.label);
                  }}
                  className={[
                    "inline-flex min-h-touch items-center rounded-full border px-3 text-sm",
                    portionLabel === portion.label ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white",
                  ].join(" ")}
                >
                  {portion.label} ({Math.round(portion.grams)} g)
                </Link>
              ))}
            </div>
          ) : null}
          <div className="mt-3 grid grid-cols-2 gap-3">
            <label className="text-sm font-medium">
              Quantity (g)
              <input
                {...gramsInputProps}
                value={quantity}
                onChange={(event) => {
                  setQuantity(event.target.value);
                  setPortionLabel(null);
                }}
                onBlur={() => setQuantity(String(grams))}
                className="mt-1 block min-h-touch w-full rounded-lg border border-slate-300 px-3 text-base"
              />
            </label>
            <MealTypeSelect id="log-meal-type" defaultValue={defaultMealType} className="text-sm font-medium" />
          </div>
          <p className="mt-3 text-sm text-slate-700" data-testid="nutrition-preview">
            {describeNutrition(selected, grams)}
          </p>
          <p className="min-h-5 text-sm text-red-700" role={error ? "alert" : undefined}>
            {error ? `Failed to Add Food: ${error}` : ""}
          </p>
          <button
            type="submit"
            disabled={adding}
            className="mt-1 min-h-touch w-full rounded-xl bg-brand-600 px-4 font-semibold text-white disabled:opacity-60"
          >
            {adding ? "Adding…" : "Add"}
          </button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
