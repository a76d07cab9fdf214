import type { Per100g } from "~/modules/food/nutrition";
import { cutText } from "~/modules/text";

// Grounding (docs/decisions/0012-grounded-meal-scan.md): the model only says what it sees and how
// many grams; the figures come from our catalogue whenever a catalogue food is clearly the same
// thing. Pure: scan.server.ts runs the searches and hands the results here.

/** What the model says about one food on the plate (its figures are for its grams). */
export type ModelFood = {
  name: string;
  grams: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  confidence: number;
};

/** A catalogue food as a candidate match. */
export type CatalogueFood = Per100g & { id: number; name: string };

/** Words that say how a food was cooked: the catalogue says "cooked" (or names the method after the food). */
const COOKING_WORDS = new Set([
  "grilled",
  "steamed",
  "roasted",
  "baked",
  "boiled",
  "sauteed",
  "sautéed",
  "poached",
  "braised",
  "broiled",
  "pan-fried",
  "stir-fried",
  "cooked",
]);
/** Words that describe a serving, not the food. */
const SERVING_WORDS = new Set([
  "fresh",
  "mixed",
  "sliced",
  "chopped",
  "diced",
  "homemade",
  "side",
  "plain",
  "small",
  "medium",
  "large",
  "piece",
  "pieces",
  "serving",
  "portion",
  "bowl",
  "plate",
  "cup",
  "of",
  "a",
  "an",
  "the",
  "with",
  "and",
  "some",
]);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);

/** A word's simple stem, so "eggs" matches "egg", "berries" "berry", "fries" "fried". */
export function stem(word: string): string {
  return word.replace(/(ies|ied)$/, "y").replace(/(es|s)$/, "");
}

/**
 * The searches to try for a name the model gave, most specific first: the name as given; the food
 * words with "cooked" when a cooking word was there ("steamed broccoli" → "broccoli cooked"); the
 * food words alone ("broccoli"). Duplicates and terms under 2 characters are left out.
 */
export function searchTermsFor(name: string): string[] {
  const words = wordsOf(name).slice(0, 12);
  const cooked = words.some((word) => COOKING_WORDS.has(word));
  const food = words.filter((word) => !COOKING_WORDS.has(word) && !SERVING_WORDS.has(word));
  const terms = [words.join(" "), cooked && food.length > 0 ? [...food, "cooked"].join(" ") : "", food.join(" ")];
  return [...new Set(terms.map((term) => cutText(term, 100).trim()))].filter((term) => term.length >= 2);
}

/** Every word of the term (or its stem) is a word of the catalogue name: "dragon fruit" is not "Fruit cocktail". */
export function nameMatches(term: string, catalogueName: string): boolean {
  const have = new Set(wordsOf(catalogueName).flatMap((word) => [word, stem(word)]));
  return wordsOf(term).every((word) => have.has(word) || have.has(stem(word)));
}

/** Energy per 100 g from the model's figures for its grams (null when it gave no grams). */
export function estimatePer100g(food: ModelFood): Per100g | null {
  if (!(food.grams > 0)) return null;
  const per100 = (value: number) => Math.round(((value * 100) / food.grams) * 10) / 10;
  return {
    caloriesPer100g: per100(food.calories),
    proteinPer100g: per100(food.protein),
    carbsPer100g: per100(food.carbs),
    fatPer100g: per100(food.fat),
  };
}

/** Within this many kcal per 100 g, any two foods are close enough (vegetables, drinks). */
const DENSITY_SLACK_KCAL = 60;
/** Otherwise the denser may be at most this many times the lighter (raw rice vs cooked: ×2.8). */
const DENSITY_RATIO = 2;

/**
 * Could the catalogue food be what the model estimated? Its calories per 100 g must be near the
 * model's: within 60 kcal, or at most twice (either way). A food without a calorie figure never is.
 */
export function plausibleDensity(estimate: Per100g | null, food: Per100g): boolean {
  const ours = food.caloriesPer100g;
  if (ours === null) return false;
  const theirs = estimate?.caloriesPer100g;
  if (theirs === null || theirs === undefined) return true; // nothing to compare: the name decides
  if (Math.abs(ours - theirs) <= DENSITY_SLACK_KCAL) return true;
  const [low, high] = ours < theirs ? [ours, theirs] : [theirs, ours];
  return low > 0 && high / low <= DENSITY_RATIO;
}

/**
 * Does the catalogue name say what the model said, preparation included, and lead with that food?
 * Every food or cooking word of the model's name is in the catalogue name ("white rice, cooked" →
 * "Rice, white, long-grain, cooked"), and so is every word before its first comma ("Salad
 * dressing, caesar" is a dressing, not a "caesar salad").
 */
export function namesSameFood(modelName: string, catalogueName: string): boolean {
  const given = wordsOf(modelName).filter((word) => !SERVING_WORDS.has(word));
  const head = catalogueName.split(",")[0] ?? "";
  const saysFood = wordsOf(head).every((word) => given.some((own) => own === word || stem(own) === stem(word)));
  return given.length > 0 && saysFood && nameMatches(given.join(" "), catalogueName);
}

/** How many catalogue foods a scanned item offers to swap between. */
const MAX_OPTIONS = 5;

type Grounding = { options: CatalogueFood[]; match: CatalogueFood | null };

/** The candidate whose calories per 100 g are nearest the model's (any, when it gave none). */
function nearestDensity(estimate: Per100g | null, candidates: CatalogueFood[]): CatalogueFood | null {
  const theirs = estimate?.caloriesPer100g ?? null;
  const distance = (food: CatalogueFood) => (theirs === null ? 0 : Math.abs((food.caloriesPer100g ?? 0) - theirs));
  return candidates.reduce<CatalogueFood | null>((best, food) => (best === null || distance(food) < distance(best) ? food : best), null);
}

/**
 * The catalogue foods a model's food may be (each search's results whose name carries every word
 * of its term, in search order, at most 5) and the match:
 * - a catalogue food named as the model named it (namesSameFood) wins even when the model's energy
 *   density disagrees: the model is the one that errs about figures. The density only chooses
 *   between such foods (raw or cooked rice): the first plausible one, else the nearest;
 * - otherwise the first option whose energy density is plausible (a "good match"), or null when
 *   there is none: the model's estimate is used then.
 */
export function ground(food: ModelFood, searches: { term: string; foods: CatalogueFood[] }[]): Grounding {
  const estimate = estimatePer100g(food);
  const options: CatalogueFood[] = [];
  for (const { term, foods } of searches) {
    for (const candidate of foods) {
      if (options.length >= MAX_OPTIONS) break;
      if (options.some((option) => option.id === candidate.id)) continue;
      if (nameMatches(term, candidate.name)) options.push(candidate);
    }
  }
  const named = options.filter((option) => option.caloriesPer100g !== null && namesSameFood(food.name, option.name));
  const match =
    named.find((option) => plausibleDensity(estimate, option)) ??
    nearestDensity(estimate, named) ??
    options.find((option) => plausibleDensity(estimate, option)) ??
    null;
  return { options, match };
}
