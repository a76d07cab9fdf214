// Where an Open Food Facts food comes from, as the catalogue stores it and the screens credit it
// (ODbL). Apart from openfoodfacts.ts so that the scan screen's script does not load Zod (issue 44).

export const OPEN_FOOD_FACTS_SOURCE = "openfoodfacts";
export const OPEN_FOOD_FACTS_CREDIT = "Nutrition data from Open Food Facts (openfoodfacts.org), under the Open Database License (ODbL)";
