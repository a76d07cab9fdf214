import { solve, type Coefficients, type Constraint } from "yalps";
import { nutritionFor, sumNutrients, type Nutrients } from "~/modules/food/nutrition";
import { planAllows } from "./exclusions";
import type { PlannerFoodRule, PlannerRole } from "./planner-foods";
import { COOKING_MINUTES, type MealPreferences } from "./preferences";
import { dayTemplates, type MealSlot, type MealTemplate } from "./templates";

// The deterministic planner (issue 27): seven days of meals from catalogue foods, each day's grams
// chosen by a linear programme (yalps) so the day lands within ±5 % of the calorie target with at
// least 95 % of the protein target. Pure: the caller passes the foods.

export const PLAN_DAYS = 7;
/** The promise (±5 % calories, ≥ 95 % protein, keto ≤ 50 g carbs) and the tighter aim of the programme, which leaves room for rounding grams. */
export const CALORIE_TOLERANCE = 0.05;
export const PROTEIN_FLOOR = 0.95;
export const KETO_CARBS_G = 50;
const AIM = { calories: 0.03, protein: 0.97, ketoCarbs: 46 };
/** How far a meal's calories may stray from its share of the day. */
const MEAL_SHARE_RANGE = [0.5, 1.6] as const;
/** Keto leaves out foods this starchy or sweet per 100 g, unless they are mostly fat (nuts). */
const KETO_MAX_CARBS_PER_100G = 10;
const KETO_FATTY_PER_100G = 40;
/** Keto's meals take fat where others take grains and starch (cheese or nuts at breakfast, avocado or oil at dinner). */
const KETO_ROLES: Partial<Record<PlannerRole, PlannerRole>> = { grain: "snack", starch: "fat" };
/** A meal bigger than this many kcal may scale its foods' largest servings up in proportion (a 1,400 kcal dinner is a bigger plate). */
const MEAL_KCAL_OF_LARGEST_SERVINGS = 700;
/** Other food choices tried for a day before giving up. */
const ATTEMPTS = 6;

export type PlannerFood = PlannerFoodRule & {
  name: string;
  foodGroup: string | null;
  category: string;
  caloriesPer100g: number | null;
  proteinPer100g: number | null;
  carbsPer100g: number | null;
  fatPer100g: number | null;
};

export type PlannedFood = Nutrients & { foodId: number; name: string; short: string; grams: number };
export type PlannedMeal = Nutrients & {
  slot: MealSlot;
  name: string;
  /** a one-line method, when a model named the dish (dish-names.server.ts) */
  method?: string;
  prepMinutes: number;
  foods: PlannedFood[];
};
export type PlanDay = Nutrients & { day: number; meals: PlannedMeal[] };
export type PlanResult = { ok: true; days: PlanDay[] } | { ok: false; reason: string };

type Choice = { template: MealTemplate; share: number; foods: PlannerFood[] };

const per = (value: number | null) => (value ?? 0) / 100;

/** The foods left for each role after the diet, allergies, dislikes, cooking time and keto's starch rule. */
function candidatesByRole(foods: readonly PlannerFood[], prefs: MealPreferences): Map<PlannerRole, PlannerFood[]> {
  const longest = COOKING_MINUTES[prefs.cookingTime];
  const byRole = new Map<PlannerRole, PlannerFood[]>();
  for (const food of foods) {
    if (!planAllows(food, prefs)) continue;
    if (food.prepMinutes + 5 > longest) continue;
    if (prefs.dietType === "keto" && (food.carbsPer100g ?? 0) > KETO_MAX_CARBS_PER_100G && (food.fatPer100g ?? 0) < KETO_FATTY_PER_100G)
      continue;
    byRole.set(food.role, [...(byRole.get(food.role) ?? []), food]);
  }
  return byRole;
}

/**
 * The day's foods: each role takes the next food of its list in turn (`turns`, a counter per role
 * running across the week and advanced here, so a food comes back only after the others have had
 * their turn), skipping a food already in the same meal; `shift` moves the proteins on for
 * another attempt.
 */
function chooseDay(
  prefs: MealPreferences,
  byRole: Map<PlannerRole, PlannerFood[]>,
  turns: Map<PlannerRole, number>,
  shift: number,
): Choice[] {
  return dayTemplates(prefs.mealsPerDay).map(({ template, share }) => {
    const foods: PlannerFood[] = [];
    for (const templateRole of template.roles) {
      const role = (prefs.dietType === "keto" && KETO_ROLES[templateRole]) || templateRole;
      const list = byRole.get(role) ?? [];
      for (let tried = 0; tried < list.length; tried++) {
        const turn = turns.get(role) ?? 0;
        turns.set(role, turn + 1);
        const food = list[(turn + (role === "main" || role === "breakfast" ? shift : 0)) % list.length];
        // By id: a food may play two roles (almonds are a topping and a snack).
        if (food && !foods.some((chosen) => chosen.id === food.id)) {
          foods.push(food);
          break;
        }
      }
    }
    return { template, share, foods };
  });
}

type Limits = { protein: boolean; carbs: boolean };

