import type { z } from "zod";
import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { MAX_CUSTOM_FOODS, refuseIfIngredient } from "~/modules/food/custom-foods.server";
import { lockRow } from "~/modules/row-lock.server";
import { cutText } from "~/modules/text";
import { validate } from "~/modules/validate";
import { RecipeIdSchema, RecipeInput } from "./recipe-input";
import { NUTRIENT_COLUMNS, recipeNutrients, type NutrientAmounts, type NutrientsPer100g } from "./recipe-nutrients";

// A recipe is a Food of its member (source "recipe"), so search and logging take it like any food,
// with its ingredient rows; its per-100 g values and its "1 serving" portion are computed from them
// whenever it (or a recipe in it) changes. Entries logged from it keep the nutrients they were
// logged with (MealFood copies them), so a later edit never rewrites the diary.

export const RECIPE_SOURCE = "recipe";
export const SERVING_LABEL = "1 serving";
export const RECIPE_NOT_FOUND = "Recipe not found";

export type Recipe = NutrientsPer100g & {
  id: number;
  name: string;
  category: string;
  servings: number;
  cookedWeightGrams: number | null;
  /** The ingredients' grams added up, and what one serving weighs. */
  ingredientGrams: number;
  servingGrams: number;
  perServing: NutrientAmounts;
  portions: { label: string; grams: number }[];
  ingredients: { foodId: number; name: string; quantity: number; isRecipe: boolean }[];
};

const nutrientSelect = Object.fromEntries(NUTRIENT_COLUMNS.map((column) => [column, true])) as Record<
  (typeof NUTRIENT_COLUMNS)[number],
  true
>;
const recipeSelect = {
  id: true,
  name: true,
  category: true,
  servings: true,
  cookedWeightGrams: true,
  ...nutrientSelect,
  portions: { orderBy: { position: "asc" as const }, select: { label: true, grams: true } },
  ingredients: {
    orderBy: { position: "asc" as const },
    select: { foodId: true, quantity: true, food: { select: { name: true, source: true, ...nutrientSelect } } },
  },
};

type RecipeRow = NonNullable<Awaited<ReturnType<typeof findRecipe>>>;
const findRecipe = (tx: Tx, userId: number, id: number) =>
  tx.food.findFirst({ where: { id, ownerId: userId, source: RECIPE_SOURCE }, select: recipeSelect });

function answer(row: RecipeRow): Recipe {
  const servings = row.servings ?? 1;
  const facts = recipeNutrients(
    row.ingredients.map((ingredient) => ({ ...ingredient.food, grams: ingredient.quantity })),
    servings,
    row.cookedWeightGrams,
  );
  const per100g = Object.fromEntries(NUTRIENT_COLUMNS.map((column) => [column, row[column]])) as NutrientsPer100g;
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    ...per100g,
    servings,
    cookedWeightGrams: row.cookedWeightGrams,
    ingredientGrams: facts.ingredientGrams,
    servingGrams: facts.servingGrams,
    perServing: facts.perServing,
    portions: row.portions,
    ingredients: row.ingredients.map((ingredient) => ({
      foodId: ingredient.foodId,
      name: ingredient.food.name,
      quantity: ingredient.quantity,
      isRecipe: ingredient.food.source === RECIPE_SOURCE,
    })),
  };
}

async function ownRecipe(tx: Tx, userId: number, rawId: unknown): Promise<RecipeRow> {
  const row = await findRecipe(tx, userId, validate(RecipeIdSchema, rawId));
  if (!row) throw new DomainError(404, RECIPE_NOT_FOUND);
  return row;
}

/** Each food a recipe's ingredients name must be one the member may log: the catalogue's or their own. */
async function checkIngredients(tx: Tx, userId: number, input: z.output<typeof RecipeInput>) {
  const ids = [...new Set(input.ingredients.map((ingredient) => ingredient.foodId))];
  const visible = await tx.food.findMany({
    where: { id: { in: ids }, OR: [{ ownerId: null }, { ownerId: userId }] },
    select: { id: true },
  });
  const missing = ids.find((id) => !visible.some((food) => food.id === id));
  if (missing !== undefined) throw new DomainError(404, `Ingredient food ${missing} not found`);
}

/** The member's recipe graph: recipe id → the foods in it. */
async function recipeGraph(tx: Tx, userId: number): Promise<Map<number, number[]>> {
  const edges = await tx.recipeIngredient.findMany({ where: { recipe: { ownerId: userId } }, select: { recipeId: true, foodId: true } });
  const graph = new Map<number, number[]>();
  for (const { recipeId, foodId } of edges) graph.set(recipeId, [...(graph.get(recipeId) ?? []), foodId]);
  return graph;
}

/** Whether `from` is, or holds (through recipes in recipes), the recipe `target`. */
function reaches(graph: Map<number, number[]>, from: number, target: number): boolean {
  const seen = new Set<number>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === target) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.get(id) ?? []));
  }
  return false;
}

/** Writes a recipe's ingredients, servings and cooked weight, then its computed per-100 g values and serving. */
async function writeRecipe(tx: Tx, recipeId: number, input: z.output<typeof RecipeInput>) {
  await tx.recipeIngredient.deleteMany({ where: { recipeId } });
  await tx.recipeIngredient.createMany({
    data: input.ingredients.map((ingredient, position) => ({
      recipeId,
      position,
      foodId: ingredient.foodId,
      quantity: ingredient.quantity,
    })),
  });
  await tx.food.update({
    where: { id: recipeId },
    data: { name: input.name, servings: input.servings, cookedWeightGrams: input.cookedWeightGrams ?? null },
  });
  await recompute(tx, recipeId);
}

