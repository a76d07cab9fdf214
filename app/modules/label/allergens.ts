// The allergens named by a label's ingredient list and its "Contains" statement. Pure.
//
// The groups are the EU's fourteen (Regulation 1169/2011, Annex II), which hold the US's nine
// major allergens (FALCPA and the FASTER Act: milk, eggs, fish, crustacean shellfish, tree nuts,
// peanuts, wheat, soybeans, sesame). Wheat is named on its own as well as within gluten, as US
// labels do. Each group is found by the words that name it in an ingredient list; words that only
// look like it are excluded ("buckwheat", "peanut butter" is not milk, "coconut milk" is not milk,
// "cocoa butter", "eggplant", "nutmeg").

export const ALLERGENS = [
  "Milk",
  "Eggs",
  "Fish",
  "Crustaceans",
  "Molluscs",
  "Peanuts",
  "Tree nuts",
  "Wheat",
  "Gluten",
  "Soy",
  "Sesame",
  "Celery",
  "Mustard",
  "Lupin",
  "Sulphites",
] as const;

export type Allergen = (typeof ALLERGENS)[number];

const PLANT_MILKS = "(?:coconut|almond|oat|soy|soya|rice|cashew|hazelnut|peanut|shea|cocoa|nut|apple|seed)";

const WORDS: Record<Allergen, RegExp> = {
  Milk: new RegExp(
    `\\b(?:whey|casein(?:ate)?s?|lactose|cheese|yogh?urt|ghee|milk\\s*(?:powder|solids|fat|protein)|skim(?:med)?\\s*milk|buttermilk|` +
      `(?<!${PLANT_MILKS}\\s)(?:milk|butter|cream)(?!\\s*of\\s*tartar))\\b`,
    "i",
  ),
  Eggs: /\b(?:eggs?|egg\s*(?:white|yolk|powder)s?|albumen|albumin|ovalbumin|lysozyme|mayonnaise)\b/i,
  Fish: /\b(?:fish|anchov(?:y|ies)|cod|salmon|tuna|tilapia|pollock|haddock|sardines?|mackerel|trout|herring|hake)\b/i,
  Crustaceans: /\b(?:shrimps?|prawns?|crabs?|lobsters?|crayfish|langoustines?|krill)\b/i,
  Molluscs: /\b(?:mussels?|oysters?|clams?|squid|scallops?|octopus|snails?|molluscs?|cuttlefish)\b/i,
  Peanuts: /\b(?:peanuts?|groundnuts?|arachis)\b/i,
  "Tree nuts":
    /\b(?:almonds?|hazelnuts?|walnuts?|cashews?|pecans?|pistachios?|macadamias?|brazil\s*nuts?|pine\s*nuts?|tree\s*nuts?|nuts)\b/i,
  Wheat: /\b(?<!buck)(?:wheat|semolina|durum|spelt|kamut|farina|couscous|bulgur)\b/i,
  Gluten: /\b(?<!buck)(?:wheat|semolina|durum|spelt|kamut|farina|couscous|bulgur|barley|rye|oats?|oat\s*flakes|malt|gluten)\b/i,
  Soy: /\b(?:soy|soya|soybeans?|edamame|tofu|tempeh|miso)\b/i,
  Sesame: /\b(?:sesame|tahini|tahina)\b/i,
  Celery: /\b(?:celery|celeriac)\b/i,
  Mustard: /\bmustard\b/i,
  Lupin: /\blupin(?:e|s)?\b/i,
  Sulphites: /\b(?:sul(?:ph|f)ites?|metabisul(?:ph|f)ites?|sul(?:ph|f)ur\s*dioxide|e\s?22[0-8])\b/i,
};

/** The allergen groups the texts name, in the groups' order. */
export function allergensIn(texts: readonly string[]): Allergen[] {
  const text = texts.join(", ");
  return ALLERGENS.filter((allergen) => WORDS[allergen].test(text));
}