/** The linear programme of one day: grams per food, close to each food's usual serving scaled to its meal's share. */
function solveDay(choices: Choice[], prefs: MealPreferences, limits: Limits): number[][] | null {
  const target = prefs.calorieTarget;
  const constraints = new Map<string, Constraint>([["calories", { min: target * (1 - AIM.calories), max: target * (1 + AIM.calories) }]]);
  if (limits.protein) constraints.set("protein", { min: prefs.proteinTarget * AIM.protein });
  if (limits.carbs && prefs.dietType === "keto") constraints.set("carbs", { max: AIM.ketoCarbs });
  const variables = new Map<string, Coefficients>();
  choices.forEach(({ share, foods }, meal) => {
    constraints.set(`meal${meal}`, { min: target * share * MEAL_SHARE_RANGE[0], max: target * share * MEAL_SHARE_RANGE[1] });
    const usualCalories = foods.reduce((sum, food) => sum + food.grams[1] * per(food.caloriesPer100g), 0) || 1;
    const scale = (target * share) / usualCalories;
    const plate = Math.max(1, (target * share) / MEAL_KCAL_OF_LARGEST_SERVINGS);
    foods.forEach((food, item) => {
      const key = `${meal}:${item}`;
      const [min, usual] = food.grams;
      const max = food.grams[2] * plate;
      const aim = Math.min(max, Math.max(min, usual * scale)) || 1;
      constraints.set(`bound ${key}`, { min, max });
      constraints.set(`aim ${key}`, { equal: aim });
      variables.set(`g ${key}`, {
        calories: per(food.caloriesPer100g),
        protein: per(food.proteinPer100g),
        carbs: per(food.carbsPer100g),
        [`meal${meal}`]: per(food.caloriesPer100g),
        [`bound ${key}`]: 1,
        [`aim ${key}`]: 1,
      });
      // grams − over + under = aim; the cost is the relative distance from the aim
      variables.set(`over ${key}`, { [`aim ${key}`]: -1, cost: 1 / aim });
      variables.set(`under ${key}`, { [`aim ${key}`]: 1, cost: 1 / aim });
    });
  });
  const solution = solve({ direction: "minimize", objective: "cost", constraints, variables }, { includeZeroVariables: true });
  if (solution.status !== "optimal") return null;
  const grams = new Map(solution.variables);
  return choices.map(({ foods }, meal) => foods.map((_, item) => Math.round(grams.get(`g ${meal}:${item}`) ?? 0)));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Tofu with quinoa, broccoli and olive oil". */
function dishName(foods: readonly PlannedFood[]): string {
  const [first = "", ...rest] = foods.map((food) => food.short);
  if (rest.length === 0) return capitalise(first);
  const last = rest.pop();
  return capitalise(`${first} with ${rest.length ? `${rest.join(", ")} and ` : ""}${last}`);
}

function buildDay(day: number, choices: Choice[], grams: number[][]): PlanDay {
  const meals = choices.map(({ template, foods }, meal): PlannedMeal => {
    const planned = foods
      .map((food, item) => ({ food, grams: grams[meal]?.[item] ?? 0 }))
      .filter(({ grams }) => grams > 0)
      .map(({ food, grams }) => ({ foodId: food.id, name: food.name, short: food.short, grams, ...nutritionFor(food, grams) }));
    const prepMinutes = template.assemblyMinutes + Math.max(0, ...foods.map((food) => food.prepMinutes));
    return { slot: template.slot, name: dishName(planned), prepMinutes, foods: planned, ...sumNutrients(planned) };
  });
  return { day, meals, ...sumNutrients(meals) };
}

/** Whether a day keeps the promise, on the rounded grams the member will see and log. */
export function dayMeetsTargets(day: Nutrients, prefs: Pick<MealPreferences, "calorieTarget" | "proteinTarget" | "dietType">): boolean {
  const calories = Math.abs(day.calories - prefs.calorieTarget) <= prefs.calorieTarget * CALORIE_TOLERANCE;
  const protein = day.protein >= prefs.proteinTarget * PROTEIN_FLOOR;
  const carbs = prefs.dietType !== "keto" || day.carbs <= KETO_CARBS_G;
  return calories && protein && carbs;
}

function whyNothingFits(choices: Choice[], prefs: MealPreferences): string {
  const exclusions = prefs.allergies.length + prefs.dislikes.length > 0 ? " and your exclusions" : "";
  const diet = `a ${prefs.dietType} diet${exclusions}`;
  if (solveDay(choices, prefs, { protein: false, carbs: true })) {
    return `No combination of foods reaches ${prefs.proteinTarget} g protein within ${prefs.calorieTarget} kcal on ${diet}.`;
  }
  if (prefs.dietType === "keto" && solveDay(choices, prefs, { protein: false, carbs: false })) {
    return `Keto's ${KETO_CARBS_G} g of carbs a day cannot be kept at ${prefs.calorieTarget} kcal with the foods left.`;
  }
  return `${prefs.calorieTarget} kcal cannot be reached in ${prefs.mealsPerDay} meals on ${diet}.`;
}

/**
 * Seven days of meals for the preferences, or the reason no plan fits. The same preferences and
 * foods always give the same plan.
 */
export function planWeek(foods: readonly PlannerFood[], prefs: MealPreferences): PlanResult {
  const byRole = candidatesByRole(foods, prefs);
  const turns = new Map<PlannerRole, number>();
  const days: PlanDay[] = [];
  for (let day = 1; day <= PLAN_DAYS; day++) {
    let firstChoice: Choice[] | null = null;
    let planned: PlanDay | null = null;
    for (let shift = 0; shift < ATTEMPTS && !planned; shift++) {
      const trial = new Map(turns);
      const choices = chooseDay(prefs, byRole, trial, shift);
      const empty = choices.find((choice) => choice.foods.length === 0);
      if (empty) return { ok: false, reason: `No foods are left for ${empty.template.slot} after your diet, allergies and dislikes.` };
      firstChoice ??= choices;
      const grams = solveDay(choices, prefs, { protein: true, carbs: true });
      const built = grams && buildDay(day, choices, grams);
      if (built && dayMeetsTargets(built, prefs)) {
        planned = built;
        turns.clear();
        trial.forEach((turn, role) => turns.set(role, turn));
      }
    }
    if (!planned) return { ok: false, reason: whyNothingFits(firstChoice ?? [], prefs) };
    days.push(planned);
  }
  return { ok: true, days };
}
