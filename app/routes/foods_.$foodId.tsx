import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { DomainError } from "~/modules/errors";
import { getFoodDetail } from "~/modules/food/food-detail.server";
import { nutrientsPer100gOf } from "~/modules/food/nutrients";
import { DEFAULT_QUANTITY_G, normalizeQuantity, nutritionFor } from "~/modules/food/nutrition";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";
import { PageHeader } from "~/ui/PageHeader";
import { NutrientPanel } from "~/ui/food/NutrientPanel";

// A food's page (issue 39 part 2): every nutrient per 100 g and per a chosen portion. The portion is
// a GET form (?portion= a household portion's label, or ?grams=), so it works without JavaScript.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.food.name ?? "Food"} — Fitplate` }];

const SOURCES: Record<string, string> = {
  usda: "USDA SR28 (Standard Reference)",
  fndds: "USDA FNDDS 2017–2018",
  openfoodfacts: "Open Food Facts (ODbL)",
  user: "your own food",
  recipe: "your recipe, from its ingredients",
};

export const loader = pageLoader("page", async ({ params, userId, url }) => {
  let food;
  try {
    food = await getFoodDetail(userId, params.foodId);
  } catch (error) {
    if (error instanceof DomainError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  const chosen = food.portions.find((portion) => portion.label === url.searchParams.get("portion"));
  const typed = url.searchParams.get("grams");
  const grams = chosen ? chosen.grams : typed ? normalizeQuantity(typed) : DEFAULT_QUANTITY_G;
  return {
    food,
    grams,
    portion: chosen?.label ?? "",
    portionLabel: chosen ? `${chosen.label} (${Math.round(chosen.grams)} g)` : `${grams} g`,
  };
});

export default function FoodPage() {
  const { food, grams, portion, portionLabel } = useLoaderData<typeof loader>();
  const macros = nutritionFor(food, grams);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title={food.name}
        subtitle={`${food.brand ? `${food.brand} · ` : ""}From ${SOURCES[food.source] ?? food.source}`}
        actions={
          <Link to={`/?q=${encodeURIComponent(food.name)}&food=${food.id}#log-food`} className={buttonClass("primary", "text-sm")}>
            Log this food
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <Card>
          <h2 className="mb-2 text-lg font-semibold">Portion</h2>
          <Form method="get" className="space-y-3" key={`${portion}-${grams}`}>
            {food.portions.length > 0 ? (
              <label className="block text-sm font-medium">
                Household portion
                <select name="portion" defaultValue={portion} className={inputClass}>
                  <option value="">Grams below</option>
                  {food.portions.map((each) => (
                    <option key={each.label} value={each.label}>
                      {each.label} ({Math.round(each.grams)} g)
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label className="block text-sm font-medium">
              Grams
              <input name="grams" type="number" inputMode="numeric" min={1} defaultValue={grams} className={inputClass} />
            </label>
            <Button type="submit">Show</Button>
          </Form>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid="portion-macros">
            <dt className="text-slate-600">Calories</dt>
            <dd className="text-right font-medium tabular-nums">
              {food.caloriesPer100g === null ? "not measured" : `${macros.calories} kcal`}
            </dd>
            <dt className="text-slate-600">Protein</dt>
            <dd className="text-right font-medium tabular-nums">{food.proteinPer100g === null ? "not measured" : `${macros.protein} g`}</dd>
            <dt className="text-slate-600">Carbs</dt>
            <dd className="text-right font-medium tabular-nums">{food.carbsPer100g === null ? "not measured" : `${macros.carbs} g`}</dd>
            <dt className="text-slate-600">Fat</dt>
            <dd className="text-right font-medium tabular-nums">{food.fatPer100g === null ? "not measured" : `${macros.fat} g`}</dd>
          </dl>
        </Card>
        <Card>
          <h2 className="mb-2 text-lg font-semibold">Nutrients</h2>
          <NutrientPanel per100g={nutrientsPer100gOf(food)} portionGrams={grams} portionLabel={portionLabel} />
          <p className="mt-2 text-xs text-slate-600">
            % DV: the portion’s share of the FDA Daily Value. “not measured”: the source has no value for it, which is not zero.
          </p>
        </Card>
      </div>
    </div>
  );
}
