import { MIN_SEARCH_LENGTH } from "~/modules/food/search-term";
import { ADD_SCAN_FOOD_INTENT } from "~/modules/scan/intents";
import type { LogPanelState } from "~/shared/log-panel-state";
import { FoodSearchForm } from "~/ui/food-search/FoodSearchForm";
import { useFoodSearch } from "~/ui/food-search/useFoodSearch";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";
import { gramsInputProps } from "~/ui/grams-input";
import { SCAN_FORM_ID } from "./ScanResult";

/**
 * Adds a food the photo missed (spec core §2's search panel, with the scan handling the choice):
 * search the catalogue, then Add posts the scan form with the food and its grams, so the other
 * corrections travel with it. Searching works as a GET form without JavaScript.
 */
export function AddFoodToScan({ scanId, panel }: { scanId: number; panel: LogPanelState }) {
  const search = useFoodSearch(panel.term, panel.results);
  return (
    <Card title="Add a food" titleId="scan-add-food">
      <FoodSearchForm
        id="scan-food-search"
        label="Search foods to add"
        placeholder="Search, e.g. apple"
        search={search}
        hidden={<input type="hidden" name="scan" value={scanId} />}
      />
      <div className="mt-2 grid grid-cols-[6.5rem_1fr] items-end gap-2">
        <div>
          <label htmlFor="scan-add-grams" className="block text-xs font-medium text-slate-700">
            Grams
          </label>
          <input {...gramsInputProps} id="scan-add-grams" form={SCAN_FORM_ID} defaultValue={panel.quantity} className={inputClass} />
        </div>
        <p className="min-h-6 text-sm text-slate-600" aria-live="polite">
          {search.state === "hint" ? `Type at least ${MIN_SEARCH_LENGTH} characters to search` : null}
          {search.state === "loading" ? "Searching…" : null}
          {search.state === "empty" ? "No foods found. Try a different search term" : null}
          {search.state === "error" ? (search.message ?? "Failed to search foods. Please try again") : null}
        </p>
      </div>
      {search.results && search.results.length > 0 ? (
        <ul className="mt-2 max-h-80 divide-y divide-slate-100 overflow-y-auto" aria-label="Foods to add">
          {search.results.map((food) => (
            <li key={food.id} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block break-words font-medium">{food.name}</span>
                <span className="text-xs text-slate-600">{Math.round(food.caloriesPer100g ?? 0)} kcal per 100 g</span>
              </span>
              <Button
                variant="secondary"
                form={SCAN_FORM_ID}
                name="intent"
                value={`${ADD_SCAN_FOOD_INTENT}:${food.id}`}
                formNoValidate
                className="shrink-0 text-sm"
                aria-label={`Add ${food.name}`}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
