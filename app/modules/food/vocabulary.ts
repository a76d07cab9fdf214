// The everyday vocabulary of food search (docs/decisions/0005-food-search.md, issue 14): what
// people type, mapped to the words of the USDA catalogue. Pure data and lookups, no I/O; every
// target and every default form is checked against prisma/seed-data/foods.json by
// vocabulary.test.ts. Reviewed by hand: add an entry only for a word people really type, with a
// target the catalogue really holds.
import { singular, STOP_WORDS, wordsOf } from "./rank";

/**
 * Aliases: a word or phrase people type → the catalogue words to search instead, best first
 * ("chips" means potato chips in the US and fries in the UK: both, interleaved). `alone`: only
 * when it is the whole query ("salad" alone means a green salad; "potato salad" is in the catalogue).
 */
type Alias = { targets: string[]; alone?: boolean };

const A = (...targets: string[]): Alias => ({ targets });
const ALONE = (...targets: string[]): Alias => ({ targets, alone: true });

export const ALIASES: Readonly<Record<string, Alias>> = {
  // drinks
  coke: A("carbonated cola"),
  "coca cola": A("carbonated cola"),
  pepsi: A("carbonated cola"),
  cola: A("carbonated cola"),
  soda: ALONE("carbonated beverage"),
  pop: ALONE("carbonated beverage"),
  "soft drink": A("carbonated beverage"),
  "fizzy drink": A("carbonated beverage"),
  "diet coke": A("carbonated low calorie cola aspartame"),
  "diet cola": A("carbonated low calorie cola aspartame"),
  "diet soda": A("carbonated low calorie cola aspartame"),
  "coke zero": A("carbonated low calorie cola aspartame"),
  "sparkling water": A("water bottled perrier"),
  "fizzy water": A("water bottled perrier"),
  seltzer: A("carbonated club soda"),
  "sports drink": A("powerade lemon lime"),
  "black coffee": A("coffee"),
  oj: A("orange juice"),
  // dairy
  yoghurt: A("yogurt"),
  yogourt: A("yogurt"),
  yoghurts: A("yogurt"),
  soy: ALONE("soymilk"),
  "soy milk": A("soymilk"),
  "soya milk": A("soymilk"),
  "semi skimmed milk": A("milk reduced fat"),
  "semi skimmed": A("milk reduced fat"),
  "skimmed milk": A("milk nonfat"),
  "skim milk": A("milk nonfat"),
  "single cream": A("cream light"),
  "double cream": A("cream heavy whipping"),
  "heavy cream": A("cream heavy whipping"),
  // produce (UK / US names, plurals the stemmer misses)
  aubergine: A("eggplant"),
  aubergines: A("eggplant"),
  courgette: A("zucchini"),
  courgettes: A("zucchini"),
  beetroot: A("beets"),
  beet: A("beets"),
  rocket: A("arugula"),
  swede: A("rutabaga"),
  mangetout: A("peas edible podded"),
  "snow peas": A("peas edible podded"),
  "sugar snap peas": A("peas edible podded"),
  scallion: A("scallions"),
  "spring onion": A("scallions"),
  "spring onions": A("scallions"),
  "green onion": A("scallions"),
  "green onions": A("scallions"),
  capsicum: A("peppers sweet"),
  "bell pepper": A("peppers sweet"),
  "bell peppers": A("peppers sweet"),
  chilli: A("peppers hot chili"),
  chili: ALONE("peppers hot chili"),
  maize: A("corn sweet"),
  sweetcorn: A("corn sweet"),
  "sweet corn": A("corn sweet"),
  kiwi: A("kiwifruit"),
  garbanzo: A("chickpeas"),
  garbanzos: A("chickpeas"),
  "garbanzo beans": A("chickpeas"),
  "chick peas": A("chickpeas"),
  prawn: A("shrimp"),
  prawns: A("shrimp"),
  "salmon fillet": A("salmon"),
  // grains, breads, breakfast
  porridge: A("oats cooked"),
  oatmeal: ALONE("oats cooked"),
  cornflakes: A("corn flakes"),
  toast: ALONE("bread toasted"),
  // meat
  mince: A("ground beef"),
  "minced beef": A("ground beef"),
  "beef mince": A("ground beef"),
  "hamburger meat": A("ground beef"),
  steak: ALONE("beef steak"),
  "hot dog": A("frankfurter"),
  "hot dogs": A("frankfurter"),
  hotdog: A("frankfurter"),
  hotdogs: A("frankfurter"),
  wiener: A("frankfurter"),
  // dishes and snacks
  burger: A("hamburger"),
  burgers: A("hamburger"),
  "cheese burger": A("cheeseburger"),
  chips: ALONE("potato chips", "potatoes french fried"),
  crisps: A("potato chips"),
  fries: A("potatoes french fried"),
  "french fries": A("potatoes french fried"),
  "chips fries": A("potatoes french fried"),
  "mac and cheese": A("macaroni cheese"),
  "mac n cheese": A("macaroni cheese"),
  "mashed potatoes": A("potatoes mashed"),
  "mashed potato": A("potatoes mashed"),
  mash: ALONE("potatoes mashed"),
  "baked potato": A("potato baked"),
  "jacket potato": A("potato baked"),
  salad: ALONE("lettuce"),
  donut: A("doughnut"),
  donuts: A("doughnut"),
  jello: A("gelatin desserts"),
  jelly: ALONE("gelatin desserts"),
  // misspellings the typo correction cannot see (they are prefixes of real words, or real terms)
  tomatoe: A("tomato"),
  potatoe: A("potato"),
  cheeze: A("cheese"),
  cofee: A("coffee"),
  coffe: A("coffee"),
  expresso: A("espresso"),
  cappucino: A("cappuccino"),
  capuccino: A("cappuccino"),
  // dishes FNDDS holds under another name
  "tikka masala": A("chicken curry"),
  "chicken tikka masala": A("chicken curry"),
  "chicken tikka": A("chicken curry"),
  bolognese: A("pasta tomato sauce meat"),
  "spaghetti bolognese": A("pasta tomato sauce meat"),
  "spag bol": A("pasta tomato sauce meat"),
  "bagel with cream cheese": A("bagel", "cream cheese"),
  "milk chocolate": A("milk chocolate candy"),
  "sweet potato fries": A("sweet potato fries"), // not "fries" → french fried potatoes
  "fettuccine alfredo": A("pasta cream sauce"),
  "fettucine alfredo": A("pasta cream sauce"),
  milkshake: A("milk shake"),
  milkshakes: A("milk shake"),
  meatloaf: A("meat loaf"),
  blt: A("bacon lettuce tomato sandwich"),
  "philly cheesesteak": A("steak cheese submarine sandwich peppers onions"),
  "decaf coffee": A("coffee brewed decaffeinated"),
  moussaka: A("eggplant meat casserole"),
  // spreads and sauces
  mayo: A("mayonnaise"),
  ketchup: A("catsup"),
  pb: A("peanut butter"),
  pbj: A("peanut butter"),
};