/** A recipe's per-100 g values and its "1 serving" portion, from its ingredients as they are now. */
async function recompute(tx: Tx, recipeId: number) {
  const row = await tx.food.findUniqueOrThrow({ where: { id: recipeId }, select: recipeSelect });
  const facts = recipeNutrients(
    row.ingredients.map((ingredient) => ({ ...ingredient.food, grams: ingredient.quantity })),
    row.servings ?? 1,
    row.cookedWeightGrams,
  );
  await tx.food.update({ where: { id: recipeId }, data: facts.per100g });
  await tx.foodPortion.deleteMany({ where: { foodId: recipeId } });
  await tx.foodPortion.create({ data: { foodId: recipeId, position: 0, label: SERVING_LABEL, grams: facts.servingGrams } });
}

/** After `recipeId` (or a food of the member's) changed: every recipe holding it (through any depth) again, each after the recipes in it. */
export async function recomputeHolders(tx: Tx, userId: number, recipeId: number) {
  const graph = await recipeGraph(tx, userId);
  const holders = [...graph.keys()].filter((id) => id !== recipeId && reaches(graph, id, recipeId));
  const done = new Set<number>([recipeId]);
  const visit = async (id: number) => {
    if (done.has(id)) return;
    done.add(id);
    for (const food of graph.get(id) ?? []) if (holders.includes(food)) await visit(food);
    await recompute(tx, id);
  };
  for (const id of holders) await visit(id);
}

/** POST /api/recipes and the recipe editor's Create: a new recipe of the member's, as a food. */
export async function createRecipe(userId: number, rawInput: unknown): Promise<Recipe> {
  const input = validate(RecipeInput, rawInput);
  return db.$transaction(async (tx) => {
    await lockRow(tx, "User", userId);
    await checkIngredients(tx, userId, input);
    if ((await tx.food.count({ where: { ownerId: userId } })) >= MAX_CUSTOM_FOODS)
      throw new DomainError(409, `You can keep at most ${MAX_CUSTOM_FOODS} foods of your own`);
    const food = await tx.food.create({
      data: { name: input.name, category: "prepared", source: RECIPE_SOURCE, ownerId: userId, servings: input.servings },
      select: { id: true },
    });
    await writeRecipe(tx, food.id, input);
    return answer((await findRecipe(tx, userId, food.id))!);
  });
}

/** GET /api/recipes/{id}. */
export async function getRecipe(userId: number, rawId: unknown): Promise<Recipe> {
  return answer(await ownRecipe(db, userId, rawId));
}

/** GET /api/recipes and /recipes: the member's recipes, by name. */
export async function listRecipes(userId: number): Promise<Recipe[]> {
  const rows = await db.food.findMany({
    where: { ownerId: userId, source: RECIPE_SOURCE },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: recipeSelect,
  });
  return rows.map(answer);
}

/** PUT /api/recipes/{id} and the editor's Save: the whole recipe again; a recipe holding it follows. */
export async function updateRecipe(userId: number, rawId: unknown, rawInput: unknown): Promise<Recipe> {
  const id = validate(RecipeIdSchema, rawId);
  const input = validate(RecipeInput, rawInput);
  return db.$transaction(async (tx) => {
    await lockRow(tx, "User", userId);
    const recipe = await ownRecipe(tx, userId, id);
    await checkIngredients(tx, userId, input);
    const graph = await recipeGraph(tx, userId);
    const circular = input.ingredients.find((ingredient) => reaches(graph, ingredient.foodId, recipe.id));
    if (circular) {
      const what = circular.foodId === recipe.id ? "itself" : "a recipe that holds it";
      throw new DomainError(409, `A recipe cannot contain ${what}`);
    }
    await writeRecipe(tx, recipe.id, input);
    await recomputeHolders(tx, userId, recipe.id);
    return answer((await findRecipe(tx, userId, recipe.id))!);
  });
}

/** The editor's Duplicate: a copy named "… (copy)", with the same ingredients. */
export async function duplicateRecipe(userId: number, rawId: unknown): Promise<Recipe> {
  const recipe = answer(await ownRecipe(db, userId, rawId));
  return createRecipe(userId, {
    name: `${cutText(recipe.name, 113)} (copy)`,
    servings: recipe.servings,
    cookedWeightGrams: recipe.cookedWeightGrams ?? undefined,
    ingredients: recipe.ingredients.map(({ foodId, quantity }) => ({ foodId, quantity })),
  });
}

/** DELETE /api/recipes/{id}: entries logged from it keep their nutrients; a recipe that another holds is kept (409). */
export async function deleteRecipe(userId: number, rawId: unknown): Promise<{ id: number; name: string }> {
  return db.$transaction(async (tx) => {
    await lockRow(tx, "User", userId);
    const recipe = await ownRecipe(tx, userId, rawId);
    await refuseIfIngredient(tx, recipe.id, recipe.name);
    await tx.food.delete({ where: { id: recipe.id } });
    return { id: recipe.id, name: recipe.name };
  });
}

/** Grams of `servings` servings of a recipe; null for a food that is not one of the member's recipes. */
export async function gramsOfServings(tx: Tx, foodId: number, servings: number): Promise<number | null> {
  const portion = await tx.foodPortion.findFirst({
    where: { foodId, label: SERVING_LABEL, food: { source: RECIPE_SOURCE } },
    select: { grams: true },
  });
  return portion ? portion.grams * servings : null;
}
