// The catalogue foods the planner builds meals from (USDA ids of prisma/seed-data/foods.json), each
// with the part it plays in a meal, a usual portion and the range it may be scaled within, and
// how long it takes to make. Curated rather than the whole catalogue: the catalogue also holds
// raw flours, baby foods and restaurant items nobody plans a week around. Pure data.

/** The part a food plays in a meal template. */
export type PlannerRole = "main" | "breakfast" | "grain" | "topping" | "starch" | "vegetable" | "fruit" | "fat" | "snack";

export type PlannerFoodRule = {
  id: number;
  /** how the food reads in a dish name */
  short: string;
  role: PlannerRole;
  /** grams: the least that counts as a serving, a usual serving, the most in one meal */
  grams: readonly [min: number, usual: number, max: number];
  /** minutes to make it ready to eat (cooking it, or 0 for ready-to-eat) */
  prepMinutes: number;
  /** an animal product the food's USDA group does not tell (whey powder sits under Beverages) */
  dairy?: true;
};

const food = (
  id: number,
  short: string,
  role: PlannerRole,
  grams: readonly [number, number, number],
  prepMinutes: number,
  extra: { dairy?: true } = {},
): PlannerFoodRule => ({ id, short, role, grams, prepMinutes, ...extra });

export const PLANNER_FOODS: readonly PlannerFoodRule[] = [
  // mains: the protein of lunch and dinner
  food(5064, "roast chicken breast", "main", [80, 150, 300], 25),
  food(15086, "salmon", "main", [80, 140, 260], 20),
  food(15121, "tuna", "main", [60, 120, 240], 0),
  food(15016, "cod", "main", [80, 160, 300], 15),
  food(15262, "tilapia", "main", [80, 160, 300], 15),
  food(15271, "shrimp", "main", [80, 140, 280], 10),
  food(13454, "sirloin steak", "main", [80, 140, 260], 15),
  food(10061, "pork tenderloin", "main", [80, 140, 260], 35),
  food(5711, "roast turkey breast", "main", [80, 150, 300], 50),
  food(16126, "tofu", "main", [100, 200, 400], 10),
  food(16114, "tempeh", "main", [80, 150, 300], 10),
  food(16070, "lentils", "main", [100, 200, 400], 25),
  food(16057, "chickpeas", "main", [100, 180, 350], 5),
  food(16015, "black beans", "main", [100, 180, 350], 5),
  food(11212, "edamame", "main", [100, 160, 320], 5),
  food(1129, "boiled eggs", "main", [50, 100, 200], 10),
  // breakfast proteins
  food(1256, "Greek yogurt", "breakfast", [100, 200, 400], 0),
  food(1016, "cottage cheese", "breakfast", [100, 200, 400], 0),
  food(1132, "scrambled eggs", "breakfast", [60, 120, 240], 10),
  food(14066, "whey protein shake", "breakfast", [15, 30, 60], 0, { dairy: true }),
  food(14067, "soy protein shake", "breakfast", [15, 40, 80], 0),
  food(16139, "soy milk", "breakfast", [150, 250, 500], 0),
  // what tops a breakfast bowl
  food(12061, "almonds", "topping", [10, 20, 60], 0),
  food(12155, "walnuts", "topping", [10, 20, 60], 0),
  food(16098, "peanut butter", "topping", [10, 16, 60], 0),
  food(12006, "chia seeds", "topping", [10, 15, 45], 0),
  // breakfast grains and meal starches
  food(8120, "oats", "grain", [30, 50, 100], 5),
  food(18075, "wholemeal toast", "grain", [30, 64, 128], 3),
  food(20037, "brown rice", "starch", [80, 150, 350], 40),
  food(20137, "quinoa", "starch", [80, 150, 350], 15),
  food(20029, "couscous", "starch", [80, 150, 350], 5),
  food(20094, "pasta", "starch", [80, 150, 350], 10),
  food(11508, "baked sweet potato", "starch", [100, 180, 400], 45),
  food(11828, "baked potato", "starch", [100, 200, 400], 50),
  food(18042, "wholemeal pita", "starch", [30, 64, 128], 0),
  food(28295, "wholemeal wrap", "starch", [41, 41, 123], 0),
  // vegetables
  food(11091, "broccoli", "vegetable", [60, 120, 300], 8),
  food(11457, "spinach", "vegetable", [30, 60, 200], 0),
  food(11053, "green beans", "vegetable", [60, 120, 300], 8),
  food(11478, "courgette", "vegetable", [60, 120, 300], 8),
  food(11136, "cauliflower", "vegetable", [60, 120, 300], 8),
  food(11821, "red pepper", "vegetable", [50, 100, 250], 0),
  food(11529, "tomatoes", "vegetable", [50, 120, 300], 0),
  food(11124, "carrots", "vegetable", [50, 100, 250], 0),
  food(11233, "kale", "vegetable", [30, 60, 200], 5),
  food(11260, "mushrooms", "vegetable", [50, 100, 250], 8),
  food(11313, "peas", "vegetable", [50, 80, 200], 5),
  // fruit
  food(9003, "apple", "fruit", [80, 180, 360], 0),
  food(9040, "banana", "fruit", [60, 118, 240], 0),
  food(9050, "blueberries", "fruit", [50, 100, 250], 0),
  food(9316, "strawberries", "fruit", [50, 150, 300], 0),
  food(9200, "orange", "fruit", [80, 150, 300], 0),
  food(9302, "raspberries", "fruit", [50, 120, 250], 0),
  food(9252, "pear", "fruit", [80, 178, 360], 0),
  // fats a meal is dressed or cooked with
  food(4053, "olive oil", "fat", [0, 10, 40], 0),
  food(9037, "avocado", "fat", [0, 70, 200], 0),
  // snacks
  food(12061, "almonds", "snack", [10, 28, 80], 0),
  food(12155, "walnuts", "snack", [10, 28, 80], 0),
  food(16098, "peanut butter", "snack", [10, 32, 80], 0),
  food(16158, "hummus", "snack", [30, 60, 200], 0),
  food(1009, "cheddar", "snack", [15, 30, 90], 0),
  food(1028, "mozzarella", "snack", [20, 40, 120], 0),
];