/**
 * The form people mean by a query (its words' singulars, sorted, after the aliases): the one
 * catalogue food ranked first for it. Reviewed by hand, for the everyday words whose plain form
 * the ranking rules alone do not put first (see the ADR's "form people mean").
 */
export const DEFAULT_FORMS: Readonly<Record<string, string>> = {
  // produce: raw, the "all varieties" or "year round average" entry
  banana: "Bananas, raw", // FNDDS's "Banana, raw" has the same values; SR28's has the household sizes
  orange: "Oranges, raw, all commercial varieties",
  grape: "Grapes, red or green (European type, such as Thompson seedless), raw",
  melon: "Melons, cantaloupe, raw",
  grapefruit: "Grapefruit, raw, pink and red and white, all areas",
  avocado: "Avocados, raw, all commercial varieties",
  raisin: "Raisins, seedless",
  prune: "Plums, dried (prunes), uncooked",
  tomato: "Tomatoes, red, ripe, raw, year round average",
  cucumber: "Cucumber, with peel, raw",
  lettuce: "Lettuce, green leaf, raw",
  potato: "Potato, flesh and skin, raw",
  corn: "Corn, sweet, yellow, raw",
  "corn sweet": "Corn, sweet, yellow, raw",
  mushroom: "Mushrooms, white, raw",
  zucchini: "Squash, summer, zucchini, includes skin, raw",
  "pepper sweet": "Peppers, sweet, red, raw",
  "chili hot pepper": "Peppers, hot chili, red, raw",
  beet: "Beets, raw",
  jalapeno: "Peppers, jalapeno, raw",
  // grains and pasta: cooked
  rice: "Rice, white, long-grain, regular, cooked, enriched",
  "rice white": "Rice, white, long-grain, regular, cooked, enriched",
  "brown rice": "Rice, brown, long-grain, cooked",
  pasta: "Pasta, fresh-refrigerated, plain, cooked",
  spaghetti: "Spaghetti, cooked, enriched, without added salt",
  macaroni: "Macaroni, vegetable, cooked, enriched",
  noodle: "Noodles, egg, cooked, enriched",
  "cooked oat": "Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt",
  lentil: "Lentils, mature seeds, cooked, boiled, without salt",
  chickpea: "Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt",
  "bean black": "Beans, black, mature seeds, cooked, boiled, without salt",
  "bean kidney": "Beans, kidney, all types, mature seeds, cooked, boiled, without salt",
  "baked bean": "Beans, baked, canned, plain or vegetarian",
  // breads, breakfast, baked goods
  bread: "Bread, white, commercially prepared (includes soft bread crumbs)",
  "bread white": "Bread, white, commercially prepared (includes soft bread crumbs)",
  "bread wheat whole": "Bread, whole-wheat, commercially prepared",
  "bread toasted": "Bread, white, commercially prepared, toasted",
  tortilla: "Tortillas, ready-to-bake or -fry, flour, refrigerated",
  granola: "Cereals ready-to-eat, granola, homemade",
  "corn flake": "Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes",
  pancake: "Pancakes, plain, prepared from recipe",
  croissant: "Croissants, butter",
  muffin: "Muffins, blueberry, commercially prepared (Includes mini-muffins)",
  cracker: "Crackers, saltines (includes oyster, soda, soup)",
  cookie: "Cookies, chocolate chip, commercially prepared, regular, higher fat, enriched",
  biscuit: "Biscuits, plain or buttermilk, prepared from recipe",
  cake: "Cake, yellow, commercially prepared, with chocolate frosting, in-store bakery",
  doughnut: "Doughnuts, cake-type, plain, sugared or glazed",
  // dairy: whole milk, plain yogurt, cheddar
  "fat milk reduced": "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D",
  "2 milk": "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D",
  soymilk: "Soymilk, original and vanilla, with added calcium, vitamins A and D",
  yogurt: "Yogurt, plain, whole milk, 8 grams protein per 8 ounce",
  cheese: "Cheese, cheddar",
  mozzarella: "Cheese, mozzarella, whole milk",
  cheddar: "Cheese, cheddar",
  parmesan: "Cheese, parmesan, hard",
  "cheese cottage": "Cheese, cottage, creamed, large or small curd",
  cream: "Cream, fluid, light (coffee cream or table cream)",
  "cream light": "Cream, fluid, light (coffee cream or table cream)",
  "cream sour": "Cream, sour, cultured",
  // meat and fish: the common cut
  chicken: "Chicken, broilers or fryers, meat only, raw",
  "breast chicken": "Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw",
  "chicken thigh": "Chicken, broilers or fryers, thigh, meat only, cooked, roasted",
  "chicken wing": "Chicken, broilers or fryers, wing, meat and skin, raw",
  turkey: "Turkey, whole, meat only, raw",
  "breast turkey": "Turkey, retail parts, breast, meat only, raw",
  "ground turkey": "Ground turkey, 93% lean, 7% fat, raw",
  beef: "Beef, ground, 85% lean meat / 15% fat, raw",
  "beef ground": "Beef, ground, 85% lean meat / 15% fat, raw",
  "beef steak": 'Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, choice, raw',
  pork: "Pork, fresh, loin, whole, separable lean and fat, raw",
  "chop pork": "Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw",
  bacon: "Pork, cured, bacon, unprepared",
  ham: "Ham, sliced, regular (approximately 11% fat)",
  sausage: "Sausage, Italian, pork, raw",
  lamb: 'Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4" fat, choice, raw',
  frankfurter: "Frankfurter, beef, unheated",
  salmon: "Fish, salmon, Atlantic, farmed, raw",
  tuna: "Fish, tuna, light, canned in water, drained solids",
  "canned tuna": "Fish, tuna, light, canned in water, drained solids",
  cod: "Fish, cod, Atlantic, raw",
  shrimp: "Crustaceans, shrimp, mixed species, raw",
  sardine: "Fish, sardine, Atlantic, canned in oil, drained solids with bone",
  mackerel: "Fish, mackerel, Atlantic, raw",
  crab: "Crustaceans, crab, blue, raw",
  lobster: "Crustaceans, lobster, northern, raw",
  // nuts, spreads, sweets
  hummus: "Hummus, commercial",
  "butter peanut": "Peanut butter, smooth style, with salt",
  almond: "Nuts, almonds",
  walnut: "Nuts, walnuts, english",
  peanut: "Peanuts, all types, raw",
  cashew: "Nuts, cashew nuts, raw",
  sugar: "Sugars, granulated",
  jam: "Jams and preserves",
  chocolate: "Chocolate, dark, 70-85% cacao solids",
  "chocolate dark": "Chocolate, dark, 70-85% cacao solids",
  "cream ice": "Ice creams, vanilla",
  candy: "Candies, hard",
  "dessert gelatin": "Gelatin desserts, dry mix, prepared with water",
  // snacks and dishes
  "chip potato": "Snacks, potato chips, plain, salted",
  "french fried potato": "Potatoes, french fried, crinkle or regular cut, salt added in processing, frozen, oven-heated",
  popcorn: "Snacks, popcorn, air-popped",
  pretzel: "Snacks, pretzels, hard, plain, salted",
  pizza: "Pizza, cheese, from restaurant or fast food, NS as to type of crust",
  hamburger: "Hamburger, NFS",
  cheeseburger: "Cheeseburger, NFS",
  sandwich: "Fast foods, submarine sandwich, cold cut on white bread with lettuce and tomato",
  soup: "Soup, chicken noodle, canned, prepared with equal volume water",
  "chicken soup": "Soup, chicken noodle, canned, prepared with equal volume water",
  "chicken noodle soup": "Soup, chicken noodle, canned, prepared with equal volume water",
  "soup tomato": "Soup, tomato, canned, prepared with equal volume water, commercial",
  lasagna: "Lasagna with meat sauce, frozen, prepared",
  burrito: "Burrito, beef and bean, microwaved",
  taco: "Fast foods, taco with beef, cheese and lettuce, hard shell",
  "cheese macaroni": "Macaroni and cheese, box mix with cheese sauce, prepared",
  "mashed potato": "Potatoes, mashed, home-prepared, whole milk and butter added",
  "baked potato": "Potato, baked, flesh and skin, without salt",
  // drinks
  coffee: "Coffee, brewed from grounds, prepared with tap water",
  tea: "Tea, black, brewed, prepared with tap water",
  "juice orange": "Orange juice, raw",
  "carbonated cola": "Carbonated beverage, cola",
  "beverage carbonated": "Carbonated beverage, cola",
  "aspartame calorie carbonated cola low": "Carbonated beverage, low calorie, cola or pepper-type, with aspartame, contains caffeine",
  lemonade: "Lemonade, frozen concentrate, white, prepared with water",
  beer: "Alcoholic beverage, beer, regular, all",
  wine: "Alcoholic beverage, wine, table, red",
  "white wine": "Alcoholic beverage, wine, table, white",
  water: "Water, tap, drinking",
  "drink energy": "Energy drink, RED BULL, with added caffeine, niacin, pantothenic acid, vitamins B6 and B12",
  mayonnaise: "Salad dressing, mayonnaise, regular",
  catsup: "Catsup",
  "sauce soy": "Soy sauce made from soy and wheat (shoyu)",
  gravy: "Gravy, beef, canned, ready-to-serve",
  // dishes and drinks as eaten (FNDDS): the "not further specified" or plainest everyday form
  "meat pasta sauce tomato": "Pasta with tomato-based sauce and meat, home recipe",
  "cream pasta sauce": "Pasta with cream sauce, home recipe",
  "protein shake": "Nutritional drink or shake, high protein, ready-to-drink, NFS",
  bagel: "Bagel",
  "sweet tea": "Tea, iced, brewed, black, pre-sweetened with sugar",
  "iced tea": "Tea, iced, brewed, black, unsweetened",
  omelet: "Egg omelet or scrambled egg, NS as to fat",
  grit: "Grits, NS as to regular, quick, or instant, NS as to fat",
  nacho: "Nachos with cheese",
  "chicken salad": "Chicken or turkey salad, made with mayonnaise",
  "milk shake": "Milk shake, home recipe, flavors other than chocolate",
  "fish fried": "Fish, NS as to type, coated, fried, made with oil",
  "beef stew": "Beef stew with potatoes, tomato-based sauce",
  "loaf meat": "Meat loaf made with beef",
  cupcake: "Cake or cupcake, NS as to type",
  pudding: "Pudding, chocolate, NFS",
  "fruit salad": "Fruit salad, fresh or raw, including citrus fruits, no dressing",
  risotto: "Rice, white, with cheese and/or cream based sauce, fat added",
  enchilada: "Enchilada with meat, red-chile or enchilada sauce",
  tamale: "Tamale with meat",
  empanada: "Empanada, Mexican turnover, filled with meat and vegetables",
  "buffalo wing": 'Chicken "wings" with hot sauce, from other sources',
  "onion ring": "Fried onion rings",
  "fried rice": "Rice, fried, NFS",
  "bean rice": "Beans and rice, with meat",
  "pepperoni pizza": "Pizza with pepperoni, from restaurant or fast food, NS as to type of crust",
  "cheese pizza": "Pizza, cheese, from restaurant or fast food, NS as to type of crust",
  "chicken grilled": "Chicken, NS as to part, grilled without sauce, skin not eaten",
  "fry potato sweet": "Sweet potato fries, NFS",
  coleslaw: "Cabbage salad or coleslaw, made with coleslaw dressing",
  "egg fried": "Egg, whole, fried, NS as to fat",
  "sandwich tuna": "Tuna salad sandwich, on bread",
  "beef taco": "Taco or tostada with meat",
};

