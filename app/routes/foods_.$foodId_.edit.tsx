import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, redirect, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { DomainError } from "~/modules/errors";
import { CustomFoodInput } from "~/modules/food/custom-food";
import { getCustomFood, USER_SOURCE } from "~/modules/food/custom-foods.server";
import { updateCustomFood } from "~/modules/recipe/edit-custom-food.server";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { CustomFoodForm } from "~/ui/food/CustomFoodForm";
import { basisHref, basisOf, formValuesOf } from "~/ui/food/basis";
import { BasisQuery } from "~/ui/food/basis-query";
import { PageHeader } from "~/ui/PageHeader";

// /foods/{foodId}/edit (issue 39 part 5): one of the member's foods, its form filled in, changed
// per 100 g or per serving as on create. Another member's food, or none, is a 404.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Edit ${data?.food.name ?? "food"} — My foods — Fitplate` }];

const EDIT_FOOD_INTENT = "edit-food";

export const loader = pageLoader("page", async ({ userId, params, url }) => {
  let food;
  try {
    food = await getCustomFood(userId, params.foodId);
  } catch (error) {
    if (error instanceof DomainError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  // a recipe's values come from its ingredients
  if (food.source !== USER_SOURCE) throw redirect(`/recipes/${food.id}`);
  const basis = BasisQuery.parse(url.searchParams.get("per") ?? undefined) ?? basisOf(food);
  return { food: { id: food.id, name: food.name }, basis, values: formValuesOf(food, basis) };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [EDIT_FOOD_INTENT]: ({ userId, formData, intent, params }) =>
      submitForm(
        formData,
        intent,
        CustomFoodInput,
        (input) => updateCustomFood(userId, params.foodId, input),
        (food) =>
          redirectWithToast("/foods", {
            title: "Food updated",
            description: `${food.name} is saved. Entries you logged before keep their figures.`,
          }),
      ),
  },
});

export default function EditFood() {
  const { food, basis, values } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title={`Edit ${food.name}`}
        subtitle="One of your foods, visible only to you."
        actions={
          <Link to="/foods" className={buttonClass("ghost", "text-sm")}>
            ← My foods
          </Link>
        }
      />
      <Card title="Change this food" titleId="edit-food">
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          Changing this food does not change what you already logged: those entries keep the figures they were logged with. What you log
          from now on uses the new values.
        </p>
        <CustomFoodForm
          key={basis}
          id="edit-food-form"
          intent={EDIT_FOOD_INTENT}
          basis={basis}
          basisHref={(per) => basisHref(location, per)}
          lastResult={replyFor(reply, EDIT_FOOD_INTENT)}
          defaultValue={values}
          submitLabel="Save changes"
          pending={navigation.state !== "idle"}
        />
      </Card>
    </div>
  );
}
