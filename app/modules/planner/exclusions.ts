import type { DietType } from "./preferences";

// Which foods a diet type, an allergy or a dislike leaves out (issue 27): by the food's USDA group
// and by its name. Pure.

export type ExclusionFood = { name: string; foodGroup: string | null; category: string; dairy?: boolean };

const MEAT_AND_FISH_GROUPS = [
  "Poultry Products",
  "Beef Products",
  "Pork Products",
  "Lamb, Veal, and Game Products",
  "Sausages and Luncheon Meats",
  "Finfish and Shellfish Products",
];
const DAIRY_AND_EGG_GROUP = "Dairy and Egg Products";
const GRAIN_GROUPS = ["Cereal Grains and Pasta", "Baked Products", "Breakfast Cereals"];
const LEGUME_GROUP = "Legumes and Legume Products";

const isEgg = (food: ExclusionFood) => /^egg\b/i.test(food.name);
const isDairy = (food: ExclusionFood) => food.dairy === true || (food.foodGroup === DAIRY_AND_EGG_GROUP && !isEgg(food));
const inGroups = (food: ExclusionFood, groups: readonly string[]) => food.foodGroup !== null && groups.includes(food.foodGroup);

/** Vegetarian: no meat or fish; vegan: also no dairy or eggs; paleo: no grains, dairy or legumes. Keto's limit is on the day's carbs (the planner). */
export function dietAllows(diet: DietType, food: ExclusionFood): boolean {
  if (diet === "vegetarian") return !inGroups(food, MEAT_AND_FISH_GROUPS);
  if (diet === "vegan") return !inGroups(food, MEAT_AND_FISH_GROUPS) && !isDairy(food) && !isEgg(food);
  if (diet === "paleo") return !inGroups(food, GRAIN_GROUPS) && !inGroups(food, [LEGUME_GROUP]) && !isDairy(food);
  return true;
}

/** Words that stand for a whole group of foods (an allergy is rarely typed as a USDA food name). */
const ALIASES: Record<string, (food: ExclusionFood) => boolean> = {
  dairy: isDairy,
  milk: isDairy,
  lactose: isDairy,
  egg: isEgg,
  meat: (food) => inGroups(food, MEAT_AND_FISH_GROUPS.slice(0, 5)),
  fish: (food) => food.foodGroup === "Finfish and Shellfish Products",
  seafood: (food) => food.foodGroup === "Finfish and Shellfish Products",
  shellfish: (food) => /\b(crustaceans|mollusks|shrimp|crab|lobster)\b/i.test(food.name),
  nut: (food) => food.foodGroup === "Nut and Seed Products",
  "tree nut": (food) => food.foodGroup === "Nut and Seed Products",
  gluten: (food) => inGroups(food, GRAIN_GROUPS) && !/\b(rice|quinoa|corn)\b/i.test(food.name),
  wheat: (food) => /\b(wheat|bread|pasta|couscous|pita|tortillas?|gluten)\b/i.test(food.name),
  soy: (food) => /\b(soy\w*|tofu|tempeh|edamame)\b/i.test(food.name),
  legume: (food) => food.foodGroup === LEGUME_GROUP,
  grain: (food) => inGroups(food, GRAIN_GROUPS),
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "Eggs" → "egg", "tomatoes" → "tomato": the entry's singular, so either form matches. */
function singular(term: string): string {
  if (/(ch|sh|x|o)es$/.test(term)) return term.slice(0, -2);
  if (/[^s]s$/.test(term)) return term.slice(0, -1);
  return term;
}

/**
 * Whether an allergy or dislike ("peanuts", "Dairy", "fish") rules the food out: the entry (or
 * its singular) as a whole word of the food's name or USDA group, its category, or a group word
 * it stands for (dairy, nuts, gluten, shellfish…).
 */
export function entryExcludes(entry: string, food: ExclusionFood): boolean {
  const term = singular(entry.trim().toLowerCase().replace(/\s+/g, " "));
  if (term === "") return false;
  const word = new RegExp(`\\b${escapeRegExp(term)}(s|es)?\\b`, "i");
  // a group word decides by its own rule ("dairy" is not the eggs of "Dairy and Egg Products")
  const alias = ALIASES[term];
  if (alias) return alias(food) || word.test(food.name);
  return word.test(food.name) || (food.foodGroup !== null && word.test(food.foodGroup)) || food.category.toLowerCase() === term;
}

/** Whether the food may appear in a plan for this diet, allergies and dislikes. */
export function planAllows(
  food: ExclusionFood,
  rules: { dietType: DietType; allergies: readonly string[]; dislikes: readonly string[] },
): boolean {
  return dietAllows(rules.dietType, food) && ![...rules.allergies, ...rules.dislikes].some((entry) => entryExcludes(entry, food));
}