/**
 * Foods people log that the catalogue does not hold: real words, never typos to correct. Alone,
 * they find only the searcher's own foods, and the search panel offers "Create a custom food".
 */
const MISSING_FOODS: ReadonlySet<string> = new Set([
  "flat white",
  "kombucha",
  "bubble tea",
  "boba",
  "matcha",
  "oat milk",
  "oatmilk",
  "poke",
  "poke bowl",
  "avocado toast",
  "quorn",
  "acai bowl",
  "dim sum",
  "gyoza",
  "falafel wrap",
]);

const MISSING_PHRASES = new Set([...MISSING_FOODS].map((phrase) => phraseWords(phrase).join(" ")));

/** The key of a query's words in DEFAULT_FORMS: their singulars, sorted ("white rice" = "rice white"). */
export function formKey(words: string[], toSingular: (word: string) => string = singular): string {
  return words
    .map(toSingular)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join(" ");
}

/** "cookies" → "cookie" (singular() gives "cooky", right for "berries" → "berry"). */
const dropS = (word: string) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);

/** The catalogue name of the form people mean by these words, if reviewed. */
export function defaultForm(words: string[]): string | undefined {
  return DEFAULT_FORMS[formKey(words)] ?? DEFAULT_FORMS[formKey(words, dropS)];
}

