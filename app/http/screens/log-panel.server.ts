import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { LogPanelState } from "~/shared/log-panel-state";
import { getVisibleFood } from "~/modules/food/catalogue.server";
import { DEFAULT_QUANTITY_G, normalizeQuantity } from "~/modules/food/nutrition";
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, SEARCH_TOO_LONG } from "~/modules/food/search-term";
import { searchFoods } from "~/modules/food/search.server";
import { mealSlotFor } from "~/modules/meal/meal-slot";
import { userClock } from "~/modules/user/clock.server";
import { IdSchema } from "~/modules/validate";

const PanelQuery = z.object({
  q: z.string().catch(""),
  food: IdSchema("Food id").optional().catch(undefined),
  grams: z.string().optional(),
  portion: z.string().max(120).optional().catch(undefined),
});

/**
 * What the search-and-log panel shows for a URL (?q=…&food=…&grams=…&portion=…), so that
 * searching, choosing and portions work as plain links and GET forms without JavaScript.
 */
export async function loadLogPanel(userId: number, url: URL): Promise<LogPanelState> {
  const query = PanelQuery.parse(Object.fromEntries(url.searchParams));
  const term = query.q.trim();
  const tooLong = term.length > MAX_SEARCH_LENGTH;
  const [results, selected, { timeZone }] = await Promise.all([
    term.length >= MIN_SEARCH_LENGTH && !tooLong ? searchFoods(userId, term) : Promise.resolve(null),
    query.food ? getVisibleFood(userId, query.food) : Promise.resolve(null),
    userClock(userId),
  ]);
  const quantity = query.grams === undefined ? DEFAULT_QUANTITY_G : normalizeQuantity(query.grams);
  const portionLabel = selected?.portions.some((p) => p.label === query.portion) ? query.portion! : null;
  return {
    term: query.q,
    results,
    searchError: tooLong ? SEARCH_TOO_LONG : null,
    selected,
    quantity,
    portionLabel,
    mealType: mealSlotFor(new Date(), timeZone),
    formKey: randomUUID(),
  };
}
