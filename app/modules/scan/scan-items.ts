import { nutritionFor, sumNutrients, type Nutrients, type Per100g } from "~/modules/food/nutrition";
import { plausibleDensity } from "./grounding";

// A scanned meal's foods as the member corrects them: stored as JSON on the FoodScan row, shown on
// /scan, and turned into meal entries when saved. Pure, so the browser recomputes totals as grams
// change with the very rule the server saves with.

/** A catalogue food a scanned item can be (its per-100 g figures as read when analyzed). */
type ScanOption = Per100g & { id: number; name: string };

export type ScanItem = {
  /** what the model called it, or the catalogue name of a food the member added */
  name: string;
  grams: number;
  /** the model's confidence 0–1; null for a food the member added */
  confidence: number | null;
  /** the model's own figures per 100 g (null for a food the member added) */
  estimate: Per100g | null;
  /** catalogue foods it may be, best first */
  options: ScanOption[];
  /** the chosen option's food id; null: the model's estimate */
  choice: number | null;
  /** set once the member changed its grams or its match (the meal scan's accuracy counts the foods kept as identified) */
  corrected?: boolean;
};

export type ScanFoodView = Nutrients & {
  name: string;
  /** the catalogue food the figures come from; null: the model's estimate */
  foodId: number | null;
  matchedName: string | null;
  quantity: number;
  unit: "g";
  confidence: number;
  estimated: boolean;
  /** the model's own calories for these grams when they disagree with the catalogue food's; null otherwise */
  modelCalories: number | null;
};

/** The per-100 g figures an item's nutrients come from: its chosen catalogue food, else the model's estimate. */
export function sourceOf(item: ScanItem): { option: ScanOption | null; per100: Per100g } {
  const option = item.choice === null ? null : (item.options.find((candidate) => candidate.id === item.choice) ?? null);
  const per100 = option ?? item.estimate ?? { caloriesPer100g: 0, proteinPer100g: 0, carbsPer100g: 0, fatPer100g: 0 };
  return { option, per100 };
}

/** One item as the analysis answer and the screen show it (spec core §3 plus where its figures come from). */
export function viewItem(item: ScanItem): ScanFoodView {
  const { option, per100 } = sourceOf(item);
  return {
    name: item.name,
    foodId: option?.id ?? null,
    matchedName: option?.name ?? null,
    quantity: item.grams,
    unit: "g",
    ...nutritionFor(per100, item.grams),
    confidence: item.confidence ?? 1,
    estimated: option === null,
    modelCalories:
      option !== null && item.estimate !== null && !plausibleDensity(item.estimate, option)
        ? nutritionFor(item.estimate, item.grams).calories
        : null,
  };
}

export function scanTotals(items: ScanItem[]): Nutrients {
  return sumNutrients(items.map(viewItem));
}

/** A correction of one item: new grams, another choice ("estimate" or an option's food id), or its removal. */
export type ItemCorrection = { grams?: number; choice?: number | "estimate"; remove?: boolean };

/**
 * The items with the corrections applied (one per item, in order; missing ones leave the item as
 * it is). Returns a message instead when a correction does not fit: a choice that is not one of
 * the item's options, or "estimate" for an item without one.
 */
export function applyCorrections(items: ScanItem[], corrections: ItemCorrection[]): ScanItem[] | string {
  if (corrections.length > items.length) return "More corrections than foods: reload the scan and try again";
  const out: ScanItem[] = [];
  for (const [index, item] of items.entries()) {
    const correction = corrections[index] ?? {};
    if (correction.remove) continue;
    let choice = item.choice;
    if (correction.choice === "estimate") {
      if (!item.estimate) return `${item.name} has no estimate to go back to`;
      choice = null;
    } else if (correction.choice !== undefined) {
      if (!item.options.some((option) => option.id === correction.choice)) return `Choose one of the matches offered for ${item.name}`;
      choice = correction.choice;
    }
    const grams = correction.grams ?? item.grams;
    const corrected = item.corrected === true || grams !== item.grams || choice !== item.choice;
    out.push({ ...item, grams, choice, ...(corrected ? { corrected: true } : {}) });
  }
  return out;
}

/** Parses stored items (JSON text); anything unreadable reads as no items. */
export function parseItems(json: string | null): ScanItem[] {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as ScanItem[]) : [];
  } catch {
    return [];
  }
}
