import { z } from "zod";
import { getVisibleFood } from "~/modules/food/catalog.server";
import type { FoodChoice } from "~/modules/food/food-choice";
import { DEFAULT_QUANTITY_G, MIN_SEARCH_LENGTH, normalizeQuantity } from "~/modules/food/nutrition";
import { searchFoods } from "~/modules/food/search.server";
import { IdSchema } from "~/modules/validate";

const PanelQuery = z.object({
  q: z.string().max(100).catch(""),
  food: IdSchema("Food id").optional().catch(undefined),
  grams: z.string().optional(),
  portion: z.string().max(120).optional().catch(undefined),
});

export type LogPanelState = {
  term: string;
  results: FoodChoice[] | null;
  selected: FoodChoice | null;
  quantity: number;
  portionLabel: string | null;
};

/**
 * What the search-and-log panel shows for a URL (?q=…&food=…&grams=…&portion=…), so that
 * searching, choosing and portions work as plain links and GET forms without JavaScript.
 */
export async function loadLogPanel(userId: number, url: URL): Promise<LogPanelState> {
  const query = PanelQuery.parse(Object.fromEntries(url.searchParams));
  const term = query.q.trim();
  const [results, selected] = await Promise.all([
    term.length >= MIN_SEARCH_LENGTH ? searchFoods(userId, term) : Promise.resolve(null),
    query.food ? getVisibleFood(userId, query.food) : Promise.resolve(null),
  ]);
  const quantity = query.grams === undefined ? DEFAULT_QUANTITY_G : normalizeQuantity(query.grams);
  const portionLabel = selected?.portions.some((p) => p.label === query.portion) ? query.portion! : null;
  return { term: query.q, results, selected, quantity, portionLabel };
}