/** Is this whole query a food the catalogue lacks ("sushi", "oat milk")? */
export function isMissingFood(words: string[]): boolean {
  return MISSING_PHRASES.has(words.join(" "));
}

/** A phrase's words as a query sees them: no stop words ("mac and cheese" → mac, cheese). */
export function phraseWords(phrase: string): string[] {
  return wordsOf(phrase).filter((word) => !STOP_WORDS.has(word));
}

const ALIAS_WORDS: { words: string[]; alias: Alias }[] = Object.entries(ALIASES)
  .map(([phrase, alias]) => ({ words: phraseWords(phrase), alias }))
  .sort((a, b) => b.words.length - a.words.length);

/** Every word of the vocabulary (aliases, their targets, missing foods): a real word, never a typo. */
export const VOCABULARY_WORDS: ReadonlySet<string> = new Set([
  ...Object.entries(ALIASES).flatMap(([phrase, alias]) => [...phraseWords(phrase), ...alias.targets.flatMap(phraseWords)]),
  ...[...MISSING_FOODS].flatMap(phraseWords),
]);

/** At most this many rewritten queries per search (each costs one index query). */
const MAX_REWRITES = 3;

/**
 * The queries to search for a query's words, best first: each alias phrase (the longest first)
 * replaced by its targets. Empty when no alias applies. The first target of each phrase is used,
 * except for a query that is one phrase alone, which searches all its targets.
 */
export function rewriteQuery(words: string[]): string[][] {
  const parts: string[][][] = []; // per position: the alternatives for that span
  let changed = false;
  for (let i = 0; i < words.length;) {
    const found = ALIAS_WORDS.find(
      ({ words: phrase, alias }) => (!alias.alone || phrase.length === words.length) && phrase.every((word, k) => words[i + k] === word),
    );
    if (found) {
      const whole = found.words.length === words.length;
      parts.push((whole ? found.alias.targets : found.alias.targets.slice(0, 1)).map(phraseWords));
      i += found.words.length;
      changed = true;
    } else {
      parts.push([[words[i]!]]);
      i += 1;
    }
  }
  if (!changed) return [];
  let queries: string[][] = [[]];
  for (const alternatives of parts) queries = queries.flatMap((query) => alternatives.map((words) => [...query, ...words]));
  return queries.map((query) => [...new Set(query)]).slice(0, MAX_REWRITES);
}
